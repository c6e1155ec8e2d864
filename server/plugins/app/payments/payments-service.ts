import {
  ACCOUNT_TYPE,
  type DepositAnswer,
  type DepositBody,
  type PaymentKind,
  type PaymentMethodView,
  type PaymentRequestView,
  type PaymentStatus,
  type WebhookAnswer,
  type WithdrawAnswer,
  type WithdrawBody,
} from '@site/api/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentRequestsTable } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/db-errors';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import type { ProtectionGuard } from '../limits/guard';
import type { AccountsService } from '../money/accounts';
import { type Currency, currencyById, fromMinor, toMinor } from '../money/currencies';
import type { LedgerService } from '../money/ledger';
import type { ConfigRepository } from '../site/site-config';
import { amountRange, firstDepositBonus } from './config';
import type { PaymentProvider } from './provider';

type Row = Selectable<PaymentRequestsTable>;
/** What a provider (or the operator acting as one) reports about a deposit. */
export interface DepositReport {
  requestId: number;
  status: 'success' | 'failed';
  amount: number;
  currency: string;
  providerTxId: string;
}

const DAY_MS = 24 * 3_600_000;
/** The longest deposit-limit window: pending deposits younger than this count against the limits. */
const PENDING_WINDOW_MS = 30 * DAY_MS;

const notFound = () => new HttpError(404, 'payment.not_found', 'There is no such payment request');
const alreadyFinal = () => new HttpError(409, 'payment.already_final', 'The payment request has already been settled otherwise');
const wrongKind = () => new HttpError(409, 'payment.wrong_kind', 'This step does not apply to this kind of payment request');

/**
 * Deposits and withdrawals (issue 18). A request row keeps the status; money moves only through
 * the ledger, in the same transaction as the status change:
 * - a deposit: pending at creation (after the deposit-limit guard), credited (ledger `deposit`,
 *   key `payment:<id>`) exactly once when the provider reports success: the status moves from
 *   pending with one conditional UPDATE, so a replayed or concurrent report finds nothing to move;
 * - a withdrawal: the amount is held at once (ledger `withdrawal`), never above the active
 *   account's balance (bonus money lives on the bonus account and is never withdrawable); the
 *   operator approves it or rejects it (ledger `refund`). The player cannot reverse it (RTS 14).
 */
export class PaymentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountsService,
    private readonly protection: ProtectionGuard,
    private readonly siteConfig: ConfigRepository,
    readonly provider: PaymentProvider,
  ) {}

  /** The methods for the currency of the player's active account, with their limits. */
  async methods(userId: number): Promise<PaymentMethodView[]> {
    const { currency } = await this.accountOf(userId);
    const config = await this.siteConfig.get();
    const out: PaymentMethodView[] = [];
    for (const m of this.provider.methods) {
      const range = amountRange(config, m.id, currency.iso);
      if (range) out.push({ id: m.id, name: m.name, kinds: [...m.kinds], min: range.min, max: range.max, currency: currency.iso });
    }
    return out;
  }

  async deposit(userId: number, body: DepositBody, lang: string): Promise<DepositAnswer> {
    const { account, currency } = await this.accountOf(userId);
    const amountMinor = await this.checkAmount('deposit', body, currency);
    const existing = await this.byKey(userId, body.idempotencyKey, 'deposit', amountMinor, body.method);
    if (existing) return this.depositAnswer(await this.withProviderRef(existing));
    let id: number;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        await this.protection.checkDeposit(trx, userId, amountMinor + (await this.pendingDeposits(trx, userId, currency)), currency);
        return this.insert(trx, { userId, accountId: account.id, kind: 'deposit', method: body.method, amountMinor, currency, key: body.idempotencyKey, lang });
      });
    } catch (err) {
      const raced = isUniqueViolation(err) && (await this.byKey(userId, body.idempotencyKey, 'deposit', amountMinor, body.method));
      if (raced) return this.depositAnswer(await this.withProviderRef(raced));
      throw err;
    }
    return this.depositAnswer(await this.withProviderRef(await this.row(id)));
  }

  /**
   * Registers a pending deposit with the provider once: outside the transaction that wrote it (a
   * provider call is no place to hold one open); a retry that finds it not yet registered (a
   * concurrent twin, a crash in between) registers it, and the first reference written stays.
   */
  private async withProviderRef(row: Row): Promise<Row> {
    if (row.provider_ref !== null || row.status !== 'pending') return row;
    const currency = this.currencyOfRow(row);
    const { providerRef } = await this.provider.startDeposit({ requestId: row.id, amountMinor: Number(row.amount_minor), currency, lang: row.lang });
    await this.db.updateTable('payment_requests').set({ provider_ref: providerRef }).where('id', '=', row.id).where('provider_ref', 'is', null).execute();
    return this.row(row.id);
  }

  async withdraw(userId: number, body: WithdrawBody): Promise<WithdrawAnswer> {
    const { currency } = await this.accountOf(userId);
    const amountMinor = await this.checkAmount('withdraw', body, currency);
    const existing = await this.byKey(userId, body.idempotencyKey, 'withdraw', amountMinor, body.method);
    if (existing) return { requestId: existing.id, status: 'pending' };
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        const { account } = await this.accountOf(userId, trx);
        const withdrawable = await this.ledger.balanceMinor(account.id, trx);
        if (amountMinor > withdrawable) {
          throw new HttpError(422, 'payment.above_withdrawable', 'The withdrawal is above what may be withdrawn', {
            meta: { max: fromMinor(withdrawable, currency), currency: currency.iso },
          });
        }
        const requestId = await this.insert(trx, { userId, accountId: account.id, kind: 'withdraw', method: body.method, amountMinor, currency, key: body.idempotencyKey, lang: 'en' });
        await this.ledger.post({ accountId: account.id, amountMinor: -amountMinor, kind: 'withdrawal', ref: `payment:${requestId}`, idempotencyKey: `payment:${requestId}` }, trx);
        return requestId;
      });
      return { requestId: id, status: 'pending' };
    } catch (err) {
      const raced = isUniqueViolation(err) && (await this.byKey(userId, body.idempotencyKey, 'withdraw', amountMinor, body.method));
      if (raced) return { requestId: raced.id, status: 'pending' };
      throw err;
    }
  }

  /** The player's own requests, newest first. */
  async list(userId: number): Promise<PaymentRequestView[]> {
    const rows = await this.db.selectFrom('payment_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
    return rows.map((r) => this.view(r));
  }

  /** One of the player's own requests; another player's answers exactly like a missing one. */
  async own(userId: number, requestId: number): Promise<PaymentRequestView> {
    const row = await this.db.selectFrom('payment_requests').selectAll().where('id', '=', requestId).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    return this.view(row);
  }

  async byProviderRef(ref: string): Promise<Row | undefined> {
    return this.db.selectFrom('payment_requests').selectAll().where('provider_ref', '=', ref).where('kind', '=', 'deposit').executeTakeFirst();
  }

  /**
   * A provider's report on a deposit (the webhook; the operator's `payments complete|fail`).
   * Exactly once: the status leaves `pending` in one conditional UPDATE in the transaction that
   * credits the money; a replay of the same outcome answers the same, another outcome 409.
   */
  async settleDeposit(report: DepositReport): Promise<WebhookAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('payment_requests').selectAll().where('id', '=', report.requestId).executeTakeFirst();
      if (!row) throw notFound();
      if (row.kind !== 'deposit') throw wrongKind();
      const currency = this.currencyOfRow(row);
      if (report.currency !== currency.iso || toMinor(report.amount, currency) !== Number(row.amount_minor)) {
        throw new HttpError(409, 'payment.mismatch', 'The report does not match the request (amount or currency)');
      }
      const moved = await this.move(trx, row.id, report.status, report.providerTxId);
      if (!moved) return this.replay(trx, row.id, report.status);
      if (report.status === 'success') {
        const amountMinor = Number(row.amount_minor);
        const first = !(await this.accounts.hasDeposit(row.user_id, trx));
        await this.ledger.post({ accountId: row.account_id, amountMinor, kind: 'deposit', ref: `payment:${row.id}`, idempotencyKey: `payment:${row.id}` }, trx);
        if (first) await this.firstDepositBonus(trx, row, currency);
      }
      return { requestId: row.id, status: report.status };
    });
  }

  /** The operator's `payments complete|fail`: the provider's report with the request's own amount. */
  async settleAsOperator(requestId: number, status: 'success' | 'failed'): Promise<WebhookAnswer> {
    const row = await this.db.selectFrom('payment_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
    if (!row) throw notFound();
    const currency = this.currencyOfRow(row);
    return this.settleDeposit({ requestId, status, amount: fromMinor(Number(row.amount_minor), currency), currency: currency.iso, providerTxId: `operator:${requestId}` });
  }

  /** The operator pays a withdrawal out: the held money stays withdrawn. */
  async approve(requestId: number): Promise<WebhookAnswer> {
    return this.decideWithdrawal(requestId, 'approved');
  }

  /** The operator refuses a withdrawal: the held money goes back (ledger `refund`). */
  async reject(requestId: number): Promise<WebhookAnswer> {
    return this.decideWithdrawal(requestId, 'rejected');
  }

  private async decideWithdrawal(requestId: number, status: 'approved' | 'rejected'): Promise<WebhookAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('payment_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
      if (!row) throw notFound();
      if (row.kind !== 'withdraw') throw wrongKind();
      if (!(await this.move(trx, row.id, status, null))) return this.replay(trx, row.id, status);
      if (status === 'rejected') {
        await this.ledger.post({ accountId: row.account_id, amountMinor: Number(row.amount_minor), kind: 'refund', ref: `payment:${row.id}`, idempotencyKey: `payment:${row.id}:refund` }, trx);
      }
      return { requestId: row.id, status };
    });
  }

  /** Moves a pending request to `status`; false when it was no longer pending (someone else moved it). */
  private async move(trx: Kysely<Database>, id: number, status: PaymentStatus, providerTxId: string | null): Promise<boolean> {
    const result = await trx
      .updateTable('payment_requests')
      .set({ status, updated_at: this.clock.now(), ...(providerTxId !== null && { provider_tx_id: providerTxId }) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A report or decision on a request already settled: the same outcome again is fine, another is not. */
  private async replay(trx: Kysely<Database>, id: number, status: PaymentStatus): Promise<WebhookAnswer> {
    const now = await trx.selectFrom('payment_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    if (now.status !== status) throw alreadyFinal();
    return { requestId: id, status };
  }

  /** The first-deposit bonus of a player who chose one at registration (spec 2 §3 bonus choice 1 or 2). */
  private async firstDepositBonus(trx: Kysely<Database>, row: Row, currency: Currency): Promise<void> {
    const user = await trx.selectFrom('users').select('bonus_choice').where('id', '=', row.user_id).executeTakeFirst();
    if (!user || user.bonus_choice === 0) return;
    const bonusAccount = await trx
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', row.user_id)
      .where('type', '=', ACCOUNT_TYPE.bonus)
      .where('currency_id', '=', currency.id)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!bonusAccount) return;
    const rule = firstDepositBonus(await this.siteConfig.get());
    const capMinor = toMinor(rule.max[currency.iso] ?? 0, currency) ?? 0;
    const bonusMinor = Math.min(Math.floor((Number(row.amount_minor) * rule.percent) / 100), capMinor);
    if (bonusMinor <= 0) return;
    await this.ledger.post({ accountId: bonusAccount.id, amountMinor: bonusMinor, kind: 'bonus', ref: `payment:${row.id}:first-deposit`, idempotencyKey: `payment:${row.id}:bonus` }, trx);
  }

  /** Deposits still waiting for the provider count against the deposit limits too. */
  private async pendingDeposits(trx: Kysely<Database>, userId: number, currency: Currency): Promise<number> {
    const row = await trx
      .selectFrom('payment_requests')
      .select((eb) => eb.fn.sum<number | string | null>('amount_minor').as('total'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'deposit')
      .where('status', '=', 'pending')
      .where('currency_id', '=', currency.id)
      .where('created_at', '>', this.clock.now() - PENDING_WINDOW_MS)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  private async accountOf(userId: number, trx: Kysely<Database> = this.db) {
    const account = await this.accounts.activeAccount(userId, trx);
    const currency = account && currencyById(account.currency_id);
    if (!account || !currency) throw new HttpError(404, 'account.not_found', 'The player has no active account');
    return { account, currency };
  }

  /** The amount in minor units, within the method's range for the currency; refusals carry the values. */
  private async checkAmount(kind: PaymentKind, body: DepositBody, currency: Currency): Promise<number> {
    const method = this.provider.methods.find((m) => m.id === body.method && m.kinds.includes(kind));
    const range = method && amountRange(await this.siteConfig.get(), method.id, currency.iso);
    if (!range) throw new HttpError(422, 'payment.method_unknown', `method ${body.method} is not offered for ${kind} in ${currency.iso}`, { pointer: '/method' });
    const amountMinor = toMinor(body.amount, currency);
    if (amountMinor === null) {
      throw new HttpError(422, 'payment.amount_decimals', 'too many decimals', { pointer: '/amount', meta: { currency: currency.iso, digits: currency.minorUnits } });
    }
    if (body.amount < range.min) throw new HttpError(422, 'payment.amount_below_min', 'below the minimum', { pointer: '/amount', meta: { min: range.min, currency: currency.iso } });
    if (body.amount > range.max) throw new HttpError(422, 'payment.amount_above_max', 'above the maximum', { pointer: '/amount', meta: { max: range.max, currency: currency.iso } });
    return amountMinor;
  }

  /** The request a key already made; the same key for another payment is 409. */
  private async byKey(userId: number, key: string, kind: PaymentKind, amountMinor: number, method: string): Promise<Row | null> {
    const row = await this.db.selectFrom('payment_requests').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
    if (!row) return null;
    if (row.kind !== kind || Number(row.amount_minor) !== amountMinor || row.method !== method) {
      throw new HttpError(409, 'idempotency.conflict', 'This idempotency key was already used for a different payment');
    }
    return row;
  }

  private async insert(
    trx: Kysely<Database>,
    r: { userId: number; accountId: number; kind: PaymentKind; method: string; amountMinor: number; currency: Currency; key: string; lang: string },
  ): Promise<number> {
    const now = this.clock.now();
    const row = await trx
      .insertInto('payment_requests')
      .values({
        user_id: r.userId,
        account_id: r.accountId,
        kind: r.kind,
        status: 'pending',
        method: r.method,
        amount_minor: r.amountMinor,
        currency_id: r.currency.id,
        idempotency_key: r.key,
        lang: r.lang,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  private async row(id: number): Promise<Row> {
    return this.db.selectFrom('payment_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  private depositAnswer(row: Row): DepositAnswer {
    // a retry after the provider has reported: the request is no longer waiting for the player
    if (row.status !== 'pending' || row.provider_ref === null) throw alreadyFinal();
    return { requestId: row.id, status: 'pending', redirectUrl: this.provider.redirectUrl(row.provider_ref) };
  }

  private currencyOfRow(row: Row): Currency {
    const currency = currencyById(row.currency_id);
    if (!currency) throw new Error(`payment request ${row.id} has an unknown currency ${row.currency_id}`);
    return currency;
  }

  private view(r: Row): PaymentRequestView {
    const currency = this.currencyOfRow(r);
    return {
      id: r.id,
      kind: r.kind as PaymentKind,
      amount: fromMinor(Number(r.amount_minor), currency),
      currency: currency.iso,
      status: r.status as PaymentStatus,
      createdAt: new Date(Number(r.created_at)).toISOString(),
    };
  }
}

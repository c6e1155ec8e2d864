import type { Insertable, Kysely, Selectable } from 'kysely';
import { PreparedQuery } from '../../../db/prepared-query';
import type { AccountsTable, Database, LedgerTable } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/db-errors';
import { HttpError } from '../../external/http-error';
import { currencyById, fromMinor } from './currencies';
import type { Clock } from '../clock';

/**
 * THE way money moves. Every balance change is one call to `LedgerService.post`, which in one
 * transaction
 *   1. adds `amountMinor` to the account with a conditional UPDATE that refuses to take the
 *      balance below zero (atomic on PostgreSQL; SQLite has one writer), and
 *   2. writes the ledger row with the balance after it,
 * so `SUM(ledger.amount_minor) == accounts.balance_minor` for every account at all times.
 *
 * Run it inside your own transaction to debit a bet together with your coupon rows:
 *
 *   await app.db.transaction().execute(async (trx) => {
 *     const { entryId } = await app.ledger.post(
 *       { accountId, amountMinor: -stakeMinor, kind: 'bet', ref: `coupon:${couponId}`, idempotencyKey },
 *       trx,
 *     );
 *     await trx.insertInto('coupons').values({ ..., ledger_entry_id: entryId }).execute();
 *   }); // an InsufficientFundsError thrown by post() rolls everything back
 *
 * Idempotency: a posting whose `idempotencyKey` was already used returns the first result with
 * `duplicate: true` and moves no money (the key must name the same account and amount, else
 * 409). Inside a caller's transaction a concurrent duplicate surfaces as the database's unique
 * violation and aborts that transaction; retrying the whole transaction then finds the key.
 */
export type LedgerKind = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'refund' | 'bonus' | 'adjustment';
export const ledgerKinds: readonly LedgerKind[] = ['deposit', 'withdrawal', 'bet', 'win', 'refund', 'bonus', 'adjustment'];

export interface LedgerPosting {
  accountId: number;
  /** signed integer minor units: credits > 0, debits < 0; never 0 */
  amountMinor: number;
  kind: LedgerKind;
  /** what caused it, e.g. "coupon:123", "cli", "payment:9" (max 200 chars) */
  ref: string;
  /** optional, globally unique (max 200 chars); the same key never moves money twice */
  idempotencyKey?: string;
}

export interface LedgerResult {
  entryId: number;
  accountId: number;
  /** the account's balance right after this entry */
  balanceMinor: number;
  /** true when the idempotency key had already been posted; nothing moved this time */
  duplicate: boolean;
}

/** A debit above the balance; the message says how much there is, in the account's currency. */
export class InsufficientFundsError extends HttpError<'ledger.insufficient_funds'> {
  constructor(
    readonly accountId: number,
    balanceMinor: number,
    currencyId: number,
  ) {
    const currency = currencyById(currencyId);
    const meta = currency ? { balance: fromMinor(balanceMinor, currency), currency: currency.iso } : { balance: balanceMinor, currency: String(currencyId) };
    super(422, 'ledger.insufficient_funds', `There is not enough money on the account for this operation (balance ${meta.balance} ${meta.currency})`, { meta });
  }
}

/**
 * Refuses a debit that the balance read in the caller's transaction does not cover, with the
 * error the debit itself would give, but before the caller's first write: a write job that fails
 * after writing makes its GroupCommit batch run again. The debit (post) still checks, atomically.
 */
export function checkFunds(account: Pick<Selectable<AccountsTable>, 'id' | 'balance_minor' | 'currency_id'>, amountMinor: number): void {
  const balance = Number(account.balance_minor);
  if (balance < amountMinor) throw new InsufficientFundsError(account.id, balance, account.currency_id);
}

export class AccountNotFoundError extends HttpError<'account.not_found'> {
  constructor(readonly accountId: number) {
    super(404, 'account.not_found', 'This account does not exist or has been closed');
  }
}

export class LedgerService {
  private readonly queries: ReturnType<typeof ledgerQueries>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.queries = ledgerQueries(db);
  }

  /** Posts one entry; pass `trx` to run inside your transaction (see the class comment). */
  async post(posting: LedgerPosting, trx?: Kysely<Database>): Promise<LedgerResult> {
    checkPosting(posting);
    if (trx) return this.apply(trx, posting, true);
    const key = posting.idempotencyKey;
    if (key !== undefined) {
      const seen = await this.byKey(this.db, posting);
      if (seen) return seen;
    }
    try {
      return await this.db.transaction().execute((t) => this.apply(t, posting, false));
    } catch (err) {
      // Two requests with the same key raced: the loser's transaction rolled back; answer as the winner did.
      if (key !== undefined && isUniqueViolation(err)) {
        const seen = await this.byKey(this.db, posting);
        if (seen) return seen;
      }
      throw err;
    }
  }

  async balanceMinor(accountId: number, trx: Kysely<Database> = this.db): Promise<number> {
    const row = await trx.selectFrom('accounts').select('balance_minor').where('id', '=', accountId).executeTakeFirst();
    if (!row) throw new AccountNotFoundError(accountId);
    return Number(row.balance_minor);
  }

  /**
   * checkFunds on the account as the caller's transaction reads it: for a product that knows the
   * account's id only (a casino session's), before its first write. Closed or missing: not found.
   */
  async checkFundsOf(accountId: number, amountMinor: number, trx: Kysely<Database>): Promise<void> {
    const account = await trx.selectFrom('accounts').select(['id', 'balance_minor', 'currency_id', 'closed_at']).where('id', '=', accountId).executeTakeFirst();
    if (!account || account.closed_at !== null) throw new AccountNotFoundError(accountId);
    checkFunds(account, amountMinor);
  }

  /** The sum of an account's ledger; equals its balance (the invariant tests check). */
  async sumMinor(accountId: number, trx: Kysely<Database> = this.db): Promise<number> {
    const row = await trx
      .selectFrom('ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  private async apply(t: Kysely<Database>, posting: LedgerPosting, checkKey: boolean): Promise<LedgerResult> {
    if (checkKey && posting.idempotencyKey !== undefined) {
      const seen = await this.byKey(t, posting);
      if (seen) return seen;
    }
    const { accountId, amountMinor } = posting;
    const updated = await this.queries.addToBalance.takeFirst(t, { id: accountId, amount: amountMinor });
    if (!updated) {
      const account = await t.selectFrom('accounts').select(['closed_at', 'balance_minor', 'currency_id']).where('id', '=', accountId).executeTakeFirst();
      if (!account || account.closed_at !== null) throw new AccountNotFoundError(accountId);
      throw new InsufficientFundsError(accountId, Number(account.balance_minor), account.currency_id);
    }
    const balanceMinor = Number(updated.balance_minor);
    const entry = await this.queries.insertEntry.takeFirstOrThrow(t, {
      account_id: accountId,
      amount_minor: amountMinor,
      balance_after: balanceMinor,
      kind: posting.kind,
      ref: posting.ref,
      idempotency_key: posting.idempotencyKey ?? null,
      created_at: this.clock.now(),
    });
    return { entryId: Number(entry.id), accountId, balanceMinor, duplicate: false };
  }

  private async byKey(t: Kysely<Database>, posting: LedgerPosting): Promise<LedgerResult | null> {
    const row = await t
      .selectFrom('ledger')
      .select(['id', 'account_id', 'amount_minor', 'balance_after'])
      .where('idempotency_key', '=', posting.idempotencyKey as string)
      .executeTakeFirst();
    if (!row) return null;
    if (row.account_id !== posting.accountId || Number(row.amount_minor) !== posting.amountMinor) {
      throw new HttpError(409, 'idempotency.conflict', 'This idempotency key was already used for a different operation');
    }
    return { entryId: Number(row.id), accountId: row.account_id, balanceMinor: Number(row.balance_after), duplicate: true };
  }
}

/** Programming mistakes, not player mistakes: they throw plain errors (a 500 without details). */
function checkPosting(p: LedgerPosting): void {
  if (!Number.isSafeInteger(p.amountMinor) || p.amountMinor === 0) throw new RangeError(`ledger amount must be a non-zero integer of minor units, got ${p.amountMinor}`);
  if (!Number.isInteger(p.accountId) || p.accountId <= 0) throw new RangeError(`ledger account id must be a positive integer, got ${p.accountId}`);
  if (!ledgerKinds.includes(p.kind)) throw new RangeError(`unknown ledger kind ${String(p.kind)}`);
  if (typeof p.ref !== 'string' || p.ref.length === 0 || p.ref.length > 200) throw new RangeError('ledger ref must be 1 to 200 characters');
  if (p.idempotencyKey !== undefined && (p.idempotencyKey.length === 0 || p.idempotencyKey.length > 200)) {
    throw new RangeError('ledger idempotency key must be 1 to 200 characters');
  }
}

/** The two statements of every posting, compiled once (see PreparedQuery). */
function ledgerQueries(db: Kysely<Database>) {
  return {
    // Refuses (no row) to take the balance below zero or to touch a closed account.
    addToBalance: new PreparedQuery<{ id: number; amount: number }, { balance_minor: number }>(db, (db, param) =>
      db
        .updateTable('accounts')
        .set((eb) => ({ balance_minor: eb('balance_minor', '+', param('amount')) }))
        .where('id', '=', param('id'))
        .where('closed_at', 'is', null)
        .where((eb) => eb(eb('balance_minor', '+', param('amount')), '>=', 0))
        .returning('balance_minor'),
    ),
    insertEntry: new PreparedQuery<Required<Omit<Insertable<LedgerTable>, 'id'>>, { id: number }>(db, (db, param) =>
      db
        .insertInto('ledger')
        .values({
          account_id: param('account_id'),
          amount_minor: param('amount_minor'),
          balance_after: param('balance_after'),
          kind: param('kind'),
          ref: param('ref'),
          idempotency_key: param('idempotency_key'),
          created_at: param('created_at'),
        })
        .returning('id'),
    ),
  };
}

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import type { Database } from '../../../db/schema';
import type { WriteJobs } from '../../../db/write-jobs';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import type { ProtectionGuard } from '../limits/guard';
import type { AccountsService } from '../money/accounts';
import { currencyById, type Currency } from '../money/currencies';
import { checkFunds, type LedgerService } from '../money/ledger';

// The money path of every draw product (lotto, toto): buying a ticket and paying it, the same
// way the sportsbook places and settles a coupon.

export type TicketTable = 'lotto_tickets' | 'toto_tickets';

export interface TicketDeps {
  db: Kysely<Database>;
  writes: WriteJobs;
  ledger: LedgerService;
  accounts: AccountsService;
  protection: ProtectionGuard;
  clock: Clock;
}

/** The services a draw product's tickets need, from the app's decorations. */
export function ticketDeps(app: FastifyInstance): TicketDeps {
  return { db: app.db, writes: app.writes, ledger: app.ledger, accounts: app.accounts, protection: app.protection, clock: app.clock };
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export interface PurchaseSpec<T> {
  table: TicketTable;
  /** The ledger ref's prefix: `<prefix>:<ticketId>`. */
  ref: string;
  idempotencyKey: string;
  hash: string;
  /** Checks the request against the database (draw open...) and prices it in minor units of `currency`. */
  price(trx: Kysely<Database>, currency: Currency): Promise<number>;
  /** Writes the product's ticket columns; the common ones are given. */
  insert(trx: Kysely<Database>, common: CommonTicketColumns): Promise<number>;
  answer(trx: Kysely<Database>, ticketId: number, balanceMinor: number, currency: Currency): Promise<T>;
}

export interface CommonTicketColumns {
  user_id: number;
  account_id: number;
  currency_id: number;
  amount_minor: number;
  idempotency_key: string;
  request_hash: string;
  balance_after: number;
  created_at: number;
}

/**
 * One unit of work: the idempotency lookup `(user_id, key)`, the active account, the product's
 * checks and price, the one protection guard, the ticket row and the debit (kind `bet`). A
 * refusal writes nothing; a retry with the same key answers the first ticket (409
 * `idempotency.conflict` with another body), even when it raced the first one.
 */
export async function purchaseTicket<T>(deps: TicketDeps, userId: number, spec: PurchaseSpec<T>): Promise<T> {
  const seen = async (trx: Kysely<Database>): Promise<T | null> => {
    const row = await trx
      .selectFrom(spec.table)
      .select(['id', 'request_hash', 'balance_after', 'currency_id'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', spec.idempotencyKey)
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== spec.hash)
      throw new HttpError(409, 'idempotency.conflict', 'This idempotencyKey was already used for a different ticket; use a new key for a new ticket', {
        pointer: '/idempotencyKey',
      });
    return spec.answer(trx, Number(row.id), Number(row.balance_after), currencyById(row.currency_id)!);
  };
  const job = async (trx: Kysely<Database>): Promise<T> => {
    const first = await seen(trx);
    if (first) return first;
    const account = await deps.accounts.activeAccount(userId, trx);
    if (!account) throw new HttpError(422, 'account.not_found', 'You have no account to pay from');
    const currency = currencyById(account.currency_id);
    if (!currency) throw new Error(`account ${account.id} has an unknown currency ${account.currency_id}`);
    const amountMinor = await spec.price(trx, currency);
    await deps.protection.checkStake(trx, userId, amountMinor, currency);
    checkFunds(account, amountMinor);
    const ticketId = await spec.insert(trx, {
      user_id: userId,
      account_id: account.id,
      currency_id: currency.id,
      amount_minor: amountMinor,
      idempotency_key: spec.idempotencyKey,
      request_hash: spec.hash,
      balance_after: 0,
      created_at: deps.clock.now(),
    });
    const entry = await deps.ledger.post({ accountId: account.id, amountMinor: -amountMinor, kind: 'bet', ref: `${spec.ref}:${ticketId}` }, trx);
    await trx.updateTable(spec.table).set({ balance_after: entry.balanceMinor }).where('id', '=', ticketId).execute();
    return spec.answer(trx, ticketId, entry.balanceMinor, currency);
  };
  try {
    return await deps.writes.run(job);
  } catch (err) {
    if (isUniqueViolation(err)) {
      const first = await seen(deps.db);
      if (first) return first;
    }
    throw err;
  }
}

/**
 * Settles one ticket exactly once, inside the caller's transaction: a conditional
 * `open -> won|lost` update and, for a win, the credit (kind `win`, ledger key
 * `<ref>:win:<id>`). False when the ticket was already settled.
 */
export async function settleTicket(
  trx: Kysely<Database>,
  deps: Pick<TicketDeps, 'ledger' | 'clock'>,
  table: TicketTable,
  ref: string,
  ticket: { id: number; account_id: number },
  winMinor: number,
  extra: { matches: number } | { correct: number },
): Promise<boolean> {
  const updated = await trx
    .updateTable(table)
    .set({ status: winMinor > 0 ? 'won' : 'lost', win_minor: winMinor, settled_at: deps.clock.now(), ...extra })
    .where('id', '=', ticket.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  if (winMinor > 0)
    await deps.ledger.post({ accountId: ticket.account_id, amountMinor: winMinor, kind: 'win', ref: `${ref}:${ticket.id}`, idempotencyKey: `${ref}:win:${ticket.id}` }, trx);
  return true;
}

// Players, signed webhooks and the ledger invariant for the payments tests (issue 18).
import { PAYMENT_PATHS, PAYMENT_SIGNATURE_HEADER } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { DEV_WEBHOOK_SECRET } from '../../server/env';
import { signBody } from '../../server/plugins/app/payments/signature';

export interface PayPlayer {
  userId: number;
  cookie: string;
  accountId: number;
}

let keys = 0;
/** A fresh idempotency key. */
export const payKey = () => `test-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

/** A signed-in RUB player with `rub` on the main account (a ledger deposit); bonusChoice as at registration. */
export async function payPlayer(app: FastifyInstance, rub = 0, bonusChoice = 0): Promise<PayPlayer> {
  const { userId } = await app.users.register({ regType: 'fast_reg', passwordHash: 'not-a-hash', currencyId: 1, countryId: 1, bonusChoice });
  const { token } = await app.sessions.create(userId, false);
  const accountId = (await app.accounts.mainAccountId(userId)) as number;
  if (rub > 0) await app.ledger.post({ accountId, amountMinor: rub * 100, kind: 'deposit', ref: 'test' });
  return { userId, cookie: `user_token=${token}`, accountId };
}

export function asPlayer(app: FastifyInstance, p: PayPlayer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie: p.cookie }, ...(payload !== undefined && { payload }) });
}

/** Posts the webhook with the raw body signed by `secret` (the dev key by default), or unsigned with `null`. */
export function webhook(app: FastifyInstance, body: object | string, secret: string | null = DEV_WEBHOOK_SECRET, signature?: string) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers[PAYMENT_SIGNATURE_HEADER] = signature;
  else if (secret !== null) headers[PAYMENT_SIGNATURE_HEADER] = signBody(secret, payload);
  return app.inject({ method: 'POST', url: `${PAYMENT_PATHS.webhook}/demo`, headers, payload });
}

/** Every account's balance equals the sum of its ledger rows (the invariant after every payment test). */
export async function expectBalancesEqualLedger(app: FastifyInstance): Promise<void> {
  const accounts = await app.db.selectFrom('accounts').select(['id', 'balance_minor']).execute();
  const off: unknown[] = [];
  for (const a of accounts) {
    const sum = await app.ledger.sumMinor(a.id);
    if (sum !== Number(a.balance_minor)) off.push({ account: a.id, balance: Number(a.balance_minor), ledger: sum });
  }
  expect(off).toEqual([]);
}

/** The ledger rows a payment request wrote (ref payment:<id>...). */
export async function ledgerRowsOf(app: FastifyInstance, requestId: number) {
  return app.db.selectFrom('ledger').select(['kind', 'amount_minor', 'account_id']).where('ref', 'in', [`payment:${requestId}`, `payment:${requestId}:first-deposit`]).orderBy('id').execute();
}

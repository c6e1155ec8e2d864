// The books check shared by bench:bets and npm run chaos: after a run, every bet a client was
// told was placed (200) is in the history exactly once with exactly one debit, no key made two
// coupons, every account's ledger sums to its balance and no balance is negative.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

export interface BooksReport {
  /** coupons in the database */
  coupons: number;
  /** a 200 answer whose coupon, or whose one debit, is missing */
  lost: number;
  /** a key with two coupons, a coupon with two debits */
  doubled: number;
  /** accounts whose ledger does not sum to the balance */
  unbalanced: number;
  /** accounts below zero */
  negative: number;
}

/** `answered`: `${userId}:${idempotencyKey}` -> the couponId the client was answered. */
export async function checkBooks(db: Kysely<Database>, answered: ReadonlyMap<string, number>): Promise<BooksReport> {
  const coupons = await db.selectFrom('sb_coupons').select(['id', 'user_id', 'idempotency_key']).execute();
  const byKey = new Map<string, number[]>();
  for (const c of coupons) {
    const key = `${c.user_id}:${c.idempotency_key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), Number(c.id)]);
  }
  const debits = await db.selectFrom('ledger').select(['ref', (eb) => eb.fn.countAll<number>().as('n')]).where('kind', '=', 'bet').groupBy('ref').execute();
  const debitsByRef = new Map(debits.map((d) => [d.ref, Number(d.n)]));
  let lost = 0;
  let doubled = 0;
  for (const [key, couponId] of answered) {
    const ids = byKey.get(key) ?? [];
    if (!ids.includes(couponId) || debitsByRef.get(`coupon:${couponId}`) !== 1) lost++;
  }
  for (const [, ids] of byKey) if (ids.length > 1) doubled++;
  for (const [, n] of debitsByRef) if (n > 1) doubled++;
  return { coupons: coupons.length, lost, doubled, ...(await checkAccounts(db)) };
}

/** Every account's ledger against its balance (any product's money: the casino's bench uses it too). */
export async function checkAccounts(db: Kysely<Database>): Promise<Pick<BooksReport, 'unbalanced' | 'negative'>> {
  const sums = await db
    .selectFrom('accounts')
    .leftJoin('ledger', 'ledger.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.balance_minor', (eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger.amount_minor'), eb.lit(0)).as('total')])
    .groupBy(['accounts.id', 'accounts.balance_minor'])
    .execute();
  return {
    unbalanced: sums.filter((s) => Number(s.total) !== Number(s.balance_minor)).length,
    negative: sums.filter((s) => Number(s.balance_minor) < 0).length,
  };
}

/**
 * Writes of other products a client was told succeeded (casino rounds `casino:<id>` of kind bet,
 * credited deposits `payment:<id>` of kind deposit): each has exactly one ledger row of `kind`
 * (else lost), and no ref of that kind and prefix has two (else doubled).
 */
export async function checkLedgerRefs(db: Kysely<Database>, kind: string, prefix: string, ids: Iterable<number>): Promise<{ answered: number; lost: number; doubled: number }> {
  const rows = await db
    .selectFrom('ledger')
    .select(['ref', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', '=', kind)
    .where('ref', 'like', `${prefix}%`)
    .groupBy('ref')
    .execute();
  const byRef = new Map(rows.map((r) => [r.ref, Number(r.n)]));
  let answered = 0;
  let lost = 0;
  for (const id of ids) {
    answered++;
    if (byRef.get(`${prefix}${id}`) !== 1) lost++;
  }
  return { answered, lost, doubled: rows.filter((r) => Number(r.n) > 1).length };
}

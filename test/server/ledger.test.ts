import { sql } from 'kysely';
import { InsufficientFundsError, AccountNotFoundError } from '../../server/plugins/app/money/ledger';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

describe.each(testDialects())('ledger service on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  async function newAccount(): Promise<number> {
    const p = await registerPlayer(t.app);
    return (await t.app.accounts.mainAccountId(p.userId)) as number;
  }

  test('credits and debits move the balance and write one row each; the sum equals the balance', async () => {
    const acc = await newAccount();
    const a = await t.app.ledger.post({ accountId: acc, amountMinor: 10_000, kind: 'deposit', ref: 'test' });
    expect(a).toMatchObject({ accountId: acc, balanceMinor: 10_000, duplicate: false });
    const b = await t.app.ledger.post({ accountId: acc, amountMinor: -2_550, kind: 'bet', ref: 'coupon:1' });
    expect(b.balanceMinor).toBe(7_450);
    expect(await t.app.ledger.balanceMinor(acc)).toBe(7_450);
    expect(await t.app.ledger.sumMinor(acc)).toBe(7_450);
  });

  test('a debit larger than the balance is refused and changes nothing', async () => {
    const acc = await newAccount();
    await t.app.ledger.post({ accountId: acc, amountMinor: 500, kind: 'deposit', ref: 'test' });
    await expect(t.app.ledger.post({ accountId: acc, amountMinor: -501, kind: 'bet', ref: 'coupon:2' })).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await t.app.ledger.balanceMinor(acc)).toBe(500);
    expect(await t.app.ledger.sumMinor(acc)).toBe(500);
    await expect(t.app.ledger.post({ accountId: 999_999, amountMinor: 1, kind: 'deposit', ref: 'x' })).rejects.toBeInstanceOf(AccountNotFoundError);
  });

  test('programming mistakes (zero, fractional, unknown kind) are refused before touching the database', async () => {
    const acc = await newAccount();
    for (const bad of [{ amountMinor: 0 }, { amountMinor: 1.5 }, { kind: 'gift' }, { ref: '' }]) {
      await expect(t.app.ledger.post({ accountId: acc, amountMinor: 1, kind: 'deposit', ref: 'x', ...bad } as never)).rejects.toBeInstanceOf(RangeError);
    }
    expect(await t.app.ledger.sumMinor(acc)).toBe(0);
  });

  test('an idempotency key moves money once and answers the first result again; a reused key for another amount is 409', async () => {
    const acc = await newAccount();
    const key = `dep-${dialect}-${acc}`;
    const first = await t.app.ledger.post({ accountId: acc, amountMinor: 300, kind: 'deposit', ref: 'x', idempotencyKey: key });
    const again = await Promise.all([1, 2, 3].map(() => t.app.ledger.post({ accountId: acc, amountMinor: 300, kind: 'deposit', ref: 'x', idempotencyKey: key })));
    for (const r of again) expect(r).toMatchObject({ entryId: first.entryId, balanceMinor: 300, duplicate: true });
    expect(await t.app.ledger.balanceMinor(acc)).toBe(300);
    await expect(t.app.ledger.post({ accountId: acc, amountMinor: 301, kind: 'deposit', ref: 'x', idempotencyKey: key })).rejects.toMatchObject({ statusCode: 409 });
  });

  test("inside a caller's transaction: the caller's failure rolls the posting back, and a refused debit rolls back the caller's rows", async () => {
    const acc = await newAccount();
    await t.app.ledger.post({ accountId: acc, amountMinor: 1_000, kind: 'deposit', ref: 'x' });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await t.app.ledger.post({ accountId: acc, amountMinor: -400, kind: 'bet', ref: 'coupon:3' }, trx);
        throw new Error('coupon insert failed');
      }),
    ).rejects.toThrow('coupon insert failed');
    expect(await t.app.ledger.balanceMinor(acc)).toBe(1_000);
    expect(await t.app.ledger.sumMinor(acc)).toBe(1_000);

    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.insertInto('site_config').values({ group_name: 'other', key: `marker${acc}`, value: '1', updated_at: 'now' }).execute();
        await t.app.ledger.post({ accountId: acc, amountMinor: -5_000, kind: 'bet', ref: 'coupon:4' }, trx);
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    const marker = await t.app.db.selectFrom('site_config').selectAll().where('key', '=', `marker${acc}`).execute();
    expect(marker).toHaveLength(0);

    const ok = await t.app.db.transaction().execute((trx) => t.app.ledger.post({ accountId: acc, amountMinor: -400, kind: 'bet', ref: 'coupon:5' }, trx));
    expect(ok.balanceMinor).toBe(600);
  });

  test('many parallel credits and debits on one account: never negative, sum(ledger) == balance', async () => {
    const acc = await newAccount();
    await t.app.ledger.post({ accountId: acc, amountMinor: 1_000, kind: 'deposit', ref: 'seed' });
    // 120 operations: 60 debits of 30 and 60 credits of 10, all at once; many debits must be refused
    const ops = Array.from({ length: 120 }, (_, i) =>
      i % 2 === 0
        ? t.app.ledger.post({ accountId: acc, amountMinor: -30, kind: 'bet', ref: `c${i}` }).then(() => 'ok', (e) => (e instanceof InsufficientFundsError ? 'refused' : Promise.reject(e)))
        : t.app.ledger.post({ accountId: acc, amountMinor: 10, kind: 'win', ref: `w${i}` }).then(() => 'ok'),
    );
    const results = await Promise.all(ops);
    const balance = await t.app.ledger.balanceMinor(acc);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await t.app.ledger.sumMinor(acc)).toBe(balance);
    const debitsOk = results.filter((r, i) => i % 2 === 0 && r === 'ok').length;
    expect(debitsOk).toBeLessThan(60);
    expect(balance).toBe(1_000 + 60 * 10 - debitsOk * 30);
    // every ledger row's balance_after is consistent with the running sum in id order
    const rows = await t.app.db.selectFrom('ledger').select(['amount_minor', 'balance_after']).where('account_id', '=', acc).orderBy('id').execute();
    let running = 0;
    for (const r of rows) {
      running += Number(r.amount_minor);
      expect(Number(r.balance_after)).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
  }, 30_000); // PostgreSQL commits serialise on the row lock, each one a disk flush

  test('the database refuses a negative balance even to a direct UPDATE', async () => {
    const acc = await newAccount();
    await expect(sql`UPDATE accounts SET balance_minor = -1 WHERE id = ${acc}`.execute(t.app.db)).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
  });
});

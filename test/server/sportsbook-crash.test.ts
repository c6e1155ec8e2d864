// Kill -9 during a stream of bets: the server (tsx server/main.ts, FEED=none) on a temp SQLite
// file is killed while clients place bets over HTTP, then started again. No coupon may exist
// without its ledger debit (or the other way round), and every account's ledger sums to its balance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../../server/db/create-db';
import { migrateToLatest } from '../../server/db/migrate';
import { buildServices } from '../../server/app';
import { freePort, startServerProcess } from './server-process';
import { fixtureCatalogue } from './sportsbook-fixture';

describe('a server killed during bets leaves consistent books', () => {
  let dir: string;
  let url: string;
  let database: Db;
  const players: { cookie: string; accountId: number }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-crash-'));
    url = join(dir, 'site.sqlite');
    database = createDb(url);
    await migrateToLatest(database.db);
    const s = await buildServices({ database });
    await s.catalogue.loadSnapshot(fixtureCatalogue());
    for (let i = 0; i < 4; i++) {
      const { userId } = await s.users.register({ regType: 'fast_reg', passwordHash: 'x', currencyId: 1, countryId: 1, bonusChoice: 0 });
      const { token } = await s.sessions.create(userId, true);
      const accountId = (await s.accounts.mainAccountId(userId)) as number;
      await s.ledger.post({ accountId, amountMinor: 10_000_00, kind: 'deposit', ref: 'test' });
      players.push({ cookie: `user_token=${token}`, accountId });
    }
    await s.close();
    await database.destroy();
  }, 30_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('SIGKILL mid-stream, restart: no partial coupon, sum(ledger) == balances, the server still takes bets', async () => {
    const port = await freePort();
    const child = await startServerProcess(url, port);
    let ok = 0;
    let stop = false;
    const loop = async (i: number) => {
      const p = players[i]!;
      for (let n = 0; !stop; n++) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/web-api/coupon/place`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: p.cookie },
            body: JSON.stringify({ idempotencyKey: `c${i}-${n}`, typeId: n % 2, amount: 10, bets: n % 2 ? [{ market: { id: 201, coef: 1.5 } }, { market: { id: 401, coef: 2.5 } }] : [{ market: { id: 101, coef: 2 } }] }),
          });
          if (res.ok) ok++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const loops = players.map((_, i) => loop(i));
    while (ok < 40) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await Promise.all(loops);
    stop = true;

    const again = await startServerProcess(url, port);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/web-api/coupon/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: players[0]!.cookie },
        body: JSON.stringify({ idempotencyKey: 'after-restart', typeId: 0, amount: 10, bets: [{ market: { id: 101, coef: 2 } }] }),
      });
      expect(res.status).toBe(200);
    } finally {
      again.kill('SIGKILL');
      await new Promise((r) => again.once('exit', r));
    }

    const check = createDb(url);
    try {
      const db = check.db;
      const coupons = await db.selectFrom('sb_coupons').select(['id', 'bet_entry_id', 'amount_minor']).execute();
      expect(coupons.length).toBeGreaterThanOrEqual(41);
      const debits = await db.selectFrom('ledger').select(['id', 'ref', 'amount_minor']).where('kind', '=', 'bet').execute();
      const debitByRef = new Map(debits.map((d) => [d.ref, d]));
      // every coupon has exactly its debit, and every debit its coupon
      for (const c of coupons) expect(debitByRef.get(`coupon:${c.id}`)?.amount_minor).toBe(-Number(c.amount_minor));
      expect(debits).toHaveLength(coupons.length);
      const noBets = await db.selectFrom('sb_coupons as c').select('c.id').where(({ not, exists, selectFrom }) => not(exists(selectFrom('sb_coupon_bets as b').select('b.id').whereRef('b.coupon_id', '=', 'c.id')))).execute();
      expect(noBets).toEqual([]);
      for (const p of players) {
        const acc = await db.selectFrom('accounts').select('balance_minor').where('id', '=', p.accountId).executeTakeFirstOrThrow();
        const sum = await db.selectFrom('ledger').select((eb) => eb.fn.sum<number>('amount_minor').as('s')).where('account_id', '=', p.accountId).executeTakeFirstOrThrow();
        expect(Number(sum.s)).toBe(Number(acc.balance_minor));
      }
    } finally {
      await check.destroy();
    }
  }, 60_000);
});

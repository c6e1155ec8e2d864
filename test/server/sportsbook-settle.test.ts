import { runCli } from '../../server/admin/cli';
import { balanceOf, bet, fundedPlayer, ledgerMatchesBalances, place } from './sportsbook-fixture';
import { catalogueTestApp, type TestApp, testDialects } from './helper';

async function cli(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, (s) => { out += s; }, (s) => { err += s; });
  return { code, out, err };
}

describe.each(testDialects())('settlement, history and saved coupons on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
    process.env.DATABASE_URL = t.db.url;
  }, 30_000);
  afterAll(async () => {
    delete process.env.DATABASE_URL;
    await t.close();
  });

  test('a game-end event settles every coupon type on it once; winnings go through the ledger', async () => {
    const p = await fundedPlayer(t.app, 1000);
    const single = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(201, 1.5)] });
    const lost = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(203, 6)] });
    const nine = await place(t.app, p, { typeId: 9, amountByBetId: { '201': 20, '202': 30 }, bets: [bet(201, 1.5), bet(202, 4)] });
    // an express with a selection on another game stays open until that game ends too
    const express = await place(t.app, p, { typeId: 1, amount: 100, bets: [bet(201, 1.5), bet(401, 2.5)] });
    for (const r of [single, lost, nine, express]) expect(r.statusCode).toBe(200);
    expect(await balanceOf(t.app, p.accountId)).toBe(1000 - 100 - 100 - 50 - 100);

    await t.app.catalogue.applyEvents([
      { type: 'game-end', at: Date.now(), gameId: 2, score: [2, 0], clock: 5400, results: [{ marketId: 201, outcome: 'win' }, { marketId: 202, outcome: 'lose' }, { marketId: 203, outcome: 'lose' }] },
    ]);
    const settled = await t.app.settlement.settleGame(2);
    const byId = new Map(settled.map((s) => [s.couponId, s]));
    expect(byId.get(single.json().couponId)).toMatchObject({ status: 'won', winMinor: 15_000 });
    expect(byId.get(lost.json().couponId)).toMatchObject({ status: 'lost', winMinor: 0 });
    expect(byId.get(nine.json().couponId)).toMatchObject({ status: 'won', winMinor: 3000 });
    expect(byId.has(express.json().couponId)).toBe(false);
    expect(await balanceOf(t.app, p.accountId)).toBe(650 + 150 + 30);

    // again, and all at once: nothing more is paid
    await Promise.all([t.app.settlement.settleGame(2), t.app.settlement.settlePending(), t.app.settlement.settleOne(single.json().couponId)]);
    expect(await balanceOf(t.app, p.accountId)).toBe(830);

    // even a coupon forced back to open is not paid twice: the ledger key settle:coupon:<id> is unique
    await t.app.db.updateTable('sb_coupons').set({ status: 'open' }).where('id', '=', single.json().couponId).execute();
    await t.app.settlement.settleOne(single.json().couponId);
    expect(await balanceOf(t.app, p.accountId)).toBe(830);
    expect(await ledgerMatchesBalances(t.app)).toBe(true);
  });

  test('settle CLI: a final score settles every market by the feed rules and pays the coupons', async () => {
    const p = await fundedPlayer(t.app, 1000);
    const express = await place(t.app, p, { typeId: 1, amount: 100, bets: [bet(101, 2), bet(401, 2.5)] });
    const over = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(104, 1.9)] });
    expect(express.statusCode).toBe(200);
    const r1 = await cli('settle', '1', '2:1');
    expect(r1.code).toBe(0);
    expect(JSON.parse(r1.out)).toMatchObject({ gameId: 1, resulted: true, markets: 5 });
    const outcomes = await t.app.db.selectFrom('sb_markets').select(['id', 'outcome']).where('game_id', '=', 1).orderBy('id').execute();
    // 1 wins, X and 2 lose, over 2.5 wins (3 goals), correct score 1:0 loses
    expect(outcomes.map((o) => o.outcome)).toEqual(['win', 'lose', 'lose', 'win', 'lose']);
    expect(await balanceOf(t.app, p.accountId)).toBe(800 + 190);
    const r2 = await cli('settle', '4', 'away');
    expect(r2.code).toBe(0);
    // game 4 away: 401 (home) lost, so the express is lost
    const view = await t.app.inject({ method: 'GET', url: `/web-api/coupon/${express.json().couponId}`, headers: { cookie: p.cookie } });
    expect(view.json().coupon).toMatchObject({ status: 'lost', win: 0 });
    expect(over.statusCode).toBe(200);
    // again: results kept, nothing paid twice
    const r3 = await cli('settle', '1', '0:0');
    expect(JSON.parse(r3.out)).toMatchObject({ resulted: false, settled: [] });
    expect(await balanceOf(t.app, p.accountId)).toBe(990);
  });

  test('settle CLI: void gives stakes back; bad arguments exit 2', async () => {
    const p = await fundedPlayer(t.app, 1000);
    await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(301, 1.8)] });
    expect((await cli('settle', '3', 'void')).code).toBe(0);
    expect(await balanceOf(t.app, p.accountId)).toBe(1000);
    const coupons = await t.app.inject({ method: 'GET', url: '/web-api/user/bets?status=void', headers: { cookie: p.cookie } });
    expect(coupons.json().bets).toHaveLength(1);
    expect((await cli('settle', '3', 'maybe')).code).toBe(2);
    expect((await cli('settle', 'x', 'void')).code).toBe(2);
    expect((await cli('settle', '3')).code).toBe(2);
    expect((await cli('settle', '999999', 'void')).code).toBe(2);
  });

  describe('history and print-coupon', () => {
    test('GET /web-api/user/bets: newest first, with selections; filters by status and time', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const a = await place(t.app, p, { typeId: 0, amount: 10, bets: [bet(602, 3.3)] });
      const b = await place(t.app, p, { typeId: 1, amount: 20, bets: [bet(602, 3.3), bet(702, 3.6)] });
      expect(b.statusCode).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: '/web-api/user/bets?lang=ru', headers: { cookie: p.cookie } });
      expect(res.statusCode).toBe(200);
      const bets = res.json().bets;
      expect(bets.map((x: { couponId: number }) => x.couponId)).toEqual([b.json().couponId, a.json().couponId]);
      expect(bets[0]).toMatchObject({ typeId: 1, status: 'open', amount: 20, currency: 'RUB', win: null });
      expect(bets[0].selections[0]).toMatchObject({ marketId: 602, gameId: 6, marketName: 'X', opponents: ['Хозяева 6', 'Гости 6'], outcome: null });
      const future = await t.app.inject({ method: 'GET', url: `/web-api/user/bets?from=${Date.now() + 60_000}`, headers: { cookie: p.cookie } });
      expect(future.json().bets).toEqual([]);
      const won = await t.app.inject({ method: 'GET', url: '/web-api/user/bets?status=won', headers: { cookie: p.cookie } });
      expect(won.json().bets).toEqual([]);
      for (const q of ['from=yesterday', 'status=maybe', 'from=2030-01-01&to=2020-01-01']) {
        expect((await t.app.inject({ method: 'GET', url: `/web-api/user/bets?${q}`, headers: { cookie: p.cookie } })).statusCode).toBe(400);
      }
      expect((await t.app.inject({ method: 'GET', url: '/web-api/user/bets' })).statusCode).toBe(401);
    });

    test('GET /web-api/coupon/:id answers its owner only; anyone else gets 404', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const other = await fundedPlayer(t.app, 0);
      const c = await place(t.app, p, { typeId: 0, amount: 10, bets: [bet(603, 3.4)] });
      const id = c.json().couponId;
      const mine = await t.app.inject({ method: 'GET', url: `/web-api/coupon/${id}`, headers: { cookie: p.cookie } });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ demo: true, coupon: { couponId: id, amount: 10, coef: 3.4, possibleWin: 34 } });
      expect((await t.app.inject({ method: 'GET', url: `/web-api/coupon/${id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/web-api/coupon/99999999', headers: { cookie: p.cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/web-api/coupon/abc', headers: { cookie: p.cookie } })).statusCode).toBe(400);
    });
  });

  describe('saved coupons', () => {
    test('save gives a short code; load gives the selections at the current odds', async () => {
      const save = await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: { typeId: 1, bets: [{ market: { id: 402 } }, { market: { id: '502' } }] } });
      expect(save.statusCode).toBe(200);
      const { code } = save.json();
      expect(code).toMatch(/^[2-9A-Z]{8}$/);
      await t.app.catalogue.applyEvents([{ type: 'odds', at: Date.now(), marketId: 502, gameId: 5, coef: 5.5 }]);
      const load = await t.app.inject({ method: 'GET', url: `/web-api/coupon/load/${code}?lang=en` });
      expect(load.statusCode).toBe(200);
      expect(load.json()).toMatchObject({ typeId: 1, systemValue: null });
      expect(load.json().bets.map((b: { market: { id: number; coef: number } }) => [b.market.id, b.market.coef])).toEqual([[402, 3.2], [502, 5.5]]);
      expect((await t.app.inject({ method: 'GET', url: `/web-api/coupon/load/${code.toLowerCase()}` })).statusCode).toBe(200);
    });

    test('unknown and expired codes are 404; bad bodies 4xx', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/web-api/coupon/load/ZZZZZZZZ' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/web-api/coupon/load/!!' })).statusCode).toBe(404);
      const save = await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: { typeId: 0, bets: [{ market: { id: 402 } }] } });
      await t.app.db.updateTable('sb_saved_coupons').set({ expires_at: Date.now() - 1 }).where('code', '=', save.json().code).execute();
      expect((await t.app.inject({ method: 'GET', url: `/web-api/coupon/load/${save.json().code}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: { typeId: 0, bets: [] } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: { typeId: 0, bets: [{ market: { id: 'x' } }] } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: { typeId: 1, bets: [{ market: { id: 1 } }, { market: { id: 1 } }] } })).statusCode).toBe(422);
    });
  });
});

import { balanceOf, bet, fundedPlayer, ledgerMatchesBalances, newKey, place } from './sportsbook-fixture';
import { catalogueTestApp, type TestApp, testDialects } from './helper';

describe.each(testDialects())('POST /web-api/coupon/place on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  describe('coupon types are priced by the engine and debited once', () => {
    test('single: coef, possible win and the balance after the stake', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(101, 2)] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ coef: 2, possibleWin: 200, balance: 900, demo: true });
      expect(typeof res.json().couponId).toBe('number');
      expect(await balanceOf(t.app, p.accountId)).toBe(900);
    });

    test('express of 3 with coefs >= 1.1 gets the express bonus (x1.03)', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 1, amount: 100, bets: [bet(101, 2), bet(201, 1.5), bet('401', 2.5)] });
      expect(res.statusCode).toBe(200);
      // 2 x 1.5 x 2.5 = 7.5; 100 x 7.5 = 750; x 1.03 = 772.5
      expect(res.json()).toMatchObject({ coef: 7.5, possibleWin: 772.5, bonusCoef: 1.03, balance: 900 });
    });

    test('system variant 2 of 4: 6 lines, max win = stake per line x e2', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 4, systemValue: 2, amount: 60, bets: [bet(101, 2), bet(201, 1.5), bet(401, 2.5), bet(501, 1.3)] });
      expect(res.statusCode).toBe(200);
      // e2 = 3 + 5 + 2.6 + 3.75 + 1.95 + 3.25 = 19.55; 10 per line -> 195.5; coef 195.5 / 60 = 3.258
      expect(res.json()).toMatchObject({ coef: 3.258, possibleWin: 195.5, balance: 940 });
    });

    test('system with banker: the banker is on every line', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 2, systemValue: 2, amount: 30, bets: [bet(101, 2, { isBanker: true }), bet(201, 1.5), bet(401, 2.5), bet(501, 1.3)] });
      expect(res.statusCode).toBe(200);
      // lines C(3,2) = 3 at 10; 2 x (3.75 + 1.95 + 3.25) = 17.9 -> 179
      expect(res.json()).toMatchObject({ possibleWin: 179, balance: 970 });
      const rows = await t.app.db.selectFrom('sb_coupon_bets').select(['market_id', 'is_banker']).where('coupon_id', '=', res.json().couponId).orderBy('idx').execute();
      expect(rows.map((r) => r.is_banker)).toEqual([1, 0, 0, 0]);
    });

    test('type 9: each single with its own amount; the total is debited', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 9, amountByBetId: { '101': 50, '201': 20 }, bets: [bet(101, 2), bet(201, 1.5)] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ possibleWin: 130, balance: 930 });
    });

    test('a banned-from-express market can still be a single', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 0, amount: 10, bets: [bet(105, 7.5)] });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('every rule broken answers 422 with a code and changes no balance', () => {
    const cases: [string, Record<string, unknown>, string, number?][] = [
      ['below the minimum', { typeId: 0, amount: 5, bets: [bet(101, 2)] }, 'min_amount'],
      ['a blocked market', { typeId: 0, amount: 100, bets: [bet(302, 2.2)] }, 'locked_bet'],
      ['a banned market in an express', { typeId: 1, amount: 100, bets: [bet(105, 7.5), bet(201, 1.5)] }, 'banned_express'],
      ['two selections of one game in an express (dependent)', { typeId: 1, amount: 100, bets: [bet(101, 2), bet(104, 1.9)] }, 'locked_bet'],
      ['a promo code on type 9', { typeId: 9, amountByBetId: { '101': 50 }, bets: [bet(101, 2)], promoCode: 'SPRING' }, 'promo_type9'],
      ['a system value out of range', { typeId: 4, systemValue: 4, amount: 60, bets: [bet(101, 2), bet(201, 1.5), bet(401, 2.5), bet(501, 1.3)] }, 'system_value'],
      ['a system value below 2', { typeId: 4, systemValue: 1, amount: 60, bets: [bet(101, 2), bet(201, 1.5), bet(401, 2.5)] }, 'system_value'],
      ['an unknown market', { typeId: 0, amount: 100, bets: [bet(999999, 2)] }, 'market_unavailable'],
      ['a market id that is not a number', { typeId: 0, amount: 100, bets: [bet('abc', 2)] }, 'market_unavailable'],
      ['a zero amount', { typeId: 0, amount: 0, bets: [bet(101, 2)] }, 'bad_amount'],
      ['a negative amount', { typeId: 0, amount: -100, bets: [bet(101, 2)] }, 'bad_amount'],
      ['an amount in fractions of a kopeck', { typeId: 0, amount: 10.001, bets: [bet(101, 2)] }, 'bad_amount'],
      ['no amount', { typeId: 0, bets: [bet(101, 2)] }, 'bad_amount'],
      ['no bets', { typeId: 0, amount: 100, bets: [] }, 'empty_coupon'],
      ['the same market twice', { typeId: 1, amount: 100, bets: [bet(101, 2), bet(101, 2)] }, 'duplicate_market'],
      ['an unknown coupon type', { typeId: 3, amount: 100, bets: [bet(101, 2)] }, 'bad_type'],
      ['a single with two bets', { typeId: 0, amount: 100, bets: [bet(101, 2), bet(201, 1.5)] }, 'bet_count'],
      ['a coefficient of 1 or less', { typeId: 0, amount: 100, bets: [bet(101, 1)] }, 'bad_coef'],
      ['a bet naming another game', { typeId: 0, amount: 100, bets: [bet(101, 2, { gameId: 2 })] }, 'market_unavailable'],
      ['more than the balance', { typeId: 0, amount: 5000, bets: [bet(101, 2)] }, 'ledger.insufficient_funds'],
      ['an account that is not the player\'s', { typeId: 0, amount: 100, bets: [bet(101, 2)], accountId: 999999 }, 'account.not_found'],
    ];
    test.each(cases)('%s', async (_name, body, code) => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, body);
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors as { code: string; detail: string }[];
      expect(errors.map((e) => e.code)).toContain(code.includes('.') ? code : `coupon.${code}`);
      for (const e of errors) expect(e.detail.length).toBeGreaterThan(5);
      expect(await balanceOf(t.app, p.accountId)).toBe(1000);
      expect(await t.app.db.selectFrom('sb_coupons').select('id').where('user_id', '=', p.userId).execute()).toEqual([]);
    });

    test('a game that has ended takes no bets', async () => {
      await t.app.db.transaction().execute((trx) => t.app.catalogue.endGame(trx, 5, [0, 0], 5400, [{ marketId: 501, outcome: 'lose' }]));
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(503, 9)] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].code).toBe('coupon.market_unavailable');
    });
  });

  describe('malformed bodies answer 400 and change nothing', () => {
    const bodies: [string, Record<string, unknown>][] = [
      ['amount as text', { typeId: 0, amount: '100', bets: [bet(101, 2)] }],
      ['typeId as text', { typeId: 'single', amount: 100, bets: [bet(101, 2)] }],
      ['bets not a list', { typeId: 0, amount: 100, bets: { 0: bet(101, 2) } }],
      ['a bet without a market', { typeId: 0, amount: 100, bets: [{ coef: 2 }] }],
      ['coef as text', { typeId: 0, amount: 100, bets: [{ market: { id: 101, coef: '2' } }] }],
      ['an unknown field', { typeId: 0, amount: 100, bets: [bet(101, 2)], free: true }],
      ['a fractional system value', { typeId: 4, systemValue: 2.5, amount: 60, bets: [bet(101, 2), bet(201, 1.5), bet(401, 2.5)] }],
      ['an idempotency key with spaces', { typeId: 0, amount: 100, bets: [bet(101, 2)], idempotencyKey: 'a b' }],
    ];
    test.each(bodies)('%s', async (_name, body) => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('request.invalid');
      expect(await balanceOf(t.app, p.accountId)).toBe(1000);
    });

    test('no idempotency key is a 400', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await t.app.inject({ method: 'POST', url: '/web-api/coupon/place', headers: { cookie: p.cookie }, payload: { typeId: 0, amount: 100, bets: [bet(101, 2)] } });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('who may bet', () => {
    test('no session: 401', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/web-api/coupon/place', payload: { idempotencyKey: newKey(), typeId: 0, amount: 100, bets: [bet(101, 2)] } });
      expect(res.statusCode).toBe(401);
    });

    test('terms changed and not accepted: 451 with exception_code 1', async () => {
      const p = await fundedPlayer(t.app, 1000);
      await t.app.terms.bump();
      const res = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(101, 2)] });
      expect(res.statusCode).toBe(451);
      expect(res.json().exception_code).toBe(1);
      await t.app.terms.accept(p.userId);
      expect((await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(101, 2)] })).statusCode).toBe(200);
    });
  });

  describe('odds-change policy, exact coef and drop on score change', () => {
    test('ask on any change (0): a moved coef answers 409 with the current coefs', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(201, 1.45)], changeCoefAction: 0 });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('coupon.coef_changed');
      expect(res.json().coefs).toEqual({ '201': 1.5 });
      expect(await balanceOf(t.app, p.accountId)).toBe(1000);
      expect((await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(201, 1.5)], changeCoefAction: 0 })).statusCode).toBe(200);
    });

    test('accept only higher (1): a rise is placed at the new coef, a drop is 409', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const up = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(201, 1.45)], changeCoefAction: 1 });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ coef: 1.5, possibleWin: 150 });
      const down = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(201, 1.6)], changeCoefAction: 1 });
      expect(down.statusCode).toBe(409);
    });

    test('accept any (2, the default): placed at the current coef', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(201, 1.9)] });
      expect(res.statusCode).toBe(200);
      expect(res.json().coef).toBe(1.5);
    });

    test('odds moved by the feed are what placement reads', async () => {
      await t.app.catalogue.applyEvents([{ type: 'odds', at: Date.now(), marketId: 402, gameId: 4, coef: 3.3 }]);
      const p = await fundedPlayer(t.app, 1000);
      const res = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(402, 3.2)], changeCoefAction: 0 });
      expect(res.statusCode).toBe(409);
      expect(res.json().coefs).toEqual({ '402': 3.3 });
    });

    test('exact coef: placed only at exactly that coupon coef', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const off = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(101, 2)], exactCoef: 2.05 });
      expect(off.statusCode).toBe(409);
      const on = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(101, 2)], exactCoef: 2 });
      expect(on.statusCode).toBe(200);
      expect(on.json().possibleWin).toBe(200);
    });

    test('drop on score change: a live bet taken at another score is refused; the score is required', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const stale = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(301, 1.8, { score: [0, 0] })], isDropOnScoreChange: true });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors[0].code).toBe('coupon.score_changed');
      const missing = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(301, 1.8)], isDropOnScoreChange: true });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0].code).toBe('coupon.score_missing');
      const fresh = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(301, 1.8, { score: [1, 0] })], isDropOnScoreChange: true });
      expect(fresh.statusCode).toBe(200);
      expect(await balanceOf(t.app, p.accountId)).toBe(900);
    });
  });

  describe('idempotency and concurrency', () => {
    test('a retry with the same key answers the first coupon and charges once', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const body = { idempotencyKey: newKey(), typeId: 0, amount: 100, bets: [bet(101, 2)] };
      const a = await place(t.app, p, body);
      const b = await place(t.app, p, body);
      expect(a.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(await balanceOf(t.app, p.accountId)).toBe(900);
    });

    test('concurrent retries with one key make one coupon', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const body = { idempotencyKey: newKey(), typeId: 0, amount: 100, bets: [bet(101, 2)] };
      const all = await Promise.all(Array.from({ length: 12 }, () => place(t.app, p, body)));
      expect(all.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(all.map((r) => r.json().couponId)).size).toBe(1);
      expect(await balanceOf(t.app, p.accountId)).toBe(900);
      expect(await t.app.db.selectFrom('sb_coupons').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(1);
    });

    test('the same key with another coupon is 409 and charges nothing', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const key = newKey();
      expect((await place(t.app, p, { idempotencyKey: key, typeId: 0, amount: 100, bets: [bet(101, 2)] })).statusCode).toBe(200);
      const other = await place(t.app, p, { idempotencyKey: key, typeId: 0, amount: 200, bets: [bet(101, 2)] });
      expect(other.statusCode).toBe(409);
      expect(other.json().errors[0].code).toBe('idempotency.conflict');
      expect(await balanceOf(t.app, p.accountId)).toBe(900);
    });

    test('dozens of parallel bets on one balance never take it below zero', async () => {
      const p = await fundedPlayer(t.app, 1000);
      const all = await Promise.all(Array.from({ length: 40 }, () => place(t.app, p, { typeId: 0, amount: 100, bets: [bet(101, 2)] })));
      const ok = all.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(10);
      for (const r of all.filter((x) => x.statusCode !== 200)) expect(r.json().errors[0].code).toBe('ledger.insufficient_funds');
      expect(await balanceOf(t.app, p.accountId)).toBe(0);
      expect(await ledgerMatchesBalances(t.app)).toBe(true);
      const coupons = await t.app.db.selectFrom('sb_coupons').select(['id', 'bet_entry_id']).where('user_id', '=', p.userId).execute();
      expect(coupons).toHaveLength(10);
      for (const c of coupons) expect(c.bet_entry_id).not.toBeNull();
    });
  });

  describe('the maximum stake: none unless the site config sets one (spec 1)', () => {
    test('with the default config a stake of 200000 is accepted', async () => {
      const p = await fundedPlayer(t.app, 300000);
      const res = await place(t.app, p, { typeId: 0, amount: 200000, bets: [bet(101, 2)] });
      expect(res.statusCode).toBe(200);
      expect(await balanceOf(t.app, p.accountId)).toBe(100000);
    });

    test('a configured maximum refuses a stake above it (coupon.max_amount)', async () => {
      await t.app.siteConfig.set('betting', 'maxBetAmount', 100000);
      const p = await fundedPlayer(t.app, 300000);
      const res = await place(t.app, p, { typeId: 0, amount: 200000, bets: [bet(101, 2)] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { code: string }) => e.code)).toContain('coupon.max_amount');
      expect(await balanceOf(t.app, p.accountId)).toBe(300000);
    });
  });
});

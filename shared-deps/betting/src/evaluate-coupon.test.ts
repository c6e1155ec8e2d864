import fc from 'fast-check';
import { evaluateCoupon } from './evaluate-coupon';
import type { Bet, CouponToSubmit } from './types';
import type { ViolationCode } from './violations';

const bet = (id: string, coef: number, extra: Partial<Bet> & { isLive?: boolean; kind?: 'special' } = {}): Bet => {
  const { isLive, kind, ...rest } = extra;
  return { market: { id, coef, ...(isLive !== undefined && { isLive }), ...(kind && { kind }) }, ...rest };
};
const express: CouponToSubmit = { typeId: 1, amount: 100, bets: [bet('a', 1.5), bet('b', 2), bet('c', 1.8)] };
const codes = (r: ReturnType<typeof evaluateCoupon>): ViolationCode[] => r.violations.map((v) => v.code);

describe('evaluateCoupon: pricing', () => {
  it('prices a single', () => {
    const r = evaluateCoupon({ typeId: 0, amount: 100, bets: [bet('a', 2.5)] });
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({ coef: 2.5, possibleWin: 250, lines: 1, amount: 100 });
  });
  it('prices an express at the product, and at exactCoef when set', () => {
    expect(evaluateCoupon(express).value).toMatchObject({ coef: 5.4, possibleWin: 540 });
    expect(evaluateCoupon({ ...express, exactCoef: 5 }).value).toMatchObject({ coef: 5.4, possibleWin: 500 });
  });
  it('prices a system with a banker (type 2) by its lines', () => {
    const r = evaluateCoupon({
      typeId: 2,
      amount: 100,
      systemValue: 3,
      bets: [bet('b', 1.5, { isBanker: true }), bet('c', 2), bet('d', 2.5), bet('e', 3), bet('f', 1.8)],
    });
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({ lines: 4, stakePerLine: 25, possibleWin: 1811.25, minPossibleWin: 337.5, bankers: 1, coef: 18.113 });
  });
  it('ignores banker marks on a system variant (type 4) and on disabled bankers', () => {
    const bets = [bet('b', 1.5, { isBanker: true }), bet('c', 2), bet('d', 2.5), bet('e', 3), bet('f', 1.8)];
    expect(evaluateCoupon({ typeId: 4, amount: 100, systemValue: 3, bets }).value).toMatchObject({ lines: 10, bankers: 0 });
    const disabled = bets.map((b, i) => (i === 0 ? { ...b, isDisabledBanker: true } : b));
    expect(evaluateCoupon({ typeId: 2, amount: 100, systemValue: 3, bets: disabled }).value).toMatchObject({ lines: 10, bankers: 0 });
  });
  it('prices a set of singles (type 9) bet by bet', () => {
    const r = evaluateCoupon({ typeId: 9, amount: 0, bets: [bet('a', 2), bet('b', 1.333)], amountByBetId: { a: 10, b: 1.5 } });
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({ amount: 11.5, possibleWin: 22, lines: 2 }); // 20 + 2.00 (1.9995)
  });
  it('reports the express bonus when the site flag is on', () => {
    expect(evaluateCoupon(express, { limits: { isExpressBonusEnabled: true } }).value).toMatchObject({
      expressBonus: { offered: true, coef: 1.03 },
      possibleWin: 540,
      possibleWinWithBonus: 556.2,
    });
    expect(evaluateCoupon(express).value?.expressBonus.offered).toBe(false);
  });
  it('reports VIP availability', () => {
    expect(evaluateCoupon(express, { limits: { isVipBetEnabled: true, maxBetAmount: 1000 } }).value?.vipBetAvailable).toBe(true);
    expect(evaluateCoupon(express, { limits: { isVipBetEnabled: true } }).value?.vipBetAvailable).toBe(false);
  });
});

describe('evaluateCoupon: violations', () => {
  it('bad_type', () => {
    expect(codes(evaluateCoupon({ ...express, typeId: 3 }))).toEqual(['bad_type']);
  });
  it('empty_coupon', () => {
    expect(codes(evaluateCoupon({ ...express, bets: [] }))).toEqual(['empty_coupon']);
    expect(codes(evaluateCoupon({ typeId: 1, amount: 1 } as unknown as CouponToSubmit))).toEqual(['empty_coupon']);
  });
  it('bad_coef', () => {
    expect(codes(evaluateCoupon({ ...express, bets: [bet('a', 1), bet('b', 2)] }))).toEqual(['bad_coef']);
    expect(codes(evaluateCoupon({ ...express, bets: [{} as Bet, bet('b', 2)] }))).toEqual(['bad_coef']);
    expect(codes(evaluateCoupon({ ...express, bets: [bet('a', 2_000_000), bet('b', 2)] }))).toEqual(['bad_coef']);
    expect(evaluateCoupon({ ...express, exactCoef: 0.5 }).violations).toEqual([
      expect.objectContaining({ code: 'bad_coef', pointer: '/exactCoef' }),
    ]);
  });
  it('duplicate_market', () => {
    const r = evaluateCoupon({ ...express, bets: [bet('a', 2), bet('a', 2)] });
    expect(r.violations).toEqual([expect.objectContaining({ code: 'duplicate_market', marketId: 'a', pointer: '/bets/1/market/id' })]);
  });
  it('bet_count', () => {
    expect(codes(evaluateCoupon({ typeId: 0, amount: 1, bets: [bet('a', 2), bet('b', 2)] }))).toEqual(['bet_count']);
    expect(codes(evaluateCoupon({ typeId: 1, amount: 1, bets: [bet('a', 2)] }))).toEqual(['bet_count']);
  });
  it('system_value: from 2 to the non-banker selections minus 1', () => {
    const bets = [bet('a', 2, { isBanker: true }), bet('b', 2), bet('c', 2), bet('d', 2)];
    expect(codes(evaluateCoupon({ typeId: 2, amount: 10, systemValue: 2, bets }))).toEqual([]);
    expect(codes(evaluateCoupon({ typeId: 2, amount: 10, systemValue: 3, bets }))).toEqual(['system_value']);
    expect(codes(evaluateCoupon({ typeId: 2, amount: 10, systemValue: 1, bets }))).toEqual(['system_value']);
    expect(codes(evaluateCoupon({ typeId: 2, amount: 10, bets }))).toEqual(['system_value']);
    expect(codes(evaluateCoupon({ typeId: 4, amount: 10, systemValue: 2, bets: bets.slice(1, 3) }))).toEqual(['system_value']);
  });
  it('bad_amount: positive, finite, in whole minor units', () => {
    for (const amount of [0, -5, NaN, Infinity, 10.005, 1e13])
      expect(codes(evaluateCoupon({ ...express, amount }))).toEqual(['bad_amount']);
    expect(codes(evaluateCoupon({ ...express, amount: 10.5 }, { limits: { currency: 'JPY' } }))).toEqual(['bad_amount']);
    expect(codes(evaluateCoupon({ ...express, amount: 10.005 }, { limits: { currency: 'KWD' } }))).toEqual([]);
    expect(codes(evaluateCoupon({ typeId: 9, amount: 0, bets: [bet('a', 2), bet('b', 2)], amountByBetId: { a: 10 } }))).toEqual([
      'bad_amount',
    ]);
  });
  it('min_amount: only when set, only for the configured types; per line for systems; per bet for type 9', () => {
    expect(codes(evaluateCoupon({ ...express, amount: 5 }, { limits: { minBetAmount: 10 } }))).toEqual(['min_amount']);
    expect(codes(evaluateCoupon({ ...express, amount: 5 }, { limits: { minBetAmount: 10, minAmountTypeIds: [0] } }))).toEqual([]);
    expect(codes(evaluateCoupon({ ...express, amount: 10 }, { limits: { minBetAmount: 10 } }))).toEqual([]);
    const sys: CouponToSubmit = { typeId: 4, amount: 25, systemValue: 2, bets: [bet('a', 2), bet('b', 2), bet('c', 2)] };
    expect(evaluateCoupon(sys, { limits: { minBetAmount: 10 } }).violations).toEqual([
      expect.objectContaining({ code: 'min_amount', limit: 30 }),
    ]);
    expect(codes(evaluateCoupon({ ...sys, amount: 30 }, { limits: { minBetAmount: 10 } }))).toEqual([]);
    const singles: CouponToSubmit = { typeId: 9, amount: 0, bets: [bet('a', 2), bet('b', 2)], amountByBetId: { a: 5, b: 50 } };
    expect(evaluateCoupon(singles, { limits: { minBetAmount: 10 } }).violations).toEqual([
      expect.objectContaining({ code: 'min_amount', marketId: 'a' }),
    ]);
  });
  it('max_amount: only for the configured types and never with the bonus account', () => {
    expect(codes(evaluateCoupon({ ...express, amount: 101 }, { limits: { maxBetAmount: 100 } }))).toEqual(['max_amount']);
    expect(codes(evaluateCoupon({ ...express, amount: 100 }, { limits: { maxBetAmount: 100 } }))).toEqual([]);
    expect(codes(evaluateCoupon({ ...express, amount: 101 }, { limits: { maxBetAmount: 100, maxAmountTypeIds: [0] } }))).toEqual([]);
    expect(codes(evaluateCoupon({ ...express, amount: 101 }, { limits: { maxBetAmount: 100, isBonusAccount: true } }))).toEqual([]);
  });
  it('max_block_amount: chained per block', () => {
    const bets = [bet('a', 2, { blockId: 1 }), bet('b', 1.5, { blockId: 1 }), bet('c', 2, { blockId: 2 })];
    const coupon: CouponToSubmit = { typeId: 1, amount: 100, bets, amountByBlockId: { '1': 100, '2': 300 } };
    // block 1 max 1000; block 2 max = block 1 coef 3 x 100 = 300
    expect(codes(evaluateCoupon(coupon, { limits: { maxBetAmount: 1000 } }))).toEqual([]);
    expect(evaluateCoupon({ ...coupon, amountByBlockId: { '1': 100, '2': 301 } }, { limits: { maxBetAmount: 1000 } }).violations).toEqual([
      expect.objectContaining({ code: 'max_block_amount', limit: 300 }),
    ]);
    expect(
      codes(
        evaluateCoupon({ ...coupon, amountByBlockId: { '1': 100, '2': 301 } }, { limits: { maxBetAmount: 1000, isBonusAccount: true } }),
      ),
    ).toEqual([]);
    expect(codes(evaluateCoupon({ ...coupon, amountByBlockId: { '1': 100 } }, { limits: { maxBetAmount: 1000 } }))).toEqual(['bad_amount']);
  });
  it('locked_bet and banned_express', () => {
    const r = evaluateCoupon({
      ...express,
      bets: [bet('a', 2, { isBlocked: true }), bet('b', 2, { isDepend: true }), bet('c', 2, { isBannedExpress: true })],
    });
    expect(codes(r)).toEqual(['locked_bet', 'locked_bet', 'banned_express']);
    expect(r.value?.possibleWin).toBe(800); // still priced for display
  });
  it('promo_type9', () => {
    const singles: CouponToSubmit = { typeId: 9, amount: 0, bets: [bet('a', 2)], amountByBetId: { a: 5 }, promoCode: 'SPRING' };
    expect(codes(evaluateCoupon(singles))).toEqual(['promo_type9']);
    expect(codes(evaluateCoupon({ ...singles, promoCode: '  ' }))).toEqual([]);
    expect(codes(evaluateCoupon({ ...express, promoCode: 'SPRING' }))).toEqual([]);
  });
  it('bad_change_coef_action', () => {
    expect(codes(evaluateCoupon({ ...express, changeCoefAction: 5 }))).toEqual(['bad_change_coef_action']);
  });
  it('coef_changed against the odds-change policy; priced at the current coefs otherwise', () => {
    const current = { a: 1.4, b: 2, c: 1.8 };
    const ask = evaluateCoupon({ ...express, changeCoefAction: 0 }, { currentCoefs: current });
    expect(ask.violations).toEqual([expect.objectContaining({ code: 'coef_changed', marketId: 'a', newCoef: 1.4 })]);
    const higher = evaluateCoupon({ ...express, changeCoefAction: 1 }, { currentCoefs: { ...current, a: 1.6 } });
    expect(higher.ok).toBe(true);
    expect(higher.value?.coefByMarketId.a).toBe(1.6);
    const any = evaluateCoupon(express, { currentCoefs: current });
    expect(any.ok).toBe(true);
    expect(any.value?.coef).toBe(5.04);
  });
  it('market_unavailable when the server no longer quotes a market', () => {
    expect(codes(evaluateCoupon(express, { currentCoefs: { a: 1.5, b: 2 } }))).toEqual(['market_unavailable']);
  });
  it('reports every broken rule at once, with a pointer and a detail', () => {
    const r = evaluateCoupon(
      { typeId: 9, amount: 0, bets: [bet('a', 2, { isBlocked: true })], amountByBetId: { a: 5 }, promoCode: 'X' },
      { limits: { minBetAmount: 10 } },
    );
    expect(codes(r).sort()).toEqual(['locked_bet', 'min_amount', 'promo_type9']);
    for (const v of r.violations) {
      expect(v.detail).toEqual(expect.any(String));
      expect(v.pointer).toMatch(/^\//);
    }
  });
});

describe('evaluateCoupon: input straight off the wire', () => {
  it('never throws, whatever arrives', () => {
    expect(codes(evaluateCoupon(null as unknown as CouponToSubmit))).toEqual(['bad_type', 'empty_coupon', 'bad_amount']);
    const wire = fc.record(
      {
        typeId: fc.oneof(fc.constantFrom(0, 1, 2, 4, 9), fc.anything()),
        amount: fc.oneof(fc.double(), fc.anything()),
        systemValue: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.anything()),
        promoCode: fc.anything(),
        changeCoefAction: fc.anything(),
        amountByBetId: fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.oneof(fc.double(), fc.anything())),
        bets: fc.array(
          fc.oneof(
            fc.anything(),
            fc.record({
              market: fc.record({
                id: fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.anything()),
                coef: fc.oneof(fc.double(), fc.anything()),
              }),
              isBanker: fc.boolean(),
              isBlocked: fc.boolean(),
              blockId: fc.integer({ min: 0, max: 2 }),
            }),
          ),
          { maxLength: 5 },
        ),
        amountByBlockId: fc.dictionary(fc.constantFrom('0', '1', '2'), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(wire, fc.record({ maxBetAmount: fc.double(), minBetAmount: fc.double() }), (coupon, limits) => {
        const r = evaluateCoupon(coupon as unknown as CouponToSubmit, { limits });
        expect(r.ok || r.violations.length > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

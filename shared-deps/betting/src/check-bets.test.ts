// The rules of each bet against the line: locks in combinations, the game a bet names, drop
// on score change and the exact coefficient (the server's placement checks nothing else).
import { evaluateCoupon, type CouponContext } from './evaluate-coupon';
import type { Bet, CouponToSubmit } from './types';
import type { ViolationCode } from './violations';

const bet = (id: string, coef: number, market: Partial<Bet['market']> = {}, extra: Partial<Bet> = {}): Bet => ({
  market: { id, coef, ...market },
  ...extra,
});
const codes = (coupon: CouponToSubmit, context: CouponContext = {}): ViolationCode[] =>
  evaluateCoupon(coupon, context).violations.map((v) => v.code);

describe('locks: blocked, dependent, banned from express', () => {
  test('banned from express is refused in combinations (1, 2, 4) only: such a market can be a single or one of type 9', () => {
    const banned = bet('a', 2, {}, { isBannedExpress: true });
    expect(codes({ typeId: 0, amount: 10, bets: [banned] })).toEqual([]);
    expect(codes({ typeId: 9, amount: 0, amountByBetId: { a: 10 }, bets: [banned] })).toEqual([]);
    expect(codes({ typeId: 1, amount: 10, bets: [banned, bet('b', 2)] })).toEqual(['banned_express']);
    expect(codes({ typeId: 4, amount: 30, systemValue: 2, bets: [banned, bet('b', 2), bet('c', 2)] })).toEqual(['banned_express']);
  });

  test('two selections of one game in a combination are dependent (locked_bet); apart they are not', () => {
    const sameGame = [bet('a', 2, { gameId: 7 }), bet('b', 1.9, { gameId: 7 }), bet('c', 1.5, { gameId: 8 })];
    const r = evaluateCoupon({ typeId: 1, amount: 10, bets: sameGame });
    expect(r.violations).toEqual([
      expect.objectContaining({ code: 'locked_bet', marketId: 'a' }),
      expect.objectContaining({ code: 'locked_bet', marketId: 'b' }),
    ]);
    expect(codes({ typeId: 9, amount: 0, amountByBetId: { a: 10, b: 10, c: 10 }, bets: sameGame })).toEqual([]);
    expect(codes({ typeId: 1, amount: 10, bets: [bet('a', 2, { gameId: 7 }), bet('c', 1.5, { gameId: 8 })] })).toEqual([]);
  });

  test('blocked and marked dependent are locked in every type', () => {
    expect(codes({ typeId: 0, amount: 10, bets: [bet('a', 2, {}, { isBlocked: true })] })).toEqual(['locked_bet']);
    expect(codes({ typeId: 0, amount: 10, bets: [bet('a', 2, {}, { isDepend: true })] })).toEqual(['locked_bet']);
  });
});

describe('the line now', () => {
  test('a bet naming another game than its market is for a market that is not offered', () => {
    const r = evaluateCoupon({ typeId: 0, amount: 10, bets: [bet('a', 2, { gameId: 7 }, { gameId: 2 })] });
    expect(r.violations).toEqual([expect.objectContaining({ code: 'market_unavailable', pointer: '/bets/0/gameId', marketId: 'a' })]);
    expect(codes({ typeId: 0, amount: 10, bets: [bet('a', 2, { gameId: 7 }, { gameId: 7 })] })).toEqual([]);
  });

  describe('drop on score change', () => {
    const live = (score?: [number, number]) => bet('a', 2, { isLive: true }, score ? { score } : {});
    const coupon = (b: Bet): CouponToSubmit => ({ typeId: 0, amount: 10, bets: [b], isDropOnScoreChange: true });
    test('every live bet carries the score it was taken at', () => {
      expect(evaluateCoupon(coupon(live())).violations).toEqual([
        expect.objectContaining({ code: 'score_missing', pointer: '/bets/0/score' }),
      ]);
      expect(codes(coupon(live([1, 0])))).toEqual([]);
      expect(codes({ ...coupon(live()), isDropOnScoreChange: false })).toEqual([]);
      expect(codes(coupon(bet('a', 2)))).toEqual([]);
    });
    test('a score other than the current one is score_changed; a market no longer offered is only that', () => {
      expect(codes(coupon(live([0, 0])), { currentScores: { a: [1, 0] } })).toEqual(['score_changed']);
      expect(codes(coupon(live([1, 0])), { currentScores: { a: [1, 0] } })).toEqual([]);
      expect(codes(coupon(live()), { currentCoefs: {} })).toEqual(['market_unavailable']);
    });
  });

  describe('exact coefficient: a condition on the coupon coef at the current odds', () => {
    test('placed only at exactly that coef; the win is at it', () => {
      const single: CouponToSubmit = { typeId: 0, amount: 100, bets: [bet('a', 2)], exactCoef: 2 };
      expect(evaluateCoupon(single)).toMatchObject({ ok: true, value: { coef: 2, possibleWin: 200 } });
      const off = evaluateCoupon({ ...single, exactCoef: 2.05 });
      expect(off.violations).toEqual([expect.objectContaining({ code: 'coef_changed', pointer: '/exactCoef', newCoef: 2 })]);
      expect(off.value?.possibleWin).toBe(205);
      expect(codes(single, { currentCoefs: { a: 2.1 } })).toEqual(['coef_changed']);
      expect(codes({ ...single, exactCoef: 0 })).toEqual([]);
    });
  });
});

import { betsForBankerMode, isCombinedType, isSystemType, parseScore, typeAfterCountChange } from './coupon-shape';
import { quoteCoupon } from './quote-coupon';
import { evaluateCoupon } from './evaluate-coupon';
import { couponToSubmit } from './submit-coupon';
import type { CouponToSubmit } from './types';

test('combined types are the express and the systems', () => {
  expect([0, 1, 2, 4, 9].filter(isCombinedType)).toEqual([1, 2, 4]);
  expect([0, 1, 2, 4, 9].filter(isSystemType)).toEqual([2, 4]);
});

test('the type follows the count between single and express; systems and type 9 never change', () => {
  expect(typeAfterCountChange(0, 2)).toBe(1);
  expect(typeAfterCountChange(1, 1)).toBe(0);
  expect(typeAfterCountChange(1, 0)).toBe(0);
  expect(typeAfterCountChange(0, 1)).toBe(0);
  expect(typeAfterCountChange(4, 1)).toBe(4);
  expect(typeAfterCountChange(9, 5)).toBe(9);
});

test('banker mode off drops banker marks of type 2 only', () => {
  const bets = [{ market: { id: 'a', coef: 2 }, isBanker: true }, { market: { id: 'b', coef: 2 } }];
  expect(betsForBankerMode(bets, 2, false)).toEqual([{ market: { id: 'a', coef: 2 }, isBanker: false }, bets[1]]);
  expect(betsForBankerMode(bets, 2, true)).toBe(bets);
  expect(betsForBankerMode(bets, 4, false)).toBe(bets);
});

test('a score as the line shows it', () => {
  expect(parseScore('2:1')).toEqual([2, 1]);
  expect(parseScore(' 0 - 3 ')).toEqual([0, 3]);
  expect(parseScore('2:x')).toBeUndefined();
  expect(parseScore(undefined)).toBeUndefined();
});

test('quoteCoupon: the coef shows before an amount is typed, priced at the initial amount', () => {
  const express: CouponToSubmit = { typeId: 1, amount: 0, bets: [{ market: { id: 'a', coef: 2 } }, { market: { id: 'b', coef: 1.5 } }] };
  const verdict = evaluateCoupon(express, { limits: { currency: 'EUR' } });
  expect(verdict.value).toBeUndefined();
  expect(quoteCoupon(express, verdict, { limits: { currency: 'EUR' } })).toMatchObject({ coef: 3, amount: 5 });
  const priced = evaluateCoupon({ ...express, amount: 10 });
  expect(quoteCoupon(express, priced)).toBe(priced.value);
  expect(quoteCoupon({ ...express, bets: [] }, evaluateCoupon({ ...express, bets: [] }))).toBeUndefined();
});

test('couponToSubmit: each bet with what identifies and prices it; type 9 sends its total', () => {
  const coupon: CouponToSubmit = {
    id: 'local',
    typeId: 9,
    amount: 7,
    amountByBetId: { a: 10, b: 5 },
    bets: [
      { market: { id: 'a', coef: 2, gameId: 11, name: 'P1' }, sportNameEng: 'Football', isBanker: true },
      { market: { id: 'b', coef: 1.5 }, blockId: 1, statusId: 3, score: [1, 0] },
    ],
  };
  const sent = couponToSubmit(coupon, evaluateCoupon(coupon), { coef: 1.667, coefByView: '1.667' });
  expect(sent).toEqual({
    typeId: 9,
    amount: 15,
    amountByBetId: { a: 10, b: 5 },
    bets: [
      { gameId: 11, market: { id: 'a', coef: 2 }, statusId: -2 },
      { market: { id: 'b', coef: 1.5 }, statusId: 3, blockId: 1, score: [1, 0] },
    ],
    coef: 1.667,
    coefByView: '1.667',
  });
  const system: CouponToSubmit = {
    ...coupon,
    typeId: 2,
    amount: 30,
    systemValue: 2,
    bets: [...coupon.bets, { market: { id: 'c', coef: 2 } }, { market: { id: 'd', coef: 2 } }],
  };
  expect(couponToSubmit(system, evaluateCoupon(system), { coef: 0, coefByView: '' }).bets[0]).toEqual({
    gameId: 11,
    market: { id: 'a', coef: 2 },
    statusId: -2,
    isBanker: true,
  });
});

import type { Message } from '@site/api';
import { placeErrors } from './error-placement';

const item = (code: string, detail: string, pointer?: string, meta?: Record<string, string | number>) => ({
  status: '422',
  code,
  detail,
  ...(pointer !== undefined && { source: { pointer } }),
  ...(meta && { meta }),
});
const codes = (list: Record<string, Message[] | undefined>) =>
  Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v!.map((m) => m.code)]));

test('pointers into the sent coupon find their field, bet row or bet stake', () => {
  const sent = ['101', '201', 'x/y'];
  const placed = placeErrors(
    [
      item('coupon.min_amount', 'too little', '/amount', { min: 10, currency: 'RUB' }),
      item('coupon.locked_bet', 'blocked', '/bets/1'),
      item('coupon.score_changed', 'score moved', '/bets/1/score'),
      item('coupon.market_unavailable', 'gone', '/bets/7'),
      item('coupon.bad_amount', 'bet stake', '/amountByBetId/x~1y'),
      item('coupon.max_block_amount', 'block', '/amountByBlockId/2'),
      item('coupon.promo_type9', 'no promo', '/promoCode'),
      item('coupon.system_value', 'bad system', '/systemValue'),
      item('coupon.coef_changed', 'exact moved', '/exactCoef'),
      item('ledger.insufficient_funds', 'no money', undefined, { balance: 5, currency: 'RUB' }),
      item('limit.reached', 'limit', undefined),
      item('limit.self_excluded', 'excluded'),
      item('coupon.bet_count', 'count', '/bets'),
    ],
    sent,
  );
  expect(codes(placed.fields)).toEqual({
    amount: ['coupon.min_amount', 'coupon.max_block_amount', 'ledger.insufficient_funds', 'limit.reached'],
    promo: ['coupon.promo_type9'],
    system: ['coupon.system_value'],
    exactCoef: ['coupon.coef_changed'],
    general: ['coupon.market_unavailable', 'limit.self_excluded', 'coupon.bet_count'],
  });
  expect(codes(placed.bets)).toEqual({ '201': ['coupon.locked_bet', 'coupon.score_changed'] });
  expect(codes(placed.betAmounts)).toEqual({ 'x/y': ['coupon.bad_amount'] });
  // The values the words need travel with the code; the detail (for logs) does not.
  expect(placed.fields.amount![0]).toEqual({ code: 'coupon.min_amount', values: { min: 10, currency: 'RUB' } });
  expect(placed.fields.amount![2]).toEqual({ code: 'ledger.insufficient_funds', values: { balance: 5, currency: 'RUB' } });
});

test('codes without a dot still find their field', () => {
  expect(placeErrors([item('insufficient_funds', 'no money')], []).fields.amount).toEqual([{ code: 'insufficient_funds' }]);
});

test('the same message twice is kept once', () => {
  const twice = placeErrors(
    [
      item('coupon.bad_amount', 'a', '/amount'),
      item('coupon.bad_amount', 'b', '/amount'),
      item('coupon.min_amount', 'c', '/amount', { min: 1 }),
    ],
    [],
  );
  expect(twice.fields.amount).toEqual([{ code: 'coupon.bad_amount' }, { code: 'coupon.min_amount', values: { min: 1 } }]);
});

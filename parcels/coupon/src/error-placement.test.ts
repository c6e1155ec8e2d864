import { placeErrors } from './error-placement';

const item = (code: string, detail: string, pointer?: string) => ({
  status: '422',
  code,
  detail,
  ...(pointer !== undefined && { source: { pointer } }),
});

test('pointers into the sent coupon find their field, bet row or bet stake', () => {
  const sent = ['101', '201', 'x/y'];
  const placed = placeErrors(
    [
      item('min_amount', 'too little', '/amount'),
      item('locked_bet', 'blocked', '/bets/1'),
      item('score_changed', 'score moved', '/bets/1/score'),
      item('market_unavailable', 'gone', '/bets/7'),
      item('bad_amount', 'bet stake', '/amountByBetId/x~1y'),
      item('max_block_amount', 'block', '/amountByBlockId/2'),
      item('promo_type9', 'no promo', '/promoCode'),
      item('system_value', 'bad system', '/systemValue'),
      item('coef_changed', 'exact moved', '/exactCoef'),
      item('insufficient_funds', 'no money'),
      item('self_excluded', 'excluded'),
      item('bet_count', 'count', '/bets'),
    ],
    sent,
  );
  expect(placed.fields).toEqual({
    amount: 'too little; block; no money',
    promo: 'no promo',
    system: 'bad system',
    exactCoef: 'exact moved',
    general: 'gone; excluded; count',
  });
  expect(placed.bets).toEqual({ '201': 'blocked; score moved' });
  expect(placed.betAmounts).toEqual({ 'x/y': 'bet stake' });
});

test('the same message twice is shown once', () => {
  expect(placeErrors([item('a', 'same', '/amount'), item('b', 'same', '/amount')], []).fields.amount).toBe('same');
});

import { calcInput, calculate } from './betting-calculator';

const calc = (type: string, coefs: string, amount: string, k = '2') => calculate(calcInput({ type, coefs, amount, k })!);

test('singles: each coefficient its own bet', () => {
  expect(calc('single', '1.5 2', '10')).toEqual({
    ok: true,
    rows: [
      { label: '1', coef: 1.5, stake: 10, win: 15 },
      { label: '2', coef: 2, stake: 10, win: 20 },
    ],
    totalStake: 20,
    maxWin: 35,
  });
});

test('express: the coefficients multiply', () => {
  expect(calc('express', '1.5; 2,2', '10')).toMatchObject({ ok: true, rows: [{ coef: 3.3, win: 33 }], maxWin: 33 });
});

test('system 2 of 3: three doubles, the stake split between them', () => {
  const r = calc('system', '2 1.8 2.5', '30');
  // doubles 3.6, 5.0 and 4.5 at 10 each: 36 + 50 + 45
  expect(r).toMatchObject({ ok: true, rows: [{ label: '2/3', stake: 10, win: 131, minWin: 36 }], totalStake: 30 });
});

test('bad input is named, never thrown', () => {
  expect(calc('single', 'abc', '10')).toEqual({ ok: false, error: 'coefs' });
  expect(calc('single', '1.5', '-1')).toEqual({ ok: false, error: 'amount' });
  expect(calc('express', '1.5', '10')).toEqual({ ok: false, error: 'count' });
  expect(calc('system', '1.5 2 3', '10', '3')).toEqual({ ok: false, error: 'k' });
  expect(calcInput({})).toBeNull();
  expect(calcInput({ type: 'nonsense', coefs: '2', amount: '1' })?.type).toBe('single');
});

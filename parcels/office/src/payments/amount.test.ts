import { amountStep, checkAmount, newPaymentKey } from './amount';

describe('payment amounts', () => {
  const rub = { currency: 'RUB', min: 100, max: 500000 };
  test('a valid amount within min and max, with a comma or a point', () => {
    expect(checkAmount('150.5', rub)).toEqual({ amount: 150.5 });
    expect(checkAmount(' 150,25 ', rub)).toEqual({ amount: 150.25 });
  });
  test('empty, below, above, too many decimals: the codes the server sends', () => {
    expect(checkAmount('', rub)).toEqual({ message: { code: 'form.required' } });
    expect(checkAmount('99.99', rub)).toMatchObject({ message: { code: 'payment.amount_below_min', values: { min: 100 } } });
    expect(checkAmount('abc', rub)).toMatchObject({ message: { code: 'payment.amount_below_min' } });
    expect(checkAmount('500000.01', rub)).toMatchObject({ message: { code: 'payment.amount_above_max', values: { max: 500000 } } });
    expect(checkAmount('100.001', rub)).toMatchObject({ message: { code: 'payment.amount_decimals', values: { digits: 2 } } });
    expect(checkAmount('100.5', { currency: 'JPY', min: 100, max: 1000 })).toMatchObject({ message: { code: 'payment.amount_decimals', values: { digits: 0 } } });
  });
  test('the input step is the currency minor unit; keys differ', () => {
    expect(amountStep('RUB')).toBe(0.01);
    expect(amountStep('JPY')).toBe(1);
    expect(newPaymentKey()).not.toBe(newPaymentKey());
    expect(newPaymentKey()).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});

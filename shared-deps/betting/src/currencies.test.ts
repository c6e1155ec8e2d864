import { amountStep, currencyInfo, initialAmount, listCurrencies, minorDigits } from './currencies';

describe('currencies', () => {
  it('has the steps the spec names', () => {
    expect(
      Object.fromEntries(['RUB', 'USD', 'EUR', 'UAH', 'JPY', 'KWD', 'AUD'].map((c) => [c, amountStep(c)])),
    ).toEqual({ RUB: 100, USD: 2.5, EUR: 2.5, UAH: 50, JPY: 500, KWD: 0.5, AUD: 1 });
  });
  it('has the initial amounts the spec names and derives the rest as two steps', () => {
    expect(
      Object.fromEntries(['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'GBP', 'INR'].map((c) => [c, initialAmount(c)])),
    ).toEqual({ RUB: 150, USD: 5, EUR: 5, UAH: 50, KZT: 1000, GBP: 5, INR: 300 });
    expect(initialAmount('PLN')).toBe(2 * amountStep('PLN'));
  });
  it('falls back to RUB for unknown or missing currencies', () => {
    expect(currencyInfo('XXX')).toEqual(currencyInfo('RUB'));
    expect(amountStep(undefined)).toBe(100);
    expect(initialAmount('')).toBe(150);
    expect(amountStep('usd')).toBe(2.5);
  });
  it('knows minor units', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 0, 3]);
  });
  it('covers about 130 currencies, each once, with steps in whole minor units', () => {
    const all = listCurrencies();
    expect(all.length).toBeGreaterThanOrEqual(130);
    expect(new Set(all.map((c) => c.iso)).size).toBe(all.length);
    for (const c of all) {
      expect(c.iso).toMatch(/^[A-Z]{3}$/);
      expect(c.amountStep).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round(c.amountStep * 10 ** c.minorDigits * 1e6) / 1e6)).toBe(true);
      expect(c.initialAmount).toBeGreaterThan(0);
    }
  });
});

import { isKnownCurrency } from '@site/betting';
import { currencies, currencyByIso, fromMinor, toMinor } from './currencies';

describe('money between decimals and minor units', () => {
  const rub = currencyByIso('RUB')!;
  const jpy = currencyByIso('JPY')!;
  test('decimals with at most the currency minor digits convert exactly', () => {
    expect(toMinor(25.5, rub)).toBe(2550);
    expect(toMinor(0.1 + 0.2, rub)).toBe(30);
    expect(toMinor(1234567.89, rub)).toBe(123456789);
    expect(toMinor(500, jpy)).toBe(500);
  });
  test('more digits than the currency has, or non-finite amounts, are refused', () => {
    expect(toMinor(1.001, rub)).toBeNull();
    expect(toMinor(1.5, jpy)).toBeNull();
    expect(toMinor(Number.NaN, rub)).toBeNull();
    expect(toMinor(Number.POSITIVE_INFINITY, rub)).toBeNull();
  });
  test('minor units show as rounded decimals', () => {
    expect(fromMinor(12345, rub)).toBe(123.45);
    expect(fromMinor(5, rub)).toBe(0.05);
    expect(fromMinor(700, jpy)).toBe(700);
  });
});

describe('the offered currencies', () => {
  test('take minor units from @site/betting and symbols from Intl', () => {
    expect(currencies.map((c) => [c.id, c.iso, c.symbol, c.minorUnits])).toEqual([
      [1, 'RUB', '₽', 2],
      [2, 'USD', '$', 2],
      [3, 'EUR', '€', 2],
      [4, 'KZT', '₸', 2],
      [5, 'UAH', '₴', 2],
      [6, 'JPY', '¥', 0],
    ]);
    expect(currencies.every((c) => isKnownCurrency(c.iso))).toBe(true);
  });
});

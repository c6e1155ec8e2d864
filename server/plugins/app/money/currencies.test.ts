import { currencyByIso, fromMinor, toMinor } from './currencies';

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

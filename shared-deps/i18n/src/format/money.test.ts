import { formatMoney } from './money';
import { formatNumber } from './number';

// Intl spaces money with no-break spaces: compare the words.
const plain = (s: string) => s.replace(/\s/g, ' ');

test('the language places the symbol and groups the digits; the currency table gives the decimals', () => {
  expect(plain(formatMoney(1125, 'RUB', 'en'))).toBe('₽1,125.00');
  expect(plain(formatMoney(1125, 'RUB', 'ru'))).toBe('1 125,00 ₽');
  expect(plain(formatMoney(12.5, 'USD', 'en'))).toBe('$12.50');
  expect(plain(formatMoney(12.5, 'usd', 'ru'))).toBe('12,50 $');
  expect(plain(formatMoney(1500, 'JPY', 'en'))).toBe('¥1,500');
  expect(plain(formatMoney(1.5, 'KWD', 'en'))).toBe('KWD 1.500');
  expect(plain(formatMoney(0, 'KZT', 'ru'))).toBe('0,00 ₸');
});

test('odd input still reads as money, never NaN or a throw', () => {
  expect(plain(formatMoney(10, 'XBT', 'en'))).toBe('XBT 10.00');
  expect(plain(formatMoney(10, '', 'en'))).toBe('10.00');
  expect(plain(formatMoney(10, 'not a currency', 'en'))).toBe('10.00');
  expect(plain(formatMoney(Number.NaN, 'RUB', 'en'))).toBe('');
  expect(plain(formatMoney(10, 'RUB', 'not a language!'))).toBe('10.00 RUB');
});

test('plain numbers too, at most three decimals by default', () => {
  expect(plain(formatNumber(1234.5678, 'en'))).toBe('1,234.568');
  expect(plain(formatNumber(1.1, 'ru'))).toBe('1,1');
  expect(formatNumber(Number.NaN, 'en')).toBe('');
});

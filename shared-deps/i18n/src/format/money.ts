import { currencyInfo, isKnownCurrency } from '@site/betting';
import { cached } from './intl-cache';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money as the player reads it in his language: the currency's symbol (CLDR's narrow one:
 * ₽, $, €, ₸...) placed and spaced the language's way, with as many decimals as the currency
 * has minor units in @site/betting's currency table (2 for RUB, 0 for JPY, 3 for KWD).
 * `formatMoney(1125, 'RUB', 'en')` is '₽1,125.00', in 'ru' it is '1 125,00 ₽'.
 */
export function formatMoney(amount: number, currency: string, lang: string): string {
  const iso = String(currency ?? '')
    .trim()
    .toUpperCase();
  const digits = isKnownCurrency(iso) ? currencyInfo(iso).minorDigits : 2;
  if (!Number.isFinite(amount)) return '';
  try {
    const format = cached(formats, `${lang}|${iso}|${digits}`, () =>
      /^[A-Z]{3}$/.test(iso)
        ? new Intl.NumberFormat(lang, {
            style: 'currency',
            currency: iso,
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          })
        : new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    return format.format(amount);
  } catch {
    // An unknown language tag: still the right digits, in the plainest form.
    return `${amount.toFixed(digits)} ${iso}`.trim();
  }
}

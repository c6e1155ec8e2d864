import { cached } from './intl-cache';

const formats = new Map<string, Intl.NumberFormat>();

/** A plain number in the language's way (1,234.5 / 1 234,5), at most `maxDigits` decimals. */
export function formatNumber(value: number, lang: string, maxDigits = 3): string {
  if (!Number.isFinite(value)) return '';
  try {
    return cached(formats, `${lang}|${maxDigits}`, () => new Intl.NumberFormat(lang, { maximumFractionDigits: maxDigits })).format(value);
  } catch {
    return String(Math.round(value * 10 ** maxDigits) / 10 ** maxDigits);
  }
}

// The currencies the site offers, by the ids accounts and the API use. Everything else about a
// currency (minor units) comes from @site/betting's one currency table; the symbol from Intl.
// Money is stored as integer minor units and shown as a decimal rounded to the currency's
// minor units (the HTTP contract); toMinor/fromMinor are the only bridge.
import { isWholeMinor, minorDigits } from '@site/betting';

export interface Currency {
  id: number;
  iso: string;
  symbol: string;
  /** digits after the decimal point */
  minorUnits: number;
}

/** The operator's currency ids (stored on accounts and coupons: never renumber). */
const OFFERED: readonly (readonly [id: number, iso: string])[] = [
  [1, 'RUB'],
  [2, 'USD'],
  [3, 'EUR'],
  [4, 'KZT'],
  [5, 'UAH'],
  [6, 'JPY'],
];

function symbolOf(iso: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: iso, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? iso;
}

export const currencies: readonly Currency[] = OFFERED.map(([id, iso]) => ({
  id,
  iso,
  symbol: symbolOf(iso),
  minorUnits: minorDigits(iso),
}));

export function currencyById(id: number): Currency | undefined {
  return currencies.find((c) => c.id === id);
}

export function currencyByIso(iso: string): Currency | undefined {
  return currencies.find((c) => c.iso === iso);
}

/** A decimal amount to minor units; null when it has more decimals than the currency allows or is not finite. */
export function toMinor(amount: number, currency: Currency): number | null {
  if (!Number.isFinite(amount) || !isWholeMinor(amount, currency.minorUnits)) return null;
  const minor = Math.round(amount * 10 ** currency.minorUnits);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units to the decimal the API shows. */
export function fromMinor(minor: number, currency: Currency): number {
  return Number((minor / 10 ** currency.minorUnits).toFixed(currency.minorUnits));
}

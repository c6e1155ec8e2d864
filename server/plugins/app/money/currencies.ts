// Currencies the site offers. Money is stored as integer minor units and shown as a decimal
// rounded to the currency's minor units (API.md); these two functions are the only bridge.
export interface Currency {
  id: number;
  iso: string;
  symbol: string;
  /** digits after the decimal point */
  minorUnits: number;
}

export const currencies: readonly Currency[] = [
  { id: 1, iso: 'RUB', symbol: '₽', minorUnits: 2 },
  { id: 2, iso: 'USD', symbol: '$', minorUnits: 2 },
  { id: 3, iso: 'EUR', symbol: '€', minorUnits: 2 },
  { id: 4, iso: 'KZT', symbol: '₸', minorUnits: 2 },
  { id: 5, iso: 'UAH', symbol: '₴', minorUnits: 2 },
  { id: 6, iso: 'JPY', symbol: '¥', minorUnits: 0 },
];

export function currencyById(id: number): Currency | undefined {
  return currencies.find((c) => c.id === id);
}

export function currencyByIso(iso: string): Currency | undefined {
  return currencies.find((c) => c.iso === iso);
}

/** A decimal amount to minor units; null when it has more decimals than the currency allows or is not finite. */
export function toMinor(amount: number, currency: Currency): number | null {
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * 10 ** currency.minorUnits;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6 || !Number.isSafeInteger(rounded)) return null;
  return rounded;
}

/** Minor units to the decimal the API shows. */
export function fromMinor(minor: number, currency: Currency): number {
  return Number((minor / 10 ** currency.minorUnits).toFixed(currency.minorUnits));
}

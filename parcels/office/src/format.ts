/** Money as the office shows it: two decimals (the API rounds to the currency's minor units). */
export function money(amount: number, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Coefficients are shown with up to 3 decimals (spec 1 §5). */
export function coef(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function dateTime(iso: string | number, lang: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(lang, { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * The history's from/to (date inputs, the player's local days) as the API's epoch ms: `to`
 * is the end of the chosen day, since the server's upper bound is exclusive.
 */
export function dayRange(from: string, to: string): { from?: number; to?: number } {
  const day = (text: string, plus: number): number | undefined => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return undefined;
    return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plus).getTime();
  };
  const f = day(from, 0);
  const t = day(to, 1);
  return { ...(f !== undefined && { from: f }), ...(t !== undefined && { to: t }) };
}

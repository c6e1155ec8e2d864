// Possible win = amount x coef (or x exactCoef when set), rounded half up to the
// currency's minor units (spec 1 §3, §5). Done in integers: amount in minor units times
// the coefficient in thousandths, so 0.1 + 0.2 style noise never reaches a payout.
import { COEF_SCALE, divRound, fromMinor, roundTo, toMinor, toThousandths } from './exact';
import { minorDigits } from './currencies';

/** The coefficient the win is paid at: exactCoef when set (> 0), else coef. */
export function payoutCoef(coef: number, exactCoef?: number): number {
  return exactCoef !== undefined && exactCoef > 0 ? exactCoef : coef;
}

export function possibleWin(amount: number, coef: number, exactCoef?: number, currency?: string): number {
  const digits = minorDigits(currency);
  const c = toThousandths(payoutCoef(coef, exactCoef));
  return fromMinor(divRound(toMinor(amount, digits) * c, COEF_SCALE), digits);
}

/** Express coefficient: the exact product of the quoted coefficients, quoted to 3 decimals. */
export function expressCoef(coefs: readonly number[]): number {
  if (coefs.length === 0) return 0;
  let product = 1n;
  for (const c of coefs) product *= toThousandths(c);
  return Number(divRound(product, COEF_SCALE ** BigInt(coefs.length - 1))) / 1000;
}

/** Coefficients are shown rounded to 3 decimals (spec 1 §5). */
export function roundCoef(coef: number): number {
  return roundTo(coef, 3);
}

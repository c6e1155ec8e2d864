// Exact arithmetic for money and coefficients. Coefficients are quoted to 3 decimals, so
// they are held as integer thousandths; money as integer minor units. Products of up to
// 30+ coefficients overflow 2^53 long before they matter, so products are BigInt and only
// the final, rounded result becomes a number again.

export const COEF_SCALE = 1000n;

/** Half away from zero to `digits` decimals, immune to 1.005 * 100 = 100.49999. */
export function roundTo(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const a = Math.abs(x);
  const text = String(a);
  const r = text.includes('e')
    ? Math.round(a * 10 ** digits) / 10 ** digits
    : Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
  return x < 0 ? -r : r;
}

/** Coefficient as integer thousandths (1.915 -> 1915n). */
export function toThousandths(coef: number): bigint {
  return BigInt(Math.round(coef * 1000));
}

export function fromThousandths(t: bigint): number {
  return Number(t) / 1000;
}

/** Amount in integer minor units for a currency with `digits` minor digits. */
export function toMinor(amount: number, digits: number): bigint {
  return BigInt(Math.round(amount * 10 ** digits));
}

export function fromMinor(minor: bigint, digits: number): number {
  return Number(minor) / 10 ** digits;
}

/** True when the amount has no more decimals than the currency's minor units. */
export function isWholeMinor(amount: number, digits: number): boolean {
  const scaled = amount * 10 ** digits;
  // float noise only: 1.15 * 100 = 114.99999999999999
  return Math.abs(scaled - Math.round(scaled)) < 1e-9 + Math.abs(scaled) * 1e-13;
}

/** a / b rounded half up, for a >= 0, b > 0. */
export function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

// Systems (coupon types 2 and 4). A system value k counts the non-banker selections in
// each line; every line also holds all bankers. With m = n - b non-bankers:
//   lines          = C(m, k)
//   stake per line = amount / lines
//   max win        = stake x prod(bankers) x e_k(others)          (every selection wins)
//   min win        = stake x prod(bankers) x prod(k smallest others) (exactly k win)
// e_k is the elementary symmetric polynomial, built by dynamic programming in O(m k):
// never by listing the C(m, k) lines. Coefficients enter as integer thousandths and the
// DP runs on BigInt, so e_k is exact for any n (n = 30 products reach 10^180); the only
// rounding is the final one, half up to the currency's minor units, applied to the win
// computed from the whole amount (not from a rounded stake per line).
import { minorDigits } from './currencies';
import { COEF_SCALE, divRound, fromMinor, roundTo, toMinor, toThousandths } from './exact';
import type { SystemValueItem } from './types';

export interface SystemInput {
  coefs: readonly number[];
  /** Indices into coefs of the bankers. */
  bankers?: readonly number[];
  amount: number;
  currency?: string;
}

export interface SystemRow {
  k: number;
  lines: number;
  /** amount / lines, unrounded: a line's stake is a share, not a payment. */
  stakePerLine: number;
  maxWin: number;
  minWin: number;
}

export function combinationsBig(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  let r = 1n;
  for (let i = 1; i <= kk; i++) r = (r * BigInt(n - kk + i)) / BigInt(i);
  return r;
}

export function combinations(n: number, k: number): number {
  return Number(combinationsBig(n, k));
}

/** e_0 .. e_kMax of the values, by the O(n kMax) recurrence e_j += e_(j-1) x v. */
export function elementarySymmetric(values: readonly bigint[], kMax: number = values.length): bigint[] {
  const top = Math.min(kMax, values.length);
  const e: bigint[] = new Array<bigint>(top + 1).fill(0n);
  e[0] = 1n;
  values.forEach((v, i) => {
    for (let j = Math.min(i + 1, top); j >= 1; j--) e[j] = e[j]! + e[j - 1]! * v;
  });
  return e;
}

function check(input: SystemInput): { bankerSet: Set<number> } {
  const { coefs, bankers = [], amount } = input;
  if (!Array.isArray(coefs) || coefs.length === 0) throw new RangeError('coefs must be a non-empty array');
  coefs.forEach((c, i) => {
    if (typeof c !== 'number' || !Number.isFinite(c) || c < 1) {
      throw new RangeError(`coefs[${i}] must be a number of at least 1, got ${JSON.stringify(c)}`);
    }
  });
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`amount must be a finite number of at least 0, got ${JSON.stringify(amount)}`);
  }
  const bankerSet = new Set<number>();
  for (const b of bankers) {
    if (!Number.isInteger(b) || b < 0 || b >= coefs.length) throw new RangeError(`banker index ${b} is not an index into coefs`);
    if (bankerSet.has(b)) throw new RangeError(`banker index ${b} is given twice`);
    bankerSet.add(b);
  }
  return { bankerSet };
}

/** Every row k = 1 .. m of a system in one DP pass (m = non-banker selections). */
export function systemTable(input: SystemInput, ks?: readonly number[]): SystemRow[] {
  const { bankerSet } = check(input);
  const digits = minorDigits(input.currency);
  const amountMinor = toMinor(input.amount, digits);
  let bankerProduct = 1n;
  const rest: bigint[] = [];
  input.coefs.forEach((c, i) => {
    if (bankerSet.has(i)) bankerProduct *= toThousandths(c);
    else rest.push(toThousandths(c));
  });
  const m = rest.length;
  const wanted = ks ?? Array.from({ length: m }, (_, i) => i + 1);
  for (const k of wanted) {
    if (!Number.isInteger(k) || k < 1 || k > m) {
      throw new RangeError(`k must be an integer from 1 to ${m} (the non-banker selections), got ${JSON.stringify(k)}`);
    }
  }
  const kMax = Math.max(0, ...wanted);
  const e = elementarySymmetric(rest, kMax);
  const smallest = [...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const prefix: bigint[] = [1n];
  for (let i = 0; i < kMax; i++) prefix.push(prefix[i]! * smallest[i]!);
  // 1000^(b+k) grows with k; kept incrementally rather than recomputed per row.
  const scale: bigint[] = [];
  let s = 1n;
  for (let i = 0; i < bankerSet.size; i++) s *= COEF_SCALE;
  for (let k = 0; k <= kMax; k++) {
    scale.push(s);
    s *= COEF_SCALE;
  }
  return wanted.map((k) => {
    const linesBig = combinationsBig(m, k);
    const lines = Number(linesBig);
    const den = linesBig * scale[k]!;
    const win = (product: bigint) => fromMinor(divRound(amountMinor * bankerProduct * product, den), digits);
    return { k, lines, stakePerLine: input.amount / lines, maxWin: win(e[k]!), minWin: win(prefix[k]!) };
  });
}

/** One system value k (1 <= k <= m). Throws RangeError on arguments that make no sense. */
export function systemCalc(input: SystemInput & { k: number }): SystemRow {
  return systemTable(input, [input.k])[0]!;
}

/** The lowest system value offered (spec 1 §4, §5). */
export const MIN_SYSTEM_VALUE = 2;

export interface SystemValuesInput {
  /** All selections, bankers included. */
  n: number;
  bankers?: number;
  /** The per-line minimum; each item's minimum is combo times it. */
  minBetAmount?: number;
  currency?: string;
}

/**
 * Offered values 2 .. m - 1 (m = n - bankers): value m would be an express of the
 * non-bankers. `offset` is the number of bankers each line carries on top of `value`.
 */
export function systemValues({ n, bankers = 0, minBetAmount = 0, currency }: SystemValuesInput): SystemValueItem[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number of at least 0, got ${JSON.stringify(n)}`);
  if (!Number.isInteger(bankers) || bankers < 0 || bankers > n) throw new RangeError(`bankers must be a whole number from 0 to n, got ${JSON.stringify(bankers)}`);
  if (typeof minBetAmount !== 'number' || !Number.isFinite(minBetAmount) || minBetAmount < 0) {
    throw new RangeError(`minBetAmount must be a finite number of at least 0, got ${JSON.stringify(minBetAmount)}`);
  }
  const digits = minorDigits(currency);
  const m = n - bankers;
  const items: SystemValueItem[] = [];
  for (let value = MIN_SYSTEM_VALUE; value <= m - 1; value++) {
    const combo = combinations(m, value);
    items.push({ value, offset: bankers, combo, minBetAmount: roundTo(combo * minBetAmount, digits) });
  }
  return items;
}

export function isOfferedSystemValue(value: number, n: number, bankers = 0): boolean {
  return Number.isInteger(value) && value >= MIN_SYSTEM_VALUE && value <= n - bankers - 1;
}

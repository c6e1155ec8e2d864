// Systems (coupon types 2 and 4). A system value k counts the non-banker selections in
// each line; every line also holds all bankers. With m = n - b non-bankers:
//   lines          = C(m, k)
//   stake per line = amount / lines
//   max win        = stake x prod(bankers) x e_k(others)          (every selection wins)
//   min win        = stake x prod(bankers) x prod(k smallest others) (exactly k win)
// e_k is the elementary symmetric polynomial, built by dynamic programming in O(m k):
// never by listing the C(m, k) lines. Coefficients count as quoted, in thousandths. The
// results equal exact rational arithmetic rounded once, half up to the currency's minor
// units, on the win computed from the whole amount (not from a rounded stake per line):
// a double DP with a proven error bound decides the rounding when it can, and an exact
// BigInt DP (n = 30 products reach 10^180) takes over when it cannot (see systemTable).
import { minorDigits } from './currencies';
import { COEF_SCALE, divRound, fromMinor, toMinor } from './exact';
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

/** Unit roundoff of a double. */
const U = 2 ** -53;

/**
 * value rounded half up to an integer, or undefined when the float error bound
 * (relErr x value) cannot rule out the other side of a .5 boundary, or the value is too
 * large for the bound to mean anything.
 */
function certifiedRound(value: number, relErr: number): number | undefined {
  if (!Number.isFinite(value) || value >= 2 ** 50) return undefined;
  const frac = value - Math.floor(value);
  if (Math.abs(frac - 0.5) <= value * relErr + 1e-300) return undefined;
  return Math.floor(value + 0.5);
}

/**
 * Every row k = 1 .. m of a system in one DP pass (m = non-banker selections).
 *
 * Fast path with a proof, exact fallback: the DP first runs on doubles. All terms are
 * positive, so each computed e_k is within a relative (3m + 2b + 16) u of the exact value
 * (u = 2^-53; quantising to thousandths, m steps of one multiply and one add, the banker
 * product and the final scaling, with margin). When that bound cannot decide on which
 * side of a half minor unit the exact win lies (or the value is too large), the row is
 * recomputed from the exact BigInt DP. The rounded results are therefore always those
 * of exact arithmetic, which the property tests check against BigInt listings.
 */
export function systemTable(input: SystemInput, ks?: readonly number[]): SystemRow[] {
  const { bankerSet } = check(input);
  const digits = minorDigits(input.currency);
  const minorScale = 10 ** digits;
  const amountMinorBig = toMinor(input.amount, digits);
  const amountMinor = Number(amountMinorBig);
  const bankerT: number[] = [];
  const restT: number[] = [];
  input.coefs.forEach((c, i) => (bankerSet.has(i) ? bankerT : restT).push(Math.round(c * 1000)));
  const m = restT.length;
  const b = bankerT.length;
  const wanted = ks ?? Array.from({ length: m }, (_, i) => i + 1);
  let kMax = 0;
  for (const k of wanted) {
    if (!Number.isInteger(k) || k < 1 || k > m) {
      throw new RangeError(`k must be an integer from 1 to ${m} (the non-banker selections), got ${JSON.stringify(k)}`);
    }
    if (k > kMax) kMax = k;
  }
  const rest = restT.map((t) => t / 1000);
  let bankerProduct = 1;
  for (const t of bankerT) bankerProduct *= t / 1000;
  const e = new Array<number>(kMax + 1).fill(0);
  e[0] = 1;
  for (let i = 0; i < m; i++) {
    const v = rest[i]!;
    for (let j = Math.min(i + 1, kMax); j >= 1; j--) e[j]! += e[j - 1]! * v;
  }
  const smallest = [...rest].sort((x, y) => x - y);
  const prefix = [1];
  for (let i = 0; i < kMax; i++) prefix.push(prefix[i]! * smallest[i]!);
  const relErr = (3 * m + 2 * b + 16) * U;

  // Exact path, built only if some row needs it: prefix products are cheap, the BigInt DP
  // is not, so each is built on first use (round stakes tie at half a minor unit often).
  let exactBankers: bigint | undefined;
  let exactE: bigint[] | undefined;
  let exactPrefix: bigint[] | undefined;
  const exactWin = (k: number, which: 'max' | 'min', lines: bigint): number => {
    exactBankers ??= bankerT.reduce((p, t) => p * BigInt(t), 1n);
    let product: bigint;
    if (which === 'max') {
      // First only as far as this row needs (a tie at k = 1 should not pay for k = m);
      // a second, deeper need builds the rest at once.
      if (!exactE || exactE.length <= k) exactE = elementarySymmetric(restT.map(BigInt), exactE ? kMax : k);
      product = exactE[k]!;
    } else {
      if (!exactPrefix) {
        const sorted = [...restT].sort((x, y) => x - y);
        exactPrefix = [1n];
        for (let i = 0; i < kMax; i++) exactPrefix.push(exactPrefix[i]! * BigInt(sorted[i]!));
      }
      product = exactPrefix[k]!;
    }
    const den = lines * COEF_SCALE ** BigInt(b + k);
    return fromMinor(divRound(amountMinorBig * exactBankers * product, den), digits);
  };

  let lines = 1n;
  let linesK = 0;
  return wanted.map((k) => {
    // C(m, k) by the multiplicative recurrence when k steps up by one, as in a full table.
    if (k === linesK + 1) lines = (lines * BigInt(m - k + 1)) / BigInt(k);
    else lines = combinationsBig(m, k);
    linesK = k;
    const linesN = Number(lines);
    const win = (product: number, which: 'max' | 'min') => {
      const r = certifiedRound((amountMinor * bankerProduct * product) / linesN, relErr);
      return r === undefined ? exactWin(k, which, lines) : r / minorScale;
    };
    return { k, lines: linesN, stakePerLine: input.amount / linesN, maxWin: win(e[k]!, 'max'), minWin: win(prefix[k]!, 'min') };
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
  const minMinor = toMinor(minBetAmount, digits);
  let combo = BigInt(m); // C(m, 1), stepped up by C(m, v) = C(m, v - 1) (m - v + 1) / v
  for (let value = MIN_SYSTEM_VALUE; value <= m - 1; value++) {
    combo = (combo * BigInt(m - value + 1)) / BigInt(value);
    items.push({ value, offset: bankers, combo: Number(combo), minBetAmount: fromMinor(combo * minMinor, digits) });
  }
  return items;
}

export function isOfferedSystemValue(value: number, n: number, bankers = 0): boolean {
  return Number.isInteger(value) && value >= MIN_SYSTEM_VALUE && value <= n - bankers - 1;
}

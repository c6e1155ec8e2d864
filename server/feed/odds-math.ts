// Turning fair probabilities into a bookmaker's prices.

export const MIN_COEF = 1.01;
/** Long shots are capped like a real book caps them; keeps correct-score tails sane. */
export const MAX_COEF = 500;

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** coef = round3(1 / p), clamped to [MIN_COEF, MAX_COEF]. */
export function coefFromProbability(p: number): number {
  if (!(p > 0)) return MAX_COEF;
  return Math.min(MAX_COEF, Math.max(MIN_COEF, round3(1 / p)));
}

/**
 * Adds a margin to a complete group by the power method: p_i -> p_i^k with k < 1 chosen so
 * that the implied probabilities sum to 1 + margin. Unlike scaling every p by (1 + margin),
 * a heavy favourite never gets an implied probability of 1 or more, and long shots carry
 * more of the margin (the favourite-longshot bias real books show).
 * The input need not sum to 1 (pushes on whole lines are removed by normalising first).
 */
export function applyMargin(probabilities: readonly number[], margin: number): number[] {
  const out = Float64Array.from(probabilities);
  applyMarginInPlace(out, 0, out.length, margin);
  return Array.from(out);
}

/** applyMargin on p[start..end), in place, allocation-free (it runs for every repricing). */
export function applyMarginInPlace(p: Float64Array, start: number, end: number, margin: number): void {
  let sum = 0;
  let inside = 0;
  for (let i = start; i < end; i++) {
    const x = p[i] ?? 0;
    if (x > 0) sum += x;
  }
  for (let i = start; i < end; i++) {
    const x = sum > 0 && (p[i] ?? 0) > 0 ? (p[i] ?? 0) / sum : 0;
    p[i] = x;
    if (x > 0 && x < 1) inside++;
  }
  if (inside < 2 || margin <= 0) return;
  const target = 1 + margin;
  let k = 1;
  for (let iter = 0; iter < 30; iter++) {
    let g = -target;
    let dg = 0;
    for (let i = start; i < end; i++) {
      const x = p[i] ?? 0;
      if (x <= 0 || x >= 1) continue;
      const xk = Math.pow(x, k);
      g += xk;
      dg += xk * Math.log(x);
    }
    if (Math.abs(g) < 1e-12 || dg === 0) break;
    let next = k - g / dg;
    if (!(next > 0)) next = k / 2;
    const done = Math.abs(next - k) < 1e-12;
    k = next;
    if (done) break;
  }
  for (let i = start; i < end; i++) {
    const x = p[i] ?? 0;
    if (x > 0 && x < 1) p[i] = Math.pow(x, k);
  }
}

/** The bookmaker's overround of a group of decimal odds: sum(1/coef) - 1. */
export function overround(coefs: readonly number[]): number {
  let s = 0;
  for (const c of coefs) s += 1 / c;
  return s - 1;
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 via erf; error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function logit(p: number): number {
  return Math.log(p / (1 - p));
}

/** n choose k, as a float (small n: set and round counts). */
export function binomialCoefficient(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

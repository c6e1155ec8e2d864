import { normalCdf } from './odds-math';

/** A distribution over integers: P(X = k) and P(X <= k). */
export interface CountDistribution {
  pmf(k: number): number;
  cdf(k: number): number;
  /** The exact table, when there is one (small Poisson counts); lets differences stay exact. */
  readonly table?: { offset: number; pmf: Float64Array };
}

export function fromTable(offset: number, pmf: Float64Array): CountDistribution {
  const cum = new Float64Array(pmf.length);
  let s = 0;
  for (let i = 0; i < pmf.length; i++) {
    s += pmf[i] ?? 0;
    cum[i] = s;
  }
  const last = pmf.length - 1;
  return {
    table: { offset, pmf },
    pmf: (k) => {
      const i = k - offset;
      return i >= 0 && i <= last ? (pmf[i] ?? 0) : 0;
    },
    cdf: (k) => {
      const i = Math.floor(k) - offset;
      if (i < 0) return 0;
      return i >= last ? 1 : (cum[i] ?? 1);
    },
  };
}

/** Exact Poisson, truncated where the tail is below double precision's interest. */
export function poisson(lambda: number): CountDistribution {
  const l = Math.max(0, lambda);
  const n = Math.ceil(l + 10 * Math.sqrt(l) + 10);
  const pmf = new Float64Array(n + 1);
  let p = Math.exp(-l);
  for (let k = 0; k <= n; k++) {
    pmf[k] = p;
    p = (p * l) / (k + 1);
  }
  return fromTable(0, pmf);
}

/** Normal approximation with continuity correction, for high-scoring sports. */
export function normalCount(mean: number, variance: number): CountDistribution {
  const sd = Math.sqrt(Math.max(variance, 0));
  const cdf = (k: number): number => {
    const x = Math.floor(k) + 0.5 - mean;
    if (sd < 1e-9) return x >= 0 ? 1 : 0;
    return normalCdf(x / sd);
  };
  return { cdf, pmf: (k) => cdf(k) - cdf(k - 1) };
}

/** Distribution of X - Y for independent X, Y: exact when both have tables. */
export function difference(
  x: CountDistribution,
  y: CountDistribution,
  approx: { mean: number; variance: number },
): CountDistribution {
  const tx = x.table;
  const ty = y.table;
  if (!tx || !ty) return normalCount(approx.mean, approx.variance);
  const nx = tx.pmf.length;
  const ny = ty.pmf.length;
  // d = (tx.offset + i) - (ty.offset + j), i in [0, nx), j in [0, ny)
  const offset = tx.offset - (ty.offset + ny - 1);
  const pmf = new Float64Array(nx + ny - 1);
  for (let i = 0; i < nx; i++) {
    const pi = tx.pmf[i] ?? 0;
    if (pi < 1e-300) continue;
    for (let j = 0; j < ny; j++) {
      const idx = i - j + ny - 1;
      pmf[idx] = (pmf[idx] ?? 0) + pi * (ty.pmf[j] ?? 0);
    }
  }
  return fromTable(offset, pmf);
}

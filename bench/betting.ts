// Betting engine benchmark: npx tsx bench/betting.ts (npm run bench:betting).
// 1. The full system table (every k) for n = 10, 20, 30 by the engine (double DP with a
//    proven error bound, exact BigInt fallback) against listing every combination in the
//    same run. The listing uses floats with a
//    running product: the fastest honest listing, and still slower by orders of magnitude.
// 2. Recomputing a 50-bet coupon per odds update, as the coupon store will.
// Last line: RESULT speedup_n20=<x> table30_ms=<median ms> store_update_us=<median us>.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatCoef, systemTable, systemValues, validateCoupon, type Bet, type CouponToSubmit } from '@site/betting';

const LISTING_BUDGET_MS = 10_000;

/** Deterministic coefficients (LCG), so every run benchmarks the same coupons. */
function coefs(n: number, seed = 7): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return Math.round((1.2 + (s / 2 ** 31) * 2.3) * 1000) / 1000;
  });
}

/** Every line listed: for each k, walk all C(n, k) combinations keeping a running product. */
function listingTable(cs: readonly number[], amount: number) {
  const n = cs.length;
  const rows: { k: number; lines: number; maxWin: number; minWin: number }[] = [];
  for (let k = 1; k <= n; k++) {
    let sum = 0;
    let min = Infinity;
    let lines = 0;
    const walk = (start: number, depth: number, product: number) => {
      if (depth === k) {
        sum += product;
        if (product < min) min = product;
        lines++;
        return;
      }
      for (let i = start; i <= n - (k - depth); i++) walk(i + 1, depth + 1, product * cs[i]!);
    };
    walk(0, 0, 1);
    rows.push({ k, lines, maxWin: (amount / lines) * sum, minWin: (amount / lines) * min });
  }
  return rows;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Median ms of fn over enough runs to fill ~budgetMs (at least minRuns). */
function time(fn: () => unknown, budgetMs = 400, minRuns = 5): { median: number; runs: number } {
  fn(); // warm-up
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < minRuns || performance.now() - start < budgetMs) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
    if (samples.length >= 20_000) break;
  }
  return { median: median(samples), runs: samples.length };
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(4));

console.log('System table, every k, amount 100 (median of runs)\n');
console.log('  n | engine ms (runs) | listing ms (runs) | speedup | rows differing in cents');
console.log('----|------------------|-------------------|---------|-----------------');
const engineMs: Record<number, number> = {};
let speedup20 = NaN;
let lastListingMs = NaN;
let lastN = 0;
for (const n of [10, 20, 30]) {
  const cs = coefs(n);
  const engine = time(() => systemTable({ coefs: cs, amount: 100 }));
  engineMs[n] = engine.median;
  // Listing costs ~2^n: estimate from the last measured n and skip past the budget.
  const estimate = lastN ? lastListingMs * 2 ** (n - lastN) : 0;
  let listingCell: string;
  let speedCell = '-';
  let diffCell = '-';
  if (estimate > LISTING_BUDGET_MS) {
    listingCell = `skipped (~${(estimate / 1000).toFixed(0)} s est.)`;
  } else {
    const listing = time(() => listingTable(cs, 100), 2_000, 3);
    lastListingMs = listing.median;
    lastN = n;
    listingCell = `${fmt(listing.median)} (${listing.runs})`;
    const speedup = listing.median / engine.median;
    if (n === 20) speedup20 = speedup;
    speedCell = `${speedup.toFixed(0)}x`;
    const exact = systemTable({ coefs: cs, amount: 100 });
    const listed = listingTable(cs, 100);
    const cents = exact.filter((r, i) => r.maxWin !== Math.round(listed[i]!.maxWin * 100) / 100).length;
    diffCell = `${cents} of ${exact.length}`;
  }
  console.log(`${String(n).padStart(3)} | ${`${fmt(engine.median)} (${engine.runs})`.padEnd(16)} | ${listingCell.padEnd(17)} | ${speedCell.padEnd(7)} | ${diffCell}`);
}
console.log('\n(rows differing: the float listing rounded to cents against the engine, max win over every k)');

// --- coupon recompute under odds updates ---------------------------------------------
const storesIndex = path.resolve(import.meta.dirname ?? __dirname, '../shared-deps/stores/src/index.ts');
const hasCouponStore = existsSync(storesIndex) && /CouponStore/.test(readFileSync(storesIndex, 'utf8'));
const BETS = 50;
const UPDATES_PER_SECOND = 1000;
const SECONDS = 5;
const startCoefs = coefs(BETS, 11);
let bets: Bet[] = startCoefs.map((coef, i) => ({ market: { id: `m${i}`, coef } }));
const coupon = (): CouponToSubmit => ({ typeId: 1, amount: 100, bets, changeCoefAction: 2 });
const limits = { minBetAmount: 10, maxBetAmount: 100_000, currency: 'EUR', isExpressBonusEnabled: true, isVipBetEnabled: true };

// One update: one market's coef moves; the coupon recomputes its price, its limits, the
// system values it offers and the shown coefficient of the moved bet.
function applyUpdate(u: number): void {
  const i = u % BETS;
  const coef = Math.round((startCoefs[i]! + ((u % 7) - 3) * 0.01) * 1000) / 1000;
  bets = bets.map((b, j) => (j === i ? { ...b, market: { ...b.market, coef } } : b));
  const result = validateCoupon(coupon(), limits);
  if (!result.value) throw new Error('coupon stopped pricing');
  systemValues({ n: BETS, minBetAmount: limits.minBetAmount, currency: limits.currency });
  formatCoef(coef, 0);
  formatCoef(result.value.coef, 0);
}

const perUpdateUs: number[] = [];
let u = 0;
for (let second = 0; second < SECONDS; second++) {
  for (let k = 0; k < UPDATES_PER_SECOND; k++, u++) {
    const t = performance.now();
    applyUpdate(u);
    perUpdateUs.push((performance.now() - t) * 1000);
  }
}
const storeUs = median(perUpdateUs);
const busyShare = (storeUs * UPDATES_PER_SECOND) / 1e6;
console.log(
  `\n${hasCouponStore ? 'CouponStore found in @site/stores, but' : 'No CouponStore in @site/stores yet:'} measuring the ENGINE's recompute of a ${BETS}-bet express per odds update (not the store)`,
);
console.log(
  `  ${perUpdateUs.length} updates (${UPDATES_PER_SECOND}/s x ${SECONDS}): median ${storeUs.toFixed(1)} us, p95 ${[...perUpdateUs].sort((a, b) => a - b)[Math.floor(perUpdateUs.length * 0.95)]!.toFixed(1)} us per update; ${(busyShare * 100).toFixed(1)}% of one core at ${UPDATES_PER_SECOND} updates/s`,
);
console.log(`\nRESULT speedup_n20=${speedup20.toFixed(0)} table30_ms=${engineMs[30]!.toFixed(3)} store_update_us=${storeUs.toFixed(1)}`);

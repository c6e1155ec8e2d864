// Betting engine benchmark: npx tsx bench/betting.ts (npm run bench:betting).
// 1. The full system table (every k) for n = 10, 20, 30 by the engine (double DP with a
//    proven error bound, exact BigInt fallback) against listing every combination in the
//    same run. The listing uses floats with a
//    running product: the fastest honest listing, and still slower by orders of magnitude.
// 2. The engine alone recomputing a 50-bet express per odds update.
// 3. The coupon store (@site/stores CouponStore) driven as on the page: 50 bets added by
//    AddBetToCoupon events, then OddsChanged events paced at 1,000/s for a few seconds,
//    while an autorun reads what the coupon UI reads (coef, its display text, wins, bonus,
//    violations, locks, system values, pending changes, the bets). Each update is timed
//    from publish to the end of the autorun; the throttled local save runs for real.
// Last line: RESULT speedup_n20=<x> table30_ms=<median ms> store_update_us=<median us>
//   engine_update_us=<median us> store_system_update_us=<median us>.
import { performance } from 'node:perf_hooks';
import type { SiteConfig } from '@site/api';
import { evaluateCoupon, formatCoef, systemTable, systemValues, type Bet, type CouponToSubmit } from '@site/betting';

// The page runs MobX's production build (the site build replaces NODE_ENV); MobX picks its
// build when first loaded, so the store side is imported after this line.
process.env.NODE_ENV ??= 'production';
const { autorun, runInAction } = await import('mobx');
const { defaultSiteConfig, ApiClient } = await import('@site/api');
const { AddBetToCoupon, EventBus, OddsChanged } = await import('@site/bus');
const { createI18n } = await import('@site/i18n');
const { RootStore } = await import('@site/stores');

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

// --- the engine alone: recompute under odds updates ----------------------------------
const BETS = 50;
const UPDATES_PER_SECOND = 1000;
const ENGINE_UPDATES = 5000;
const startCoefs = coefs(BETS, 11);
let bets: Bet[] = startCoefs.map((coef, i) => ({ market: { id: `m${i}`, coef } }));
const coupon = (): CouponToSubmit => ({ typeId: 1, amount: 100, bets, changeCoefAction: 2 });
const limits = { minBetAmount: 10, maxBetAmount: 100_000, currency: 'EUR', isExpressBonusEnabled: true, isVipBetEnabled: true };
/** The u-th update: market u mod 50 moves within +-3 cents of its start. */
const movedCoef = (u: number) => Math.round((startCoefs[u % BETS]! + ((u % 7) - 3) * 0.01) * 1000) / 1000;

function applyUpdate(u: number): void {
  const i = u % BETS;
  const coef = movedCoef(u);
  bets = bets.map((b, j) => (j === i ? { ...b, market: { ...b.market, coef } } : b));
  const result = evaluateCoupon(coupon(), { limits });
  if (!result.value) throw new Error('coupon stopped pricing');
  systemValues({ n: BETS, minBetAmount: limits.minBetAmount, currency: limits.currency });
  formatCoef(coef, 0);
  formatCoef(result.value.coef, 0);
}
const engineUs: number[] = [];
for (let u = 0; u < ENGINE_UPDATES; u++) {
  const t = performance.now();
  applyUpdate(u);
  engineUs.push((performance.now() - t) * 1000);
}
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const engineMedian = median(engineUs);
console.log(`\nEngine alone, ${BETS}-bet express, ${ENGINE_UPDATES} updates: median ${engineMedian.toFixed(1)} us, p95 ${p95(engineUs).toFixed(1)} us per update`);

// --- the coupon store under paced odds updates ----------------------------------------
class CountingStorage implements Storage {
  private readonly data = new Map<string, string>();
  writes = 0;
  bytes = 0;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.writes++;
    this.bytes = v.length;
    this.data.set(k, v);
  }
}

interface StoreRun {
  median: number;
  p95: number;
  updates: number;
  autoruns: number;
  writes: number;
  bytes: number;
}

/** Drives a fresh store: 50 bets by events, then OddsChanged paced at `rate` for `seconds`. */
async function runStore(typeId: 1 | 4, seconds: number, rate: number): Promise<StoreRun> {
  const storage = new CountingStorage();
  const bus = new EventBus();
  const root = new RootStore({ api: new ApiClient({ fetch: (async () => new Response('{}')) as typeof fetch }), bus, i18n: createI18n('en'), storage });
  const config = structuredClone(defaultSiteConfig) as SiteConfig;
  config.core.defaultCurrency = 'EUR';
  runInAction(() => root.settings.setSiteConfig(config));
  const store = root.coupon;
  startCoefs.forEach((coef, i) => bus.publish(new AddBetToCoupon({ bet: { market: { id: `m${i}`, coef, gameId: 1000 + i } } })));
  store.setTypeId(typeId);
  // System 2 of 50: 1,225 lines at the 10 EUR minimum each.
  store.setSystemValue(2);
  store.setAmount(typeId === 4 ? 20_000 : 100);
  let autoruns = 0;
  let sink = 0;
  // What the coupon UI reads on every change.
  const stop = autorun(() => {
    autoruns++;
    sink += store.coef + store.possibleWin + store.possibleWinWithBonus + store.minPossibleWin + store.coefByView.length;
    sink += store.expressBonus.coef + store.violations.length + store.systemValues.length + store.pendingCoefChangeIds.length;
    sink += store.lockedMarketIds.length + (store.canPlace ? 1 : 0) + (store.isVipBetAvailable ? 1 : 0);
    for (const b of store.bets) sink += b.market.coef;
  });
  if (store.violations.length > 0) throw new Error(`coupon does not validate: ${store.violations.map((v) => v.code).join(', ')}`);
  const samples: number[] = [];
  const total = Math.round(seconds * rate);
  const start = performance.now();
  let u = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      // Publish every update that is due by now, each timed on its own; then yield so
      // timers (the throttled save) run as they would on the page.
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; u < due; u++) {
        const t = performance.now();
        bus.publish(new OddsChanged({ marketId: `m${u % BETS}`, coef: movedCoef(u) }));
        samples.push((performance.now() - t) * 1000);
      }
      if (u >= total) done();
      else setImmediate(tick);
    };
    tick();
  });
  // Let the last throttled save land.
  await new Promise((r) => setTimeout(r, 400));
  stop();
  store.dispose();
  if (!Number.isFinite(sink)) throw new Error('unreachable');
  return { median: median(samples), p95: p95(samples), updates: samples.length, autoruns, writes: storage.writes, bytes: storage.bytes };
}

const SECONDS = 3;
const express = await runStore(1, SECONDS, UPDATES_PER_SECOND);
const system = await runStore(4, SECONDS, UPDATES_PER_SECOND);
const line = (name: string, r: StoreRun) =>
  `  ${name}: ${r.updates} updates: median ${r.median.toFixed(1)} us, p95 ${r.p95.toFixed(1)} us per update (publish -> store -> autorun); ` +
  `${((r.median * UPDATES_PER_SECOND) / 1e4).toFixed(1)}% of a core at ${UPDATES_PER_SECOND}/s; ${r.autoruns} UI autoruns; ${r.writes} local saves of ${r.bytes} bytes`;
console.log(`\nCouponStore (MobX ${process.env.NODE_ENV} build), ${BETS} bets, OddsChanged paced at ${UPDATES_PER_SECOND}/s for ${SECONDS} s, UI computeds read by an autorun after each update`);
console.log(line('express (bonus offered)', express));
console.log(line('system 2 of 50', system));
console.log(
  `\nRESULT speedup_n20=${speedup20.toFixed(0)} table30_ms=${engineMs[30]!.toFixed(3)} store_update_us=${express.median.toFixed(1)} engine_update_us=${engineMedian.toFixed(1)} store_system_update_us=${system.median.toFixed(1)}`,
);

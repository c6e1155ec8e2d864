// Live odds benchmark: npm run bench:live (npx tsx bench/live.ts [--build] [--seconds N] [--rate N] [--trace FILE]).
// --trace FILE: a Chromium performance trace of the measured seconds (open it in DevTools'
// Performance panel to see what a long task ran; puppeteer's categories, JS samples included; tracing
// slows the page, so a traced run's figures are not the bench's).
// The built site (dist/) on a fresh server whose simulator feed pushes `rate` odds updates per
// second (default 5,000) through the real path: feed -> database batches -> live stream (SSE)
// -> the sports app's EventSource -> one MobX batch per frame -> the odd buttons. Headless
// Chromium opens multi-live with the first four live games picked (every market of each: the
// page's most, since issue 22 multi-live shows at most 4 boards; >= 200 odd buttons), puts a
// few odds into the coupon, then measures for `seconds` (default 10):
//  - long tasks over 50 ms (PerformanceObserver 'longtask');
//  - dropped frames: gaps between requestAnimationFrame callbacks, in frames of 16.7 ms;
//  - update-to-paint latency: each applied update carries the time its event arrived; the app's
//    probe (window.__siteLiveProbe) is called right after the frame's batch is applied, and a
//    timer set there runs once the frame has been painted;
//  - the coupon: at every frame its bets' coefs equal the page's prices, and after the feed
//    stops they equal the database's (the last value the stream sent).
// The page's CPU is throttled `--cpu-throttle` times (default 4: a low-end laptop) through the
// DevTools protocol, from the page load on.
// Also the main thread's busy share of the measured seconds (CDP Performance metrics), steadier
// than the long-task count on a noisy host.
// Last line: RESULT longtasks=<count> p95_ms=<ms> dropped_frames_pct=<pct> busy_pct=<pct> cpu_throttle=<x>.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchChromium } from '../test/browser/chromium';
import { startSite } from '../test/browser/site';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const MIN_MARKETS = 200;
const COUPON_BETS = 5;
const FRAME_MS = 1000 / 60;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

/** Installed before any page script: the probe and the observers, idle until `start()`. */
function instrument(frameMs: number) {
  interface Bench {
    on: boolean;
    latencies: number[];
    updates: number;
    longtasks: number[];
    frames: number;
    dropped: number;
    couponChecks: number;
    couponMismatches: string[];
    start(): void;
    stop(): void;
  }
  const w = window as unknown as { __bench: Bench; __siteLiveProbe: (arrivedAt: readonly number[], count: number) => void; System?: { import(n: string): Promise<unknown> } };
  let coupon: { bets: { market: { id: string; coef: number } }[] } | null = null;
  const b: Bench = {
    on: false,
    latencies: [],
    updates: 0,
    longtasks: [],
    frames: 0,
    dropped: 0,
    couponChecks: 0,
    couponMismatches: [],
    start() {
      b.on = true;
      let last = performance.now();
      const loop = (t: number) => {
        if (!b.on) return;
        const frames = Math.round((t - last) / frameMs);
        b.frames += 1;
        if (frames > 1) b.dropped += frames - 1;
        last = t;
        requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
      void w.System?.import('@site/stores').then((m) => {
        coupon = (m as { getRootStore(): { coupon: typeof coupon } }).getRootStore().coupon;
      });
    },
    stop() {
      b.on = false;
    },
  };
  w.__bench = b;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (b.on && e.duration > 50) b.longtasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  w.__siteLiveProbe = (arrivedAt) => {
    if (!b.on) return;
    b.updates += arrivedAt.length;
    // The batch was applied in this frame's callback; React commits in a microtask; this timer
    // runs after the frame is painted.
    setTimeout(() => {
      const now = performance.now();
      for (const a of arrivedAt) b.latencies.push(now - a);
      // The coupon moved in the same action as the page: its prices must be the page's.
      if (!coupon) return;
      b.couponChecks++;
      for (const bet of coupon.bets) {
        const el = document.querySelector(`[data-testid="odd"][data-market-id="${bet.market.id}"]`);
        const shown = el ? Number(el.getAttribute('data-coef')) : NaN;
        if (el && shown !== bet.market.coef && b.couponMismatches.length < 20) b.couponMismatches.push(`${bet.market.id}: coupon ${bet.market.coef}, page ${shown}`);
      }
    }, 0);
  };
}

async function addBets(page: Page, n: number): Promise<string[]> {
  const ids = await page.$$eval(
    '[data-testid="odd"][data-locked="false"]',
    (els, n) => {
      // On screen, one per game where possible: the page paints only what is on screen.
      const onScreen = els.filter((e) => e.getBoundingClientRect().bottom < innerHeight);
      const byGame = new Map<string, string>();
      for (const e of onScreen) if (!byGame.has(e.getAttribute('data-game-id')!)) byGame.set(e.getAttribute('data-game-id')!, e.getAttribute('data-market-id')!);
      const ids = [...byGame.values()];
      for (const e of onScreen) if (ids.length < n && !ids.includes(e.getAttribute('data-market-id')!)) ids.push(e.getAttribute('data-market-id')!);
      return ids.slice(0, n);
    },
    n,
  );
  for (const id of ids) {
    await page.click(`[data-testid="odd"][data-market-id="${id}"]`);
    await page.waitForSelector(`[data-testid="odd"][data-market-id="${id}"][data-selected="true"]`);
  }
  return ids;
}

async function main() {
  if (process.argv.includes('--build')) {
    const r = spawnSync(process.execPath, [resolve(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT });
    if (r.status !== 0) throw new Error('build failed');
  }
  const seconds = Number(arg('--seconds') ?? 10);
  const rate = Number(arg('--rate') ?? 5000);
  const throttle = Number(arg('--cpu-throttle') ?? 4);
  if (!Number.isFinite(throttle) || throttle < 1 || throttle > 20) throw new Error(`--cpu-throttle must be 1..20, not ${arg('--cpu-throttle')}`);
  // The full demo line (64 live games, ~3,300 live markets); the feed ticks every 50 ms and
  // the server writes and publishes a batch every 50 ms, so updates arrive as a steady flow.
  const t0 = Date.now();
  const log = (m: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)} s] ${m}`);
  const site = await startSite({ feed: { seed: 7, scale: 1, oddsUpdatesPerSecond: rate, run: true, tickMs: 50, flushMs: 50 } });
  log(`site up with ${rate} odds/s`);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    if (throttle > 1) await page.emulateCPUThrottling(throttle);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // tsx (esbuild keepNames) wraps named inner functions in __name(); the page has none.
    await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
    await page.evaluateOnNewDocument(instrument, FRAME_MS);
    // the picker lists the live games; the boards are the ones in ?games=
    await page.goto(`${site.url}/en/live/multi-live`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="multi-live-pick"]', { timeout: 60_000 });
    const picked = await page.$$eval('[data-testid="multi-live-pick"]', (els) => els.slice(0, 4).map((e) => e.getAttribute('data-game-id')));
    await page.goto(`${site.url}/en/live/multi-live?games=${picked.join(',')}`, { waitUntil: 'domcontentloaded' });
    log('page loaded');
    await page.waitForSelector('[data-testid="sports-app"][data-status="ready"]', { timeout: 60_000 });
    const markets = await page.$$eval('[data-testid="odd"]', (els) => els.length);
    log(`multi-live: ${markets} odd buttons, ${await page.$$eval('[data-testid="game-card"]', (els) => els.length)} games`);
    if (markets < MIN_MARKETS) throw new Error(`the page shows ${markets} markets, fewer than ${MIN_MARKETS}`);
    const bets = await addBets(page, COUPON_BETS);
    await new Promise((r) => setTimeout(r, 1000));

    log(`${bets.length} bets in the coupon; measuring for ${seconds} s`);
    const trace = arg('--trace');
    if (trace) await page.tracing.start({ path: trace, screenshots: false });
    const before = await page.metrics();
    await page.evaluate(() => (window as unknown as { __bench: { start(): void } }).__bench.start());
    await new Promise((r) => setTimeout(r, seconds * 1000));
    await page.evaluate(() => (window as unknown as { __bench: { stop(): void } }).__bench.stop());
    const after = await page.metrics();
    if (trace) await page.tracing.stop();
    const m = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { latencies: number[]; updates: number; longtasks: number[]; frames: number; dropped: number; couponChecks: number; couponMismatches: string[] } }).__bench;
      return { latencies: b.latencies, updates: b.updates, longtasks: b.longtasks, frames: b.frames, dropped: b.dropped, couponChecks: b.couponChecks, couponMismatches: b.couponMismatches };
    });

    // The last value the stream sent is the database's: stop the feed, write what is left,
    // give the stream and a frame time to deliver it, then read the coupon.
    site.feed?.stop();
    await site.app.feedSync.flush();
    await new Promise((r) => setTimeout(r, 1000));
    const coupon = await page.evaluate(async () => {
      const S = (window as unknown as { System: { import(n: string): Promise<{ getRootStore(): { coupon: { bets: { market: { id: string; coef: number } }[] } } }> } }).System;
      return (await S.import('@site/stores')).getRootStore().coupon.bets.map((b) => ({ id: b.market.id, coef: b.market.coef }));
    });
    const rows = await site.db.database.db
      .selectFrom('sb_markets')
      .select(['id', 'coef_milli'])
      .where('id', 'in', bets.map(Number))
      .execute();
    const dbCoef = new Map(rows.map((r) => [String(r.id), r.coef_milli / 1000]));
    const stale = coupon.filter((b) => dbCoef.get(b.id) !== b.coef).map((b) => `${b.id}: coupon ${b.coef}, stream ${dbCoef.get(b.id)}`);

    const p50 = quantile(m.latencies, 0.5);
    const p95 = quantile(m.latencies, 0.95);
    const droppedPct = m.frames + m.dropped === 0 ? 100 : (100 * m.dropped) / (m.frames + m.dropped);
    console.log(`updates applied: ${m.updates} in ${seconds} s (${(m.updates / seconds).toFixed(0)}/s, after per-frame coalescing)`);
    console.log(`latency update->paint: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...m.latencies).toFixed(1)} ms`);
    // The renderer's main thread, busy share of the measured seconds (CDP Performance metrics):
    // steadier from run to run than the count of long tasks, which a busy host moves a lot.
    const busy = (k: 'TaskDuration' | 'ScriptDuration' | 'LayoutDuration' | 'RecalcStyleDuration') => (100 * ((after[k] ?? 0) - (before[k] ?? 0))) / seconds;
    console.log(`main thread busy: ${busy('TaskDuration').toFixed(1)}% (script ${busy('ScriptDuration').toFixed(1)}%, layout ${busy('LayoutDuration').toFixed(1)}%, style ${busy('RecalcStyleDuration').toFixed(1)}%)`);
    console.log(`frames: ${m.frames} painted, ${m.dropped} dropped; long tasks: ${m.longtasks.length} (${m.longtasks.map((d) => d.toFixed(0)).join(', ') || 'none'} ms)`);
    console.log(`coupon: ${coupon.length} bets; checked at ${m.couponChecks} frames, ${m.couponMismatches.length} mismatches with the page; after the feed stopped ${stale.length} differ from the stream's last value`);
    for (const s of [...m.couponMismatches, ...stale]) console.log(`  ${s}`);
    if (errors.length > 0) console.log(`page errors: ${errors.join('; ')}`);
    if (coupon.length !== bets.length || stale.length > 0 || m.couponMismatches.length > 0) process.exitCode = 1;
    console.log(`RESULT longtasks=${m.longtasks.length} p95_ms=${p95.toFixed(1)} dropped_frames_pct=${droppedPct.toFixed(2)} busy_pct=${busy('TaskDuration').toFixed(1)} cpu_throttle=${throttle}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

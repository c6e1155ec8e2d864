// Boot benchmark: npm run bench:boot (npx tsx bench/boot.ts [--runs N] [--build] [--shell-root DIR] [--bytes [--redeploy]]).
// --bytes: the bytes alone, which are deterministic (no CPU throttling, no timing figures, one
// run per variant): the critical JS of each variant by file, then
// RESULT critical_js_kb=<shell KB> monolith_js_kb=<KB> critical_js_ratio=<shell / monolith>.
// --bytes --redeploy: also the header's redeploy below (slow, ~40 s), its bytes added to the
// RESULT line as redeploy_kb and redeploy_ratio. The full run (no --bytes) always measures the
// redeploy.
// --shell-root: measure the shell built in another checkout (its dist/ and import-maps/), to
// compare two builds of the shell against the same monolith.
// What single-spa + SystemJS + the import map cost against a monolith: the same home page
// (layout, header, home, footer, loading bar, after config and session) built once as the
// shell (dist/, scripts/build.mjs) and once as one esbuild bundle (bench/monolith/), both
// served by ONE server process against the same real API. Headless Chromium, CPU throttled
// 4x, cache disabled, a fresh incognito context per run, runs alternating in ABBA order
// after one unmeasured warm-up of each.
// Metrics per run: gzip bytes (zlib level 9, recomputed from the bodies) of the JavaScript
// that finished loading before the home app mounted; first contentful paint; the time the
// home app ([data-testid="home-app"]) appeared, seen by a MutationObserver in the page.
// The returning visitor (bench/boot-warm.ts): warm_boot_ratio, the median of per-pair
// shell/monolith mount times with the cache on and nothing changed (same throttling, ABBA); and
// after the header alone is redeployed, the bytes the visitor downloads again (HTML, map,
// scripts; not the API's answers): redeploy_kb (shell) and redeploy_ratio (shell / monolith).
// Last line: RESULT boot_ratio=<median of per-pair shell/monolith mount times> critical_js_kb=<shell KB>
// critical_js_ratio=<shell / monolith critical JS, medians> warm_boot_ratio=<r> redeploy_kb=<KB>
// redeploy_ratio=<r>; with --bytes: critical_js_kb, monolith_js_kb, critical_js_ratio, and with
// --redeploy too redeploy_kb, redeploy_ratio (bytes only).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Browser, HTTPResponse } from 'puppeteer-core';
import { buildApp } from '../server/app';
import { launchChromium } from '../test/browser/chromium';
import { createTestDb, type TestDb } from '../test/server/helper';
import { redeploy, warmBoot, type RedeployResult } from './boot-warm';
import { buildMonolith, type MonolithBuild } from './monolith/build';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const CPU_SLOWDOWN = 4;
const RUN_TIMEOUT_MS = 30_000;
const FCP_WAIT_MS = 3_000;
/** The bench server's import-map write token (npm run deploy in the redeploy measure). */
const DEPLOY_TOKEN = 'bench-boot-deploy';

type Variant = 'shell' | 'monolith';
const PATHS: Record<Variant, string> = { shell: '/en', monolith: '/bench-monolith/en' };

interface Run {
  variant: Variant;
  mountedMs: number;
  fcpMs: number;
  jsGzipBytes: number;
  jsFiles: number;
  /** JS URLs fetched more than once before mount (preload not reused): a cost worth seeing. */
  refetched: number;
  /** Path -> gzip bytes of each critical JS file. */
  files: Record<string, number>;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function median(xs: readonly number[]): number {
  return quantile(xs, 0.5);
}
/** Linear interpolation between closest ranks (the usual "p90"). */
export function quantile(xs: readonly number[], q: number): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (s[lo] as number) + ((s[hi] as number) - (s[lo] as number)) * (pos - lo);
}

/** The built shell, built first when missing (or when --build is given). */
function ensureShellBuilt(force: boolean): void {
  if (!force && existsSync(join(ROOT, 'dist/index.production.html'))) return;
  console.log('building the shell (node scripts/build.mjs) ...');
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit', timeout: 300_000 });
  if (r.status !== 0) throw new Error(`the build failed (${r.status ?? r.signal})`);
}

/**
 * A copy of the built shell (dist/ minus source maps, and import-maps/), so a rebuild by
 * someone else during the runs cannot pull files from under the server. A copy taken in the
 * middle of a build is refused (a file the page names is missing) and taken again.
 */
async function snapshotShell(shellRoot: string): Promise<{ distDir: string; importMapsDir: string; drop(): void }> {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-boot-'));
    const drop = () => rmSync(dir, { recursive: true, force: true });
    const distDir = join(dir, 'dist');
    const importMapsDir = join(dir, 'import-maps');
    cpSync(join(shellRoot, 'dist'), distDir, { recursive: true, filter: (src) => !src.endsWith('.map') && !src.includes('.map.') && !src.includes('bench-monolith') });
    cpSync(join(shellRoot, 'import-maps'), importMapsDir, { recursive: true });
    const html = readFileSync(join(distDir, 'index.production.html'), 'utf8');
    const named = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    const missing = named.filter((url) => !existsSync(join(distDir, url)));
    if (named.length > 0 && missing.length === 0) return { distDir, importMapsDir, drop };
    drop();
    if (attempt >= 10) throw new Error(`dist/ stays incomplete (missing ${missing.slice(0, 3).join(', ')}): is a build running?`);
    await new Promise((r) => setTimeout(r, 3000));
  }
}

/** The bench's server: the site and the monolith's page and folder, the monolith swappable. */
interface BenchServer {
  url: string;
  app: FastifyInstance;
  db: TestDb;
  /** Serves another monolith build (its assets copied beside the first's). */
  serveMonolith(build: MonolithBuild): void;
}

/** One server for both variants: the site as test/browser/site.ts serves it, plus the monolith's folder. */
async function startServer(shell: { distDir: string; importMapsDir: string }, monolith: MonolithBuild): Promise<BenchServer> {
  const db = await createTestDb('sqlite');
  const app = await buildApp({ database: db.database, distDir: shell.distDir, importMapsDir: shell.importMapsDir, production: true, deployToken: DEPLOY_TOKEN });
  const assets = join(monolith.dir, 'assets');
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/bench-monolith/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    decorateReply: false,
  });
  let html = readFileSync(join(monolith.dir, 'index.html'), 'utf8');
  app.get('/bench-monolith/:lang', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    serveMonolith(build) {
      cpSync(join(build.dir, 'assets'), assets, { recursive: true });
      html = readFileSync(join(build.dir, 'index.html'), 'utf8');
    },
  };
}

/**
 * Installed before any page script: records when the home app appears and the FCP. A string,
 * not a function: tsx's name helpers would not exist inside the page.
 */
const PAGE_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (window.__benchMounted === undefined && document.querySelector('[data-testid="home-app"]')) {
      window.__benchMounted = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__benchFcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
})()`;

const READ_PROBE = `(() => ({
  mounted: window.__benchMounted,
  fcp: window.__benchFcp === undefined ? null : window.__benchFcp,
  js: performance.getEntriesByType('resource')
    .filter((e) => /\\.m?js(\\?|$)/.test(e.name) && e.responseEnd <= window.__benchMounted)
    .map((e) => e.name),
}))()`;

async function measure(browser: Browser, base: string, variant: Variant, throttle = true): Promise<Run> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    if (throttle) await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.evaluateOnNewDocument(PAGE_PROBE);
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response: HTTPResponse) => {
      const url = response.url();
      if (!/\.m?js(\?|$)/.test(url) || bodies.has(url) || response.status() >= 300) return;
      bodies.set(url, response.buffer().then((b) => Buffer.from(b)).catch(() => null));
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(base + PATHS[variant], { waitUntil: 'domcontentloaded', timeout: RUN_TIMEOUT_MS });
    try {
      await page.waitForFunction('window.__benchMounted !== undefined', { timeout: RUN_TIMEOUT_MS, polling: 50 });
    } catch (error) {
      const bootError = await page.evaluate("document.getElementById('site-root')?.getAttribute('data-boot-error') ?? ''").catch(() => '');
      throw new Error(`${variant}: the home app did not mount (${[bootError, ...errors].filter(Boolean).join('; ') || String(error)})`);
    }
    await page
      .waitForFunction('window.__benchFcp !== undefined', { timeout: FCP_WAIT_MS, polling: 50 })
      .catch(() => undefined);
    const probe = (await page.evaluate(READ_PROBE)) as { mounted: number; fcp: number | null; js: string[] };
    const urls = [...new Set(probe.js)];
    let gz = 0;
    const files: Record<string, number> = {};
    for (const url of urls) {
      const body = (await bodies.get(url)) ?? Buffer.from(await (await fetch(url)).arrayBuffer());
      const size = gzipSync(body, { level: 9 }).length;
      files[new URL(url).pathname] = size;
      gz += size;
    }
    return { variant, mountedMs: probe.mounted, fcpMs: probe.fcp ?? NaN, jsGzipBytes: gz, jsFiles: urls.length, refetched: probe.js.length - urls.length, files };
  } finally {
    await context.close().catch(() => undefined);
  }
}

function table(runs: readonly Run[]): string {
  const rows: string[][] = [['variant', 'metric', 'median', 'p90', 'min', 'max']];
  const metrics: Array<[string, (r: Run) => number, number]> = [
    ['home mounted (ms)', (r) => r.mountedMs, 0],
    ['FCP (ms)', (r) => r.fcpMs, 0],
    ['critical JS (gzip KB)', (r) => r.jsGzipBytes / 1024, 1],
    ['critical JS files', (r) => r.jsFiles, 0],
  ];
  for (const variant of ['shell', 'monolith'] as const) {
    const mine = runs.filter((r) => r.variant === variant);
    for (const [name, get, digits] of metrics) {
      const xs = mine.map(get);
      rows.push([variant, name, ...[median(xs), quantile(xs, 0.9), Math.min(...xs), Math.max(...xs)].map((x) => x.toFixed(digits))]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n');
}

function printFiles(run: Run): void {
  console.log(`${run.variant} critical JS by file (gzip KB): ${(run.jsGzipBytes / 1024).toFixed(1)} KB in ${run.jsFiles} files`);
  for (const [path, size] of Object.entries(run.files).sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1024).toFixed(1).padStart(6)}  ${path}`);
}

const ratio = (shell: number, monolith: number) => (shell / monolith).toFixed(2);

/** The header redeployed between two visits (last: it changes the server's map and monolith). */
async function measureRedeploy(browser: Browser, server: BenchServer, shell: { distDir: string }): Promise<RedeployResult> {
  const result = await redeploy(browser, ROOT, {
    base: server.url,
    shellPath: PATHS.shell,
    monolithPath: PATHS.monolith,
    deployToken: DEPLOY_TOKEN,
    cdnDir: join(shell.distDir, 'assets'),
    serveMonolith: (build) => server.serveMonolith(build),
  });
  console.log(`after the header's redeploy, downloaded again (bytes on the wire, not the API's answers):`);
  console.log(`  shell ${(result.shellBytes / 1024).toFixed(1)} KB: ${result.shellUrls.join(', ')}`);
  console.log(`  monolith ${(result.monolithBytes / 1024).toFixed(1)} KB: ${result.monolithUrls.join(', ')}`);
  return result;
}

const redeployFigures = (r: RedeployResult) => `redeploy_kb=${(r.shellBytes / 1024).toFixed(1)} redeploy_ratio=${ratio(r.shellBytes, r.monolithBytes)}`;

/**
 * --bytes: one unthrottled run of each variant; bytes only (deterministic, unlike times). With
 * `withRedeploy` (--redeploy) the header's redeploy too.
 */
async function measureBytes(browser: Browser, server: BenchServer, shellDist: { distDir: string }, withRedeploy: boolean): Promise<void> {
  const shell = await measure(browser, server.url, 'shell', false);
  const monolith = await measure(browser, server.url, 'monolith', false);
  printFiles(shell);
  console.log('');
  printFiles(monolith);
  console.log('');
  const redeployed = withRedeploy ? ` ${redeployFigures(await measureRedeploy(browser, server, shellDist))}` : '';
  console.log(
    `RESULT critical_js_kb=${(shell.jsGzipBytes / 1024).toFixed(1)} monolith_js_kb=${(monolith.jsGzipBytes / 1024).toFixed(1)} ` +
      `critical_js_ratio=${ratio(shell.jsGzipBytes, monolith.jsGzipBytes)}${redeployed}`,
  );
}

async function main(): Promise<void> {
  const runs = Math.max(1, Math.min(100, Number(arg('--runs') ?? 10) || 10));
  const shellRoot = resolve(arg('--shell-root') ?? ROOT);
  if (shellRoot === ROOT) ensureShellBuilt(process.argv.includes('--build'));
  // The monolith from the same sources as the shell measured, when that checkout has this bench.
  const monolith = await buildMonolith(existsSync(join(shellRoot, 'bench/monolith/main.tsx')) ? shellRoot : ROOT);
  console.log(`monolith: ${monolith.script} and ${monolith.chunks - 1} chunks, ${(monolith.bytes / 1024).toFixed(1)} KB, ${(monolith.gzipBytes / 1024).toFixed(1)} KB gzip in all`);
  const shell = await snapshotShell(shellRoot);
  const server = await startServer(shell, monolith).catch((error: unknown) => {
    shell.drop();
    throw error;
  });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    if (process.argv.includes('--bytes')) return await measureBytes(browser, server, shell, process.argv.includes('--redeploy'));
    // Warm-up (not measured): the server's first answers and the browser's first page.
    await measure(browser, server.url, 'shell');
    await measure(browser, server.url, 'monolith');
    const results: Run[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < runs; i++) {
      // ABBA: which variant goes first alternates, so drift favours neither.
      const order: Variant[] = i % 2 === 0 ? ['shell', 'monolith'] : ['monolith', 'shell'];
      const pair = {} as Record<Variant, Run>;
      for (const v of order) pair[v] = await measure(browser, server.url, v);
      results.push(pair.shell, pair.monolith);
      ratios.push(pair.shell.mountedMs / pair.monolith.mountedMs);
      console.log(
        `run ${i + 1}/${runs}: shell ${pair.shell.mountedMs.toFixed(0)} ms (fcp ${pair.shell.fcpMs.toFixed(0)}), ` +
          `monolith ${pair.monolith.mountedMs.toFixed(0)} ms (fcp ${pair.monolith.fcpMs.toFixed(0)}), ratio ${ratios.at(-1)!.toFixed(2)}`,
      );
    }
    const refetched = results.filter((r) => r.refetched > 0);
    if (refetched.length > 0) console.log(`note: ${refetched.length} runs fetched some JS twice before mount (counted once)`);
    const lastShell = results.filter((r) => r.variant === 'shell').at(-1);
    if (lastShell) {
      console.log('');
      printFiles(lastShell);
    }
    console.log('');
    console.log(`CPU ${CPU_SLOWDOWN}x slower, cache disabled, ${runs} runs each; ratio p90 ${quantile(ratios, 0.9).toFixed(2)}`);
    console.log(table(results));
    // The returning visitor: the cache on, nothing changed (ABBA again), then the redeploy.
    const warmRatios: number[] = [];
    for (let i = 0; i < runs; i++) {
      const order: Variant[] = i % 2 === 0 ? ['shell', 'monolith'] : ['monolith', 'shell'];
      const pair = {} as Record<Variant, number>;
      for (const v of order) pair[v] = await warmBoot(browser, server.url + PATHS[v], CPU_SLOWDOWN);
      warmRatios.push(pair.shell / pair.monolith);
      console.log(`warm run ${i + 1}/${runs}: shell ${pair.shell.toFixed(0)} ms, monolith ${pair.monolith.toFixed(0)} ms, ratio ${warmRatios.at(-1)!.toFixed(2)}`);
    }
    const redeployed = await measureRedeploy(browser, server, shell);
    const jsBytes = (variant: Variant) => median(results.filter((r) => r.variant === variant).map((r) => r.jsGzipBytes));
    console.log(
      `RESULT boot_ratio=${median(ratios).toFixed(2)} critical_js_kb=${(jsBytes('shell') / 1024).toFixed(1)} ` +
        `critical_js_ratio=${ratio(jsBytes('shell'), jsBytes('monolith'))} warm_boot_ratio=${median(warmRatios).toFixed(2)} ${redeployFigures(redeployed)}`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await server.app.close().catch(() => undefined);
    await server.db.drop().catch(() => undefined);
    shell.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

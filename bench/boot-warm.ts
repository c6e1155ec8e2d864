// The returning visitor of bench:boot (issue 21): the browser's cache on, in one browser context.
//  - warm boot: the home page visited once, then again, nothing changed: the time the home app
//    appears on the second visit.
//  - redeploy: the header changes (its English "Sports" link becomes "Sports (new)") and is
//    redeployed; the visitor comes back. The shell: `npm run deploy -- parcel-header` from a copy
//    of the sources, against the bench's server (one unit built and uploaded, the live map
//    PATCHed). The monolith: rebuilt from the same changed copy, its new page served. Counted:
//    the bytes that crossed the network on the second visit (CDP encodedDataLength: headers and
//    compressed bodies) for everything but the platform API's answers, which both variants ask
//    for alike: the HTML, the import map, the scripts.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { buildMonolith, type MonolithBuild } from './monolith/build';

/** What the redeploy changes: the header's English label of the line. */
const BEFORE = "nav_line: 'Sports'";
const AFTER = "nav_line: 'Sports (new)'";
const HEADER_LOCALE = ['parcels', 'header', 'src', 'locales', 'en.ts'];
const API = /^\/(web-api|bff-api)\//;
const MOUNTED = '[data-testid="home-app"]';

/** Bytes over the network of the page's non-API requests, from CDP (counts what no cache answered). */
async function countBytes(page: Page): Promise<{ stop(): { bytes: number; urls: string[] } }> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const sizes: Array<[string, number]> = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url && url.startsWith('http') && !API.test(new URL(url).pathname) && e.encodedDataLength > 0) sizes.push([url, e.encodedDataLength]);
  });
  return {
    stop() {
      void cdp.detach().catch(() => undefined);
      return { bytes: sizes.reduce((sum, [, n]) => sum + n, 0), urls: sizes.map(([u, n]) => `${new URL(u).pathname} ${n}`) };
    },
  };
}

/** Opens `url` in the context, waits for the home app and for the network to settle. */
async function visit(context: BrowserContext, url: string, opts: { throttle?: number; expectText?: string } = {}): Promise<{ page: Page; mountedMs: number }> {
  const page = await context.newPage();
  await page.setCacheEnabled(true);
  if (opts.throttle) await page.emulateCPUThrottling(opts.throttle);
  await page.evaluateOnNewDocument(`(() => {
    const observer = new MutationObserver(() => {
      if (window.__benchMounted === undefined && document.querySelector('${MOUNTED}')) {
        window.__benchMounted = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`);
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.waitForFunction('window.__benchMounted !== undefined', { timeout: 30_000, polling: 50 });
  if (opts.expectText !== undefined) {
    await page
      .waitForFunction((text) => document.querySelector('[data-testid="header"]')?.textContent?.includes(text) === true, { timeout: 30_000 }, opts.expectText)
      .catch(async (error: unknown) => {
        const header = await page.evaluate(() => document.querySelector('[data-testid="header"]')?.textContent ?? '(no header)');
        throw new Error(`${url}: the header does not say "${opts.expectText}": ${header.slice(0, 200)}`, { cause: error });
      });
  }
  return { page, mountedMs: Number(await page.evaluate('window.__benchMounted')) };
}

/** One warm visit's mount time: a first visit fills the cache, the second is measured. */
export async function warmBoot(browser: Browser, url: string, throttle: number): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const first = await visit(context, url, { throttle });
    await first.page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 }).catch(() => undefined);
    await first.page.close();
    const second = await visit(context, url, { throttle });
    return second.mountedMs;
  } finally {
    await context.close().catch(() => undefined);
  }
}

export interface RedeployTarget {
  /** The site's origin (the bench's server). */
  base: string;
  shellPath: string;
  monolithPath: string;
  /** For `npm run deploy`: the live map's service and the CDN directory the server serves. */
  deployToken: string;
  cdnDir: string;
  /** Makes a monolith build the one the server answers with (its assets copied into the served folder). */
  serveMonolith(build: MonolithBuild): void;
}

export interface RedeployResult {
  shellBytes: number;
  monolithBytes: number;
  shellUrls: string[];
  monolithUrls: string[];
}

/** The header redeployed between two visits of each variant (see the top of the file). */
export async function redeploy(browser: Browser, root: string, target: RedeployTarget): Promise<RedeployResult> {
  const work = mkdtempSync(join(tmpdir(), 'bench-redeploy-'));
  const contexts = [await browser.createBrowserContext(), await browser.createBrowserContext()] as const;
  try {
    // the team's checkout, with the header changed
    const src = join(work, 'src');
    cpSync(root, src, { recursive: true, filter: (from) => !/\/(node_modules|dist|\.git|\.data|coverage)$/.test(from) });
    symlinkSync(join(root, 'node_modules'), join(src, 'node_modules'));
    const locale = join(src, ...HEADER_LOCALE);
    const text = readFileSync(locale, 'utf8');
    if (!text.includes(BEFORE)) throw new Error(`${HEADER_LOCALE.join('/')} no longer has ${BEFORE}: update bench/boot-warm.ts`);
    writeFileSync(locale, text.replace(BEFORE, AFTER));

    // first visits: the cache filled with the old page
    for (const [context, path] of [
      [contexts[0], target.shellPath],
      [contexts[1], target.monolithPath],
    ] as const) {
      const { page } = await visit(context, target.base + path, { expectText: 'Sports' });
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 }).catch(() => undefined);
      await page.close();
    }

    const deployed = await run('npm', ['run', '-s', 'deploy', '--', 'parcel-header'], src, {
      DEPLOY_URL: target.base,
      DEPLOY_TOKEN: target.deployToken,
      CDN_DIR: target.cdnDir,
    });
    if (deployed.code !== 0) throw new Error(`npm run deploy -- parcel-header failed:\n${deployed.out}`);
    target.serveMonolith(await buildMonolith(src));

    const measure = async (context: BrowserContext, path: string) => {
      const page = await context.newPage();
      await page.setCacheEnabled(true);
      const counter = await countBytes(page);
      await page.goto(target.base + path, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await page.waitForFunction((t) => document.querySelector('[data-testid="header"]')?.textContent?.includes(t) === true, { timeout: 30_000 }, 'Sports (new)');
      await page.waitForSelector(MOUNTED, { timeout: 30_000 });
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
      return counter.stop();
    };
    const shell = await measure(contexts[0], target.shellPath);
    const monolith = await measure(contexts[1], target.monolithPath);
    return { shellBytes: shell.bytes, monolithBytes: monolith.bytes, shellUrls: shell.urls, monolithUrls: monolith.urls };
  } finally {
    for (const c of contexts) await c.close().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

function run(cmd: string, args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

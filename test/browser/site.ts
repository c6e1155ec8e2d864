// Serves the built site (dist/) from a fresh server on a fresh SQLite database, on a free port.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'puppeteer-core';
import { buildApp } from '../../server/app';
import { createSimulatorFeed, type SimulatorFeed, type SimulatorOptions } from '../../server/feed/index';
import { createTestDb, type TestDb } from '../server/helper';
import { fixtureCatalogue } from '../server/sportsbook-fixture';
import { launchChromium } from './chromium';
import { openPage } from './open-page';

export interface RunningSite {
  url: string;
  app: FastifyInstance;
  db: TestDb;
  /** The simulator behind the catalogue, when started with `feed`. */
  feed: SimulatorFeed | null;
  /** Moves the feed on by `ms` of feed time and publishes what changed to the live stream at once. */
  tick(ms: number): Promise<void>;
  /** Runs an operator command (`npm run admin -- <args>`) on this site's database; its JSON answer. */
  admin(...args: string[]): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A seeded simulator catalogue in the database. By default the test drives it (`tick`); with
 * `run: true` the feed runs on its own clock and the database batches on a timer (benchmarks).
 */
export interface SiteFeedOptions extends Partial<Omit<SimulatorOptions, 'now'>> {
  run?: boolean;
  /** Real ms between database batches when running (the server's default is 250). */
  flushMs?: number;
}

// __dirname under jest (CommonJS); benchmarks run as ES modules from the package root (npm run).
const ROOT = typeof __dirname === 'string' ? join(__dirname, '..', '..') : process.cwd();

/**
 * `consent`: show the cookie-consent modal (issue 16) as a first visit does. Off unless asked, so
 * tests of other features are not covered by it (the config's `thirdparty.cookieConsentEnabled`).
 */
export interface SiteOptions {
  production?: boolean;
  feed?: SiteFeedOptions;
  consent?: boolean;
}

export async function startSite(opts: SiteOptions = {}): Promise<RunningSite> {
  const distDir = join(ROOT, 'dist');
  if (!existsSync(join(distDir, 'index.production.html'))) {
    throw new Error('The site is not built: run `npm run build` before the browser tests');
  }
  const db = await createTestDb('sqlite');
  const { run = false, flushMs, ...simulator } = opts.feed ?? {};
  const app = await buildApp({
    database: db.database,
    distDir,
    importMapsDir: join(ROOT, 'import-maps'),
    production: opts.production ?? true,
    ...(flushMs !== undefined && { sportsbook: { flushMs } }),
  });
  const feed = opts.feed ? createSimulatorFeed({ seed: 7, ...simulator, now: Date.now() }) : null;
  if (feed) {
    await app.feedSync.attach(feed, { timer: run });
    if (run) feed.start();
  }
  if (!opts.consent) await app.siteConfig.set('thirdparty', 'cookieConsentEnabled', false);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    feed,
    admin: async (...args) => {
      const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/admin/cli.ts'), ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: db.url },
      });
      return JSON.parse(stdout) as Record<string, unknown>;
    },
    tick: async (ms) => {
      if (!feed) throw new Error('startSite: tick() needs a site started with `feed`');
      feed.tick(ms);
      await app.feedSync.flush();
    },
    close: async () => {
      feed?.stop();
      await app.close();
      await db.drop();
    },
  };
}

/** A browser test file's site and Chromium, there once the file's first beforeAll has run. */
export interface SiteAndBrowser {
  readonly site: RunningSite;
  readonly browser: Browser;
  /** openPage (a fresh browser context) on `path` of the site, e.g. '/en/line'. */
  open(path: string, before?: (page: Page) => Promise<void>): Promise<{ page: Page; errors: string[] }>;
}

/**
 * For a browser test file, at its top: starts the site (startSite's options) and Chromium together
 * in a beforeAll and closes both in an afterAll. `catalogue` loads the sportsbook fixture catalogue
 * (fixtureCatalogue(): known games, markets and coefs) once the site is up. A file's own beforeAll,
 * declared after this call, runs after it and can use the handle.
 */
export function withSiteAndBrowser(opts: SiteOptions & { catalogue?: boolean } = {}): SiteAndBrowser {
  const { catalogue = false, ...siteOptions } = opts;
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startSite(siteOptions)]);
    if (catalogue) await site.app.catalogue.loadSnapshot(fixtureCatalogue());
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('withSiteAndBrowser: the site and the browser start in beforeAll; use them in a hook or a test');
    return value;
  };
  const handle: SiteAndBrowser = {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
    open: (path, before) => openPage(handle.browser, `${handle.site.url}${path}`, before),
  };
  return handle;
}

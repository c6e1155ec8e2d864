// End to end (issue 20): the built site is served, the header is changed and deployed alone
// with `npm run deploy` (build one unit, upload to the CDN directory, PATCH the live map),
// a returning visitor sees the new header and downloads only the header's files again, and
// rollback brings the old header back without downloading anything.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'puppeteer-core';
import { buildApp } from '../../server/app';
import { createTestDb, type TestDb } from '../server/helper';
import { launchChromium } from './chromium';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..');
const TOKEN = 'e2e-deploy-token';
const VERSION_CHECK_MS = 500;

/** `npm run deploy -- <args>` in the team's checkout, against the running site. */
function npmDeploy(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'deploy', '--', ...args], {
      cwd: join(work, 'src'),
      env: { ...process.env, DEPLOY_URL: url, DEPLOY_TOKEN: TOKEN, CDN_DIR: join(work, 'dist', 'assets') },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

let work: string;
let db: TestDb;
let app: FastifyInstance;
let browser: Browser;
let url: string;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist', 'index.production.html')))
    throw new Error('The site is not built: run `npm run build` before the browser tests');
  work = mkdtempSync(join(tmpdir(), 'site-deploy-e2e-'));
  // the served site: a copy of the build, so deploys land in its own CDN directory
  cpSync(join(ROOT, 'dist'), join(work, 'dist'), { recursive: true });
  // the team's checkout: the sources, with the header about to change
  const src = join(work, 'src');
  cpSync(ROOT, src, { recursive: true, filter: (from) => !/\/(node_modules|dist|\.git|\.data|coverage)$/.test(from) });
  symlinkSync(join(ROOT, 'node_modules'), join(src, 'node_modules'));
  db = await createTestDb('sqlite');
  app = await buildApp({
    database: db.database,
    distDir: join(work, 'dist'),
    importMapsDir: join(ROOT, 'import-maps'),
    production: true,
    deployToken: TOKEN,
  });
  // The update notice's check every 500 ms instead of 60 s (application.versionCheckDelayMs).
  await app.siteConfig.set('application', 'versionCheckDelayMs', VERSION_CHECK_MS);
  // no cookie-consent modal over the page (test/browser/consent.test.ts covers it)
  await app.siteConfig.set('thirdparty', 'cookieConsentEnabled', false);
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Visits /en in the same browser context (its cache kept) and lists the assets that came from the network. */
async function visit(page: Page, expectedNav: string): Promise<string[]> {
  const fetched: string[] = [];
  const onResponse = (res: import('puppeteer-core').HTTPResponse) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/assets/') && !res.fromCache()) fetched.push(path);
  };
  page.on('response', onResponse);
  await page.goto(`${url}/en`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="header"] a[href="/en/line"]')?.textContent === text,
    {},
    expectedNav,
  );
  await page.waitForSelector('[data-testid="home-app"]');
  page.off('response', onResponse);
  return fetched.sort();
}

test('deploying the header alone: the new header after reload, only its files downloaded; rollback restores the old one', async () => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  const first = await visit(page, 'Sports');
  expect(first.length).toBeGreaterThan(5);

  const locale = join(work, 'src', 'parcels', 'header', 'src', 'locales', 'en.ts');
  writeFileSync(locale, readFileSync(locale, 'utf8').replace("nav_line: 'Sports'", "nav_line: 'Sports (new)'"));
  const deployed = await npmDeploy(['parcel-header']);
  expect(deployed).toMatchObject({ code: 0 });
  const newUrl = /-> (\/assets\/site-parcel-header\.[\w-]+\.js) in the production import map/.exec(deployed.out)?.[1] as string;
  expect(newUrl).toBeDefined();
  expect(existsSync(join(work, 'dist', newUrl.replace('/assets/', 'assets/') + '.br'))).toBe(true);

  const second = await visit(page, 'Sports (new)');
  expect(second).toEqual([newUrl]);

  expect(await npmDeploy(['--rollback', 'parcel-header'])).toMatchObject({ code: 0 });
  const third = await visit(page, 'Sports');
  expect(third).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a running page learns of a deploy: notice-update, whose action reloads into the new header', async () => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // the first check gives the version the page runs; the deploy comes after it
  const firstCheck = page.waitForResponse((res) => new URL(res.url()).pathname === '/version.json', { timeout: 30_000 });
  await page.goto(`${url}/en`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="home-app"]');
  await firstCheck;
  expect(await page.$('[data-testid="notice-update"]')).toBeNull();

  const locale = join(work, 'src', 'parcels', 'header', 'src', 'locales', 'en.ts');
  const before = readFileSync(locale, 'utf8');
  writeFileSync(locale, before.replace(/nav_line: '[^']*'/, "nav_line: 'Sports (update)'"));
  try {
    expect(await npmDeploy(['parcel-header'])).toMatchObject({ code: 0 });
    const notice = await page.waitForSelector('[data-testid="notification-area-top"] [data-testid="notice-update"]', { timeout: 30_000 });
    expect(await notice?.$eval('[data-testid="notification-text"]', (el) => el.textContent)).toBe(
      'A new version of the site is available. Reload the page to use it.',
    );
    expect(await page.$$('[data-testid="notice-update"]')).toHaveLength(1);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      page.click('[data-testid="notice-update"] [data-testid="notification-action"]'),
    ]);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header"] a[href="/en/line"]')?.textContent === 'Sports (update)',
      { timeout: 30_000 },
    );
  } finally {
    writeFileSync(locale, before);
    await npmDeploy(['--rollback', 'parcel-header']);
  }
  expect(errors).toEqual([]);
  await context.close();
});

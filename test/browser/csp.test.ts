// Issue 23, headers: the built site keeps working under the Content-Security-Policy with 0
// violations reported (securitypolicyviolation events and CSP console errors): home, the line,
// the office, the casino lobby and search, registration, an information page, promotions,
// lotto, esports, a failing remote slot, import-map-overrides (its UI and an override from an
// allowed host) and the development shell.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'puppeteer-core';
import { quickPlayer } from '../server/sportsbook-fixture';
import { launchChromium } from './chromium';
import { type RunningSite, startSite } from './site';

jest.setTimeout(60_000);

let browser: Browser;
let site: RunningSite;
let dev: RunningSite;
beforeAll(async () => {
  [browser, site, dev] = await Promise.all([launchChromium(), startSite({ feed: { seed: 7, scale: 0.1 } }), startSite({ production: false })]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await dev?.close();
});

interface Watched {
  page: Page;
  /** securitypolicyviolation events seen by the page, and console errors about the policy. */
  violations(): Promise<string[]>;
  errors: string[];
}

async function watch(url: string, before?: (page: Page) => Promise<void>): Promise<Watched> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleCsp: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (process.env.CSP_DEBUG) process.stderr.write(`console ${m.type()}: ${m.text()}\n`);
    if (m.type() === 'error' && /Content Security Policy|Refused to (load|execute|evaluate|apply|connect|frame)/i.test(m.text())) consoleCsp.push(m.text());
  });
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  if (before) await before(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return {
    page,
    errors,
    violations: async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleCsp],
  };
}

async function expectClean(w: Watched): Promise<void> {
  expect(await w.violations()).toEqual([]);
  expect(w.errors).toEqual([]);
  await w.page.browserContext().close();
}

test('the listener sees a violation: an inline script without the nonce is refused and reported', async () => {
  const w = await watch(`${site.url}/en`);
  await w.page.waitForSelector('[data-testid="home-app"]');
  await w.page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.appendChild(s);
  });
  await w.page.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0);
  expect(await w.page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect((await w.violations())[0]).toMatch(/^script-src/);
  await w.page.browserContext().close();
});

test('home: the shell, the layout and every parcel start with 0 violations', async () => {
  const w = await watch(`${site.url}/en`);
  await w.page.waitForSelector('[data-testid="home-app"]');
  await w.page.waitForSelector('[data-slot="footer"] [data-testid="footer"]');
  await w.page.waitForSelector('[data-testid="loading-bar"][data-active="false"]');
  await expectClean(w);
});

test('the line: the sports app with its odds, with 0 violations', async () => {
  const w = await watch(`${site.url}/en/line`);
  await w.page.waitForSelector('[data-testid="sports-app"][data-status="ready"] [data-testid="odd"]');
  await expectClean(w);
});

test('the office of a signed-in player, with 0 violations', async () => {
  const player = await quickPlayer(site.app);
  const [name, value] = player.cookie.split('=') as [string, string];
  const w = await watch(`${site.url}/en/office/account`, (p) => p.setCookie({ name, value, url: site.url }));
  await w.page.waitForSelector('[data-testid="office-app"]');
  await w.page.waitForSelector('[data-testid="loading-bar"][data-active="false"]');
  await expectClean(w);
});

// every other page application (each parcel with its own stylesheet and scripts), as a guest
test.each([
  ['casino lobby', '/en/slots', '[data-testid="casino-lobby"]'],
  ['casino search', '/en/casino-search?q=lucky', '[data-testid="casino-search-page"]'],
  ['registration', '/en/registration', '[data-testid="registration-page"]'],
  ['an information page (remote front-end)', '/en/information/about', '[data-testid="information-page"]'],
  ['promotions', '/en/promotions', '[data-testid="promotions-app"]'],
  ['lotto', '/en/lotto', '[data-testid="lotto-app"]'],
  ['esports', '/en/cyber/real', '[data-testid="cyber-app"]'],
])('%s, with 0 violations', async (_name, path, ready) => {
  const w = await watch(`${site.url}${path}`);
  await w.page.waitForSelector(ready);
  await w.page.waitForSelector('[data-slot="footer"] [data-testid="footer"]');
  await w.page.waitForSelector('[data-testid="loading-bar"][data-active="false"]');
  await expectClean(w);
});

test('a failing remote slot shows its error block with 0 violations', async () => {
  const w = await watch(`${site.url}/en/information/howbet`, async (p) => {
    await p.setRequestInterception(true);
    p.on('request', (req) => {
      if (req.url().includes('/remote/information/')) void req.respond({ status: 500, contentType: 'application/json', body: '{}' });
      else void req.continue();
    });
  });
  await w.page.waitForSelector('[data-parcel="@site/app-information"] [data-testid="mf-error"]');
  // the 500 itself is logged by the browser as a failed resource, not a policy matter
  await expectClean(w);
});

test('import-map-overrides: its UI behind the devtools flag and an override from an allowed host load with 0 violations', async () => {
  const map = (await (await fetch(`${site.url}/import-maps/production.json`)).json()) as { imports: Record<string, string> };
  // a developer's server on "localhost" (another origin, on the site config's allowlist) serving the header bundle with CORS
  const bundle = await (await fetch(`${site.url}${map.imports['@site/parcel-header'] as string}`)).text();
  const devServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' });
    res.end(bundle);
  });
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  const headerUrl = `http://localhost:${(devServer.address() as AddressInfo).port}/header.js`;
  const w = await watch(`${site.url}/en`, async (p) => {
    await p.evaluateOnNewDocument((url: string) => {
      localStorage.setItem('devtools', 'true');
      localStorage.setItem('import-map-override:@site/parcel-footer', url);
    }, headerUrl);
  });
  await w.page.waitForSelector('import-map-overrides-full');
  await w.page.waitForSelector('[data-slot="footer"] [data-testid="header"]');
  await expectClean(w);
  devServer.close();
});

test('the development shell (import-map-overrides always on) with 0 violations', async () => {
  const w = await watch(`${dev.url}/en`);
  await w.page.waitForSelector('[data-testid="home-app"]');
  await w.page.waitForSelector('import-map-overrides-full');
  await expectClean(w);
});

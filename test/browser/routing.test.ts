// The browser side of the route table: layouts swapped on navigation, route flags, guards on
// in-site navigation, the 404 page, the JSON render protocol and the remote front-end loader's
// states, retries and chunk-reload guard, with failures injected by request interception.
import type { HTTPRequest, Page } from 'puppeteer-core';
import { withSiteAndBrowser } from './site';

jest.setTimeout(30_000);

const web = withSiteAndBrowser();

type Interceptor = (req: HTTPRequest) => boolean;

function openPage(path: string, intercept?: Interceptor, before?: (page: Page) => Promise<void>) {
  return web.open(path, async (page) => {
    if (intercept) {
      await page.setRequestInterception(true);
      page.on('request', (req) => {
        if (!intercept(req)) void req.continue();
      });
    }
    if (before) await before(page);
  });
}

/** Clicks a link to `href` as a visitor would (the shell turns it into a soft navigation). */
async function followLink(page: Page, href: string): Promise<void> {
  await page.evaluate((h: string) => {
    const a = document.createElement('a');
    a.href = h;
    a.textContent = 'go';
    document.getElementById('site-content')!.appendChild(a);
    a.click();
  }, href);
}

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('navigation swaps the layout parcel (main -> empty -> back to main) without reloading the page', async () => {
  const { page, errors } = await openPage('/en');
  await page.waitForSelector('[data-testid="layout-main"] [data-testid="home-app"]');
  await markDocument(page);
  await followLink(page, '/en/oldbrowser');
  await page.waitForSelector('[data-testid="layout-empty"] [data-testid="status-page"][data-page="oldbrowser"]');
  expect(await page.$('[data-testid="layout-main"]')).toBeNull();
  expect(await page.$('[data-testid="header"]')).toBeNull();
  await page.goBack();
  await page.waitForSelector('[data-testid="layout-main"] [data-testid="home-app"]');
  await page.waitForSelector('[data-slot="header"] [data-testid="header"]');
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('route flags hide the header and footer (game page) and show them again', async () => {
  const { page } = await openPage('/en');
  await page.waitForSelector('[data-testid="home-app"]');
  await followLink(page, '/en/slots/game/42/lucky-sevens');
  await page.waitForSelector('[data-parcel="@site/app-casino"][data-mf-status="ready"]');
  expect(await page.$eval('[data-slot="header"]', (el) => (el as HTMLElement).hidden)).toBe(true);
  expect(await page.$eval('[data-slot="footer"]', (el) => (el as HTMLElement).hidden)).toBe(true);
  await page.goBack();
  await page.waitForSelector('[data-testid="home-app"]');
  expect(await page.$eval('[data-slot="header"]', (el) => (el as HTMLElement).hidden)).toBe(false);
  await page.browserContext().close();
});

test('a guard that redirects cancels the navigation and goes to its location instead (needs auth -> login)', async () => {
  const { page } = await openPage('/en');
  await page.waitForSelector('[data-testid="home-app"]');
  await markDocument(page);
  await followLink(page, '/en/office/history');
  await page.waitForSelector('[data-parcel="@site/app-auth"][data-mf-status="ready"]');
  expect(new URL(page.url()).pathname).toBe('/en/user/login');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/en/office/history');
  expect(await isSameDocument(page)).toBe(true);
  await page.browserContext().close();
});

test('a path the table does not know shows the not-found application', async () => {
  const { page } = await openPage('/en/no-such-page');
  await page.waitForSelector('[data-testid="layout-main"] [data-testid="not-found-app"]');
  expect(await page.$eval('[data-testid="not-found-app"] h1', (el) => el.textContent)).toBe('This page could not be found.');
  await page.browserContext().close();
});

test('the maintenance layout: the page the server chose holds, and in-site navigation away is redirected back', async () => {
  // The server answers the maintenance page while maintenance is on; stand in for that state.
  const { page } = await openPage('/en/maintenance', (req) => {
    // the running page asks about maintenance too (the shell's maintenance watch): it is on
    if (new URL(req.url()).pathname === '/web-api/maintenance') {
      const now = Date.now();
      const at = (ms: number) => new Date(now + ms).toISOString();
      const window = { started_at: at(-60_000), ended_at: at(3_600_000), notify_started_at: at(-120_000), notify_ended_at: at(3_600_000) };
      void req.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ isActive: true, ...window, web_state: 1, startAt: window.started_at, finishAt: window.ended_at, notifyStartDate: window.notify_started_at, notifyEndDate: window.ended_at }),
      });
      return true;
    }
    if (req.resourceType() !== 'document') return false;
    void fetch(`${web.site.url}/en/oldbrowser`).then(async (res) => {
      const html = (await res.text()).replace(
        /<script id="site-boot" type="application\/json"[^>]*>[^<]*<\/script>/,
        `<script id="site-boot" type="application/json">${JSON.stringify({ page: { kind: 'page', status: 200, lang: 'en', layout: 'maintenance', application: '@site/app-status-pages', route: 'maintenance', params: {}, flags: { needsAuth: false, allowedWhenBanned: true, forbiddenFlag: false, feature: null, hideBottomNavigation: true, hideFooter: true, hideSeoBlock: true, hideHeader: false } } })}</script>`,
      );
      await req.respond({ status: 200, contentType: 'text/html', body: html });
    });
    return true;
  });
  await page.waitForSelector('[data-testid="layout-maintenance"] [data-testid="status-page"][data-page="maintenance"]');
  await followLink(page, '/en/line');
  await page.waitForFunction(() => location.pathname === '/en/maintenance');
  expect(await page.$('[data-testid="layout-maintenance"]')).not.toBeNull();
  expect(await page.$('[data-parcel="@site/app-sports"]')).toBeNull();
  await page.browserContext().close();
});

test('an information page comes through the JSON render protocol, and a link inside it renders the next one', async () => {
  const seen: Array<Record<string, string>> = [];
  const { page } = await openPage('/en/information/about', (req) => {
    if (req.url().includes('/remote/information/')) seen.push(req.headers());
    return false;
  });
  await page.waitForSelector('[data-parcel="@site/app-information"][data-mf-status="ready"] [data-testid="information-page"][data-page="about"]');
  expect(seen[0]).toMatchObject({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
  expect(await page.title()).toBe('About Demo Bet | Demo Bet');
  await page.click('[data-testid="information-page"] a[href="/en/information/contacts"]');
  await page.waitForSelector('[data-testid="information-page"][data-page="contacts"]');
  expect(seen.map((h) => h['mf-api-version'])).toEqual(['v2', 'v2']);
  await page.browserContext().close();
});

test.each([
  ['garbage JSON', { status: 200, body: '{"appName": "@site/app-information", "body": 5' }, 'protocol'],
  ['missing fields', { status: 200, body: '{"appName": "@site/app-information", "body": "<p>x</p>"}' }, 'protocol'],
  ['a 500', { status: 500, body: '{}' }, 'fetch'],
  ['no answer (timeout)', null, 'timeout'],
])('a remote front-end answering %s shows the error block, and reload brings it back', async (_name, answer, kind) => {
  let fail = true;
  const { page } = await openPage('/en/information/howbet', (req) => {
    if (!fail || !req.url().includes('/remote/information/')) return false;
    // a request that never gets an answer: the loader's 1000 ms timeout decides
    if (answer) void req.respond({ status: answer.status, contentType: 'application/json', body: answer.body });
    return true;
  });
  await page.waitForSelector(`[data-parcel="@site/app-information"][data-mf-error-kind="${kind}"] [data-testid="mf-error"]`);
  expect(await page.$('[data-slot="header"] [data-testid="header"]')).not.toBeNull();
  fail = false;
  await page.waitForFunction(() => {
    const button = document.querySelector<HTMLElement>('[data-parcel="@site/app-information"] [data-testid="mf-reload"]');
    button?.click();
    return button !== null || document.querySelector('[data-testid="information-page"]') !== null;
  });
  await page.waitForSelector('[data-testid="information-page"][data-page="howbet"]');
  await page.browserContext().close();
});

test('automatic retries follow the schedule (1000, 2000, 4000 ms), each fetching the unit again, then stop', async () => {
  let footerRequests = 0;
  const { page } = await openPage('/en', (req) => {
    if (!/\/assets\/site-parcel-footer\.[\w-]+\.js$/.test(req.url())) return false;
    footerRequests++;
    void req.respond({ status: 404, contentType: 'application/javascript', body: 'gone' });
    return true;
  }, async (p) => {
    await p.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      (window as unknown as { retrySchedule: string[] }).retrySchedule = seen;
      new MutationObserver(() => {
        const host = document.querySelector('[data-parcel="@site/parcel-footer"][data-mf-status="error"]');
        const next = host?.getAttribute('data-mf-next-retry-ms') ?? 'none';
        const key = `${host?.getAttribute('data-mf-retries')}:${next}`;
        if (host && seen.at(-1) !== key) seen.push(key);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  });
  await page.waitForFunction(() => (window as unknown as { retrySchedule: string[] }).retrySchedule.includes('3:none'), { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { retrySchedule: string[] }).retrySchedule)).toEqual(['1:1000', '2:2000', '3:4000', '3:none']);
  expect(footerRequests).toBe(4);
  expect(await page.$('[data-slot="footer"] [data-testid="mf-error"]')).not.toBeNull();
  await page.browserContext().close();
});

test('a chunk that fails to load reloads the page once; a second failure within 60 s shows the error block instead', async () => {
  let documents = 0;
  // internal-vpn is a developer page (@site/app-technical), whose view is a lazy chunk.
  const { page } = await openPage('/en/internal-vpn', (req) => {
    if (req.resourceType() === 'document') documents++;
    if (!/\/assets\/site-app-technical-views\.[\w-]+\.js$/.test(req.url())) return false;
    void req.respond({ status: 404, contentType: 'application/javascript', body: 'gone' });
    return true;
  });
  await page.waitForSelector('[data-parcel="@site/app-technical"] [data-testid="mf-error"]');
  expect(documents).toBe(2);
  const stamp = await page.evaluate(() => sessionStorage.getItem('site:chunk-reload-at'));
  expect(Number(stamp)).toBeGreaterThan(0);
  await page.browserContext().close();
});

test('while a third-party section loads, its skeleton shows: header with back and search, 16 tiles, 2 other games', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const { page } = await openPage(
    '/en/casino',
    (req) => {
      // whichever unit serves the casino (its own or the placeholder) is held back for a while
      if (!/\/assets\/site-app-(casino|section)\.[\w-]+\.js$/.test(req.url())) return false;
      void held.then(() => req.continue());
      return true;
    },
    async (p) => {
      await p.evaluateOnNewDocument(() => {
        const w = window as unknown as { skeletonSeen: number[] | null };
        w.skeletonSeen = null;
        new MutationObserver(() => {
          const s = document.querySelector('[data-parcel="@site/app-casino"] [data-testid="section-skeleton"]');
          if (s && !w.skeletonSeen) {
            w.skeletonSeen = ['section-skeleton-back', 'section-skeleton-search', 'section-skeleton-tile', 'section-skeleton-other-game'].map((id) => s.querySelectorAll(`[data-testid="${id}"]`).length);
          }
        }).observe(document, { subtree: true, childList: true });
      });
    },
  );
  await page.waitForFunction(() => (window as unknown as { skeletonSeen: number[] | null }).skeletonSeen !== null);
  expect(await page.evaluate(() => (window as unknown as { skeletonSeen: number[] }).skeletonSeen)).toEqual([1, 1, 16, 2]);
  release();
  await page.waitForSelector('[data-parcel="@site/app-casino"][data-mf-status="ready"]');
  await page.browserContext().close();
});

test('a unit whose bytes are not those its import-map integrity names (a tampered CDN copy) is refused by the browser: the footer shows its error block', async () => {
  // the live map the page inlines, from the server's own endpoint
  const map = (await (await fetch(`${web.site.url}/import-map.json?env=production`)).json()) as { imports: Record<string, string> };
  const footerPath = map.imports['@site/parcel-footer'] as string;
  const genuine = await (await fetch(`${web.site.url}${footerPath}`)).text();
  let served = 0;
  const { page } = await openPage('/en', (req) => {
    if (new URL(req.url()).pathname !== footerPath) return false;
    served++;
    // the same module with one more line: it would run fine, but it is not the file that was built
    void req.respond({ status: 200, contentType: 'application/javascript', body: `${genuine}\n;window.tampered = true;` });
    return true;
  });
  await page.waitForSelector('[data-slot="footer"] [data-testid="mf-error"]');
  expect(served).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
  expect(await page.$('[data-slot="footer"] [data-testid="footer"]')).toBeNull();
  await page.browserContext().close();
});

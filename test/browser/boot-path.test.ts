// Issue 21 on the built site: what stays off the boot path. The coupon column loads after the
// home app mounts; the Russian dictionaries only for Russian pages; once the first page is
// routed the code of the pages its links lead to is prefetched in idle time (not run), except on
// a saveData connection (spec 2 §9).
import type { Page } from 'puppeteer-core';
import { withSiteAndBrowser } from './site';

jest.setTimeout(60_000);

const web = withSiteAndBrowser();

const prefetched = (page: Page) =>
  page.$$eval('link[rel="prefetch"][data-prefetch]', (links) =>
    links.map((l) => [l.getAttribute('data-prefetch'), (l as HTMLLinkElement).href]),
  );

test('the home page prefetches the layouts and applications its links lead to, without running them', async () => {
  const { page, errors } = await web.open('/en');
  await page.waitForSelector('[data-testid="home-app"]');
  await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"][data-prefetch]').length > 0, { timeout: 15_000 });
  const links = await prefetched(page);
  const names = links.map(([name]) => name);
  expect(names).toContain('@site/app-sports');
  expect(names).not.toContain('@site/app-home');
  for (const [, href] of links) expect(href).toMatch(/\/assets\/site-[\w-]+\.[\w-]+\.js$/);
  // fetched (the CSP lets it through) ...
  await page.waitForFunction(
    (href) => performance.getEntriesByType('resource').some((e) => e.name === href),
    { timeout: 15_000 },
    links.find(([name]) => name === '@site/app-sports')![1] as string,
  );
  // ... not run: SystemJS has not registered them
  const ran = await page.evaluate(
    (hrefs) => hrefs.filter((h) => (window as unknown as { System: { has(u: string): boolean } }).System.has(h)),
    links.map(([, href]) => href as string),
  );
  expect(ran).toEqual([]);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('the coupon column mounts after the home app', async () => {
  const { page } = await web.open('/en', async (p) => {
    await p.evaluateOnNewDocument(`(() => {
      new MutationObserver(() => {
        if (window.__homeAt === undefined && document.querySelector('[data-testid="home-app"]')) window.__homeAt = performance.now();
        if (window.__couponAt === undefined && document.querySelector('[data-slot="right"] > *')) window.__couponAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    })()`);
  });
  await page.waitForFunction('window.__homeAt !== undefined && window.__couponAt !== undefined', { timeout: 15_000 });
  const [home, coupon] = (await page.evaluate('[window.__homeAt, window.__couponAt]')) as [number, number];
  expect(coupon).toBeGreaterThanOrEqual(home);
  await page.browserContext().close();
});

test('nothing is prefetched on a saveData connection', async () => {
  const { page } = await web.open('/en', async (p) => {
    await p.evaluateOnNewDocument(
      "Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true })",
    );
  });
  await page.waitForSelector('[data-testid="home-app"]');
  // the routing is done and the page idle: a prefetch would have started by now
  await page.waitForSelector('[data-testid="loading-bar"][data-active="false"]');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));
  expect(await prefetched(page)).toEqual([]);
  await page.browserContext().close();
});

const russianChunk = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/assets\/site-i18n-ru\.[\w-]+\.js$/.test(new URL(e.name).pathname)),
  );

test('an English page never fetches the Russian dictionaries; a Russian page draws in Russian from the start', async () => {
  const en = await web.open('/en');
  await en.page.waitForSelector('[data-testid="home-app"]');
  expect(await russianChunk(en.page)).toBe(false);
  await en.page.browserContext().close();

  const ru = await web.open('/ru', async (p) => {
    // the first text the header draws is already Russian
    await p.evaluateOnNewDocument(`(() => {
      new MutationObserver(() => {
        const header = document.querySelector('[data-testid="header"]');
        if (window.__firstHeader === undefined && header && header.textContent) window.__firstHeader = header.textContent;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    })()`);
  });
  await ru.page.waitForSelector('[data-testid="home-app"]');
  expect(await ru.page.$eval('[data-testid="home-app"] h1', (el) => el.textContent)).toBe('Ставки на спорт и казино');
  const firstHeader = String(await ru.page.evaluate('window.__firstHeader'));
  expect(firstHeader).toContain('Войти');
  expect(firstHeader).not.toContain('Log in');
  expect(await russianChunk(ru.page)).toBe(true);
  expect(ru.errors).toEqual([]);
  await ru.page.browserContext().close();
});

test('notifications, cookie consent and the shell behaviours load after the home app, and still come', async () => {
  const { page, errors } = await web.open('/en', async (p) => {
    await p.evaluateOnNewDocument(`(() => {
      new MutationObserver(() => {
        if (window.__homeAt === undefined && document.querySelector('[data-testid="home-app"]')) window.__homeAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    })()`);
  });
  const later = String.raw`/assets/site-(parcel-notifications|parcel-consent|root-config-after-first-page)\.[\w-]+\.js$`;
  const startedLater = (pattern: string) =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new RegExp(pattern).test(new URL(e.name).pathname))
      .map((e) => [new URL(e.name).pathname.split('.')[0], e.startTime] as [string, number]);
  await page.waitForFunction(
    (pattern: string) => performance.getEntriesByType('resource').filter((e) => new RegExp(pattern).test(new URL(e.name).pathname)).length === 3,
    { timeout: 15_000 },
    later,
  );
  // and mounted: the notification area is there
  await page.waitForSelector('#site-notifications > *', { timeout: 15_000 });
  const home = Number(await page.evaluate('window.__homeAt'));
  const started = await page.evaluate(startedLater, later);
  expect(started.map(([name]) => name).sort()).toEqual(['/assets/site-parcel-consent', '/assets/site-parcel-notifications', '/assets/site-root-config-after-first-page']);
  for (const [, at] of started) expect(at).toBeGreaterThanOrEqual(home);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('our libraries export only the names the units import; the bus keeps its whole API for remote front-ends', async () => {
  const html = await (await fetch(`${web.site.url}/en`)).text();
  const map = JSON.parse(/<script type="systemjs-importmap"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as { imports: Record<string, string> };
  const manifest = async (unit: string) =>
    (await (await fetch(`${web.site.url}${map.imports[unit]!.replace(/\.js$/, '.exports.json')}`)).json()) as { exports: string[]; complete: boolean };
  const ui = await manifest('@site/ui');
  expect(ui.complete).toBe(false);
  expect(ui.exports).toContain('createReactParcel');
  const bus = await manifest('@site/bus');
  expect(bus.complete).toBe(true);
  expect(bus.exports).toEqual(expect.arrayContaining(['publish', 'publishExternal', 'getBus']));
});

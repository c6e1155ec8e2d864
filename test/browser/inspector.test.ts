// The parcel inspector (@site/parcel-inspector) on the built site: shown in the development
// shell, never loaded in production without the devtools flag, and with the flag (and an
// override to an allowed host) it lists the units and reloads one from the network.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from './chromium';
import { openPage } from './open-page';
import { type RunningSite, startSite } from './site';

jest.setTimeout(60_000);

let browser: Browser;
let prod: RunningSite;
let dev: RunningSite;
beforeAll(async () => {
  [browser, prod, dev] = await Promise.all([launchChromium(), startSite(), startSite({ production: false })]);
});
afterAll(async () => {
  await browser?.close();
  await prod?.close();
  await dev?.close();
});

const INSPECTOR_FILE = /\/assets\/site-parcel-inspector\.[\w-]+\.js$/;
const loadedPaths = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

test('the development shell shows the inspector toggle, and it opens on the unit list', async () => {
  const { page, errors } = await openPage(browser, `${dev.url}/en`);
  await page.waitForSelector('[data-testid="home-app"]');
  await page.waitForSelector('[data-testid="parcel-inspector-toggle"]');
  await page.click('[data-testid="parcel-inspector-toggle"]');
  await page.waitForSelector('[data-testid="parcel-inspector-panel"] [data-testid="inspector-row"][data-unit="@site/app-home"]');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('production without the devtools flag never fetches the inspector, and the page has no hint of it but its import-map entry', async () => {
  const html = readFileSync(join(__dirname, '..', '..', 'dist', 'index.production.html'), 'utf8');
  // only the import map names it (its URL and that URL's integrity): no preload, no script tag
  const outsideMap = html.replace(/<script type="systemjs-importmap"[^>]*>[\s\S]*?<\/script>/, '');
  expect(outsideMap).not.toContain('site-parcel-inspector');
  const { page, errors } = await openPage(browser, `${prod.url}/en`);
  await page.waitForSelector('[data-testid="home-app"]');
  await page.waitForSelector('[data-slot="footer"] [data-testid="footer"]');
  expect(await page.$('[data-testid="parcel-inspector"]')).toBeNull();
  expect((await loadedPaths(page)).filter((p) => INSPECTOR_FILE.test(p))).toEqual([]);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('production with the devtools flag and an override to an allowed host: it lists the units, shows the override, unmounts, remounts and reloads one', async () => {
  const html = await (await fetch(`${prod.url}/en`)).text();
  const inline = JSON.parse(/<script type="systemjs-importmap"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    imports: Record<string, string>;
  };
  const footerUrl = inline.imports['@site/parcel-footer'] as string;
  // the site's own footer, as an override: the site's host is always on the allowlist
  const override = new URL(footerUrl, prod.url).href;
  const { page, errors } = await openPage(browser, `${prod.url}/en`, async (p) => {
    await p.evaluateOnNewDocument((url: string) => {
      localStorage.setItem('devtools', 'true');
      localStorage.setItem('import-map-override:@site/parcel-footer', url);
    }, override);
  });
  await page.waitForSelector('[data-testid="home-app"]');
  await page.click('[data-testid="parcel-inspector-toggle"]');
  const row = (unit: string) => `[data-testid="inspector-row"][data-unit="${unit}"]`;
  await page.waitForSelector(`${row('@site/app-home')}[data-app-status="MOUNTED"][data-status="READY"]`);
  await page.waitForSelector(`${row('@site/parcel-footer')}[data-status="READY"]`);
  await page.waitForSelector(`${row('@site/parcel-header')}[data-status="READY"]`);
  const footer = await page.$eval(row('@site/parcel-footer'), (tr) => ({
    url: tr.querySelector('[data-testid="inspector-url"]')?.textContent,
    hash: tr.querySelector('[data-testid="inspector-hash"]')?.textContent,
    override: tr.querySelector('[data-testid="inspector-override"]')?.getAttribute('data-override'),
    load: tr.querySelector('[data-testid="inspector-load-ms"]')?.textContent,
  }));
  expect(footer.url).toBe(override);
  expect(footer.hash).toMatch(/^[\w-]{6,}$/);
  expect(override).toContain(`.${footer.hash}.js`);
  expect(footer.override).toBe('active');
  expect(footer.load).toMatch(/^\d+ ms$/);
  expect(
    await page.$eval(`${row('@site/parcel-header')} [data-testid="inspector-override"]`, (el) => el.getAttribute('data-override')),
  ).toBe('none');

  // unmount, then remount, the footer by keyboard
  await page.focus(`${row('@site/parcel-footer')} [data-testid="inspector-unmount"]`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[data-slot="footer"] [data-testid="footer"]'));
  await page.waitForSelector(`${row('@site/parcel-footer')} [data-testid="inspector-slots"]`);
  expect(await page.$eval(`${row('@site/parcel-footer')} [data-testid="inspector-slots"]`, (el) => el.textContent)).toBe('0');
  await page.focus(`${row('@site/parcel-footer')} [data-testid="inspector-remount"]`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-slot="footer"] [data-testid="footer"]');

  // reload: SystemJS forgets the module, imports it again (a new module instance runs) and the footer shows again
  await page.evaluate((url: string) => {
    const w = window as unknown as { System: { get(u: string): unknown }; __footerBefore: unknown };
    w.__footerBefore = w.System.get(url);
  }, override);
  expect(await page.evaluate(() => !!(window as unknown as { __footerBefore: unknown }).__footerBefore)).toBe(true);
  await page.click(`${row('@site/parcel-footer')} [data-testid="inspector-reload"]`);
  await page.waitForFunction(
    (url: string) => {
      const w = window as unknown as { System: { get(u: string): unknown }; __footerBefore: unknown };
      const now = w.System.get(url);
      return !!now && now !== w.__footerBefore;
    },
    {},
    override,
  );
  await page.waitForSelector(`${row('@site/parcel-footer')}[data-status="READY"]`);
  await page.waitForSelector('[data-slot="footer"] [data-testid="footer"]');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

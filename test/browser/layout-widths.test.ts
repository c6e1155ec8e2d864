// Issue 22: the desktop layout works from 1024 to 2560 px: no horizontal scroll on home, the
// line, a game page and the office; the theme and font size of the settings reach the page
// (tokens on <html>) before and after a reload.
import type { Page } from 'puppeteer-core';
import { fundedPlayer } from '../server/sportsbook-fixture';
import { withSiteAndBrowser } from './site';

jest.setTimeout(180_000);

const web = withSiteAndBrowser({ catalogue: true });
let cookie: { name: string; value: string };
beforeAll(async () => {
  const player = await fundedPlayer(web.site.app, 100);
  const [name, value] = player.cookie.split('=') as [string, string];
  cookie = { name, value };
});

const WIDTHS = [1024, 1366, 1920, 2560];
/** Each page with what shows it is drawn: the application's own content, not the server's stand-in. */
const PAGES: Array<[string, string]> = [
  ['/en', '[data-testid="footer"]'],
  ['/en/line', '[data-testid="odd"]'],
  ['/en/line/1/11/1', '[data-testid="odd"]'],
  ['/en/office/settings', '[data-testid="settings-display"]'],
];

async function signedIn(path: string, width: number): Promise<Page> {
  const { page } = await web.open(path, async (p) => {
    await p.setViewport({ width, height: 900 });
    await p.setCookie({ ...cookie, url: web.site.url });
  });
  return page;
}

test.each(PAGES)('%s: no horizontal scroll from 1024 to 2560 px', async (path, ready) => {
  const page = await signedIn(path, WIDTHS[0] as number);
  await page.waitForSelector(ready);
  await page.waitForSelector('[data-slot="right"] [data-testid="coupon"]');
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: 900 });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect({ path, width, scrollWidth: Math.min(scrollWidth, innerWidth) }).toEqual({ path, width, scrollWidth });
  }
  await page.browserContext().close();
});

test('/ru/line: the outcome names beside the list prices are whole from 1024 to 2560 px (П1 was cut to one letter)', async () => {
  const { page } = await web.open('/ru/line', (p) => p.setViewport({ width: 1024, height: 900 }));
  await page.waitForSelector('.game-row [data-testid="odd"] .odd__name');
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: 900 });
    const cut = await page.$$eval('.game-row .odd__name', (els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    expect({ width, cut }).toEqual({ width, cut: [] });
  }
  await page.browserContext().close();
});

test('the dark theme and a larger font chosen in the settings restyle the page, and stay after a reload', async () => {
  const page = await signedIn('/en/office/settings', 1366);
  await page.waitForSelector('[data-testid="settings-theme"]');
  const look = () =>
    page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      fontSize: document.documentElement.dataset.fontSize,
      bg: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).fontSize,
    }));
  const light = await look();
  expect(light).toMatchObject({ theme: 'light', fontSize: '14', text: '14px' });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/web-api/user/settings') && r.request().method() === 'PUT' && (r.request().postData() ?? '').includes('"appFontSize":18'),
  );
  await page.select('[data-testid="settings-theme"]', '1');
  await page.select('[data-testid="settings-font-size"]', '18');
  await saved;
  await page.waitForFunction(() => document.documentElement.dataset.fontSize === '18');
  const dark = await look();
  expect(dark).toMatchObject({ theme: 'dark', fontSize: '18', text: '18px' });
  expect(dark.bg).not.toBe(light.bg);
  // a reload: the server's settings are applied again
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="settings-theme"]');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  expect(await look()).toMatchObject({ theme: 'dark', fontSize: '18', bg: dark.bg });
  // before the first paint: with the shell's code never arriving, the kept settings are on the page already
  const bare = await page.browserContext().newPage();
  await bare.setRequestInterception(true);
  bare.on('request', (r) => void (/\/assets\/site-root-config\./.test(r.url()) ? r.abort() : r.continue()));
  await bare.goto(`${web.site.url}/en/line`, { waitUntil: 'domcontentloaded' });
  expect(
    await bare.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      fontSize: document.documentElement.dataset.fontSize,
      bg: getComputedStyle(document.body).backgroundColor,
      shell: document.querySelector('[data-testid="header"]') !== null,
    })),
  ).toEqual({ theme: 'dark', fontSize: '18', bg: dark.bg, shell: false });
  await page.browserContext().close();
});

// Issue 16 on the built site: pages under /uk/ and /tr/ draw in their language from the start
// (the shared and the parcels' words from that language's own lazy chunks), with dates through Intl
// in that language; the header's switcher keeps the page and changes the URL prefix, <html lang>
// and the lng cookie.
import type { Page } from 'puppeteer-core';
import { shows } from './open-page';
import { withSiteAndBrowser } from './site';
import { fixtureCatalogue } from '../server/sportsbook-fixture';

jest.setTimeout(60_000);

const web = withSiteAndBrowser();

/** The language chunks the page fetched: the shared words' (site-i18n-uk) and each parcel's (site-parcel-header-uk...). */
const chunks = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').flatMap((e) => /\/assets\/(site-[\w-]+)-(ru|uk|kk|az|tr)\.[\w-]+\.js$/.exec(new URL(e.name).pathname)?.slice(1).join(':') ?? []),
  );

/** Each draw date as the page shows it, and as Intl says it in `lang` and in English (the page's DateTime style). */
const drawDates = (page: Page, lang: string) =>
  page.$$eval(
    '[data-testid="lotto-game"] time',
    (times, lang) =>
      times.map((el) => {
        const at = new Date((el as HTMLTimeElement).dateTime);
        const format = (l: string) => new Intl.DateTimeFormat(l, { dateStyle: 'short', timeStyle: 'short' }).format(at);
        return { shown: el.textContent, own: format(lang), english: format('en') };
      }),
    lang,
  );

test('a Ukrainian page draws in Ukrainian from its own chunks; <html lang> says so', async () => {
  const { page, errors } = await web.open('/uk/');
  await shows(page, '[data-testid="home-app"]');
  expect(await page.$eval('[data-testid="home-app"] h1', (el) => el.textContent)).toBe('Ставки на спорт і казино');
  const header = await page.$eval('[data-testid="header"]', (el) => el.textContent);
  expect(header).toContain('Лінія');
  expect(header).toContain('Увійти');
  expect(await page.$eval('[data-testid="footer"]', (el) => el.textContent)).toContain('Грайте відповідально');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
  // every language's words are chunks of their own: this page fetched Ukrainian ones only
  const fetched = await chunks(page);
  expect(fetched).toEqual(expect.arrayContaining(['site-i18n:uk', 'site-parcel-header:uk', 'site-parcel-footer:uk', 'site-app-home:uk']));
  expect(fetched.filter((c) => !c.endsWith(':uk'))).toEqual([]);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('dates are said the page language’s way: Ukrainian on /uk/, Turkish on /tr/', async () => {
  for (const [lang, nextDraw] of [['uk', 'Наступний тираж'], ['tr', 'Sonraki çekiliş']] as const) {
    const { page, errors } = await web.open(`/${lang}/lotto`);
    await shows(page, '[data-testid="lotto-game"] time');
    expect(await page.$eval('[data-testid="lotto-game"]', (el) => el.textContent)).toContain(nextDraw);
    const dates = await drawDates(page, lang);
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) {
      expect(d.shown).toBe(d.own);
      expect(d.shown).not.toBe(d.english);
    }
    expect(errors).toEqual([]);
    await page.browserContext().close();
  }
});

test('the header’s switcher keeps the page: /uk/lotto becomes /tr/lotto without a reload, in Turkish, and the choice is kept in the lng cookie', async () => {
  const { page, errors } = await web.open('/uk/lotto?x=1');
  await shows(page, '[data-testid="lotto-game"] time');
  expect(await page.$$eval('[data-testid^="lang-"]', (els) => els.map((el) => el.textContent))).toEqual(['EN', 'RU', 'UK', 'KK', 'AZ', 'TR']);
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.click('[data-testid="lang-tr"]');
  await page.waitForFunction(() => location.pathname === '/tr/lotto' && document.documentElement.lang === 'tr');
  expect(await page.evaluate(() => location.search)).toBe('?x=1');
  await page.waitForFunction(() => document.querySelector('[data-testid="lotto-game"]')?.textContent?.includes('Sonraki çekiliş'));
  for (const d of await drawDates(page, 'tr')) expect(d.shown).toBe(d.own);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await page.$eval('[data-testid="lang-tr"]', (el) => el.getAttribute('aria-pressed'))).toBe('true');
  expect((await page.browserContext().cookies()).find((c) => c.name === 'lng')?.value).toBe('tr');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('the line and the home page in Turkish and Kazakh show the events and the promotions in that language, not an error', async () => {
  await web.site.app.catalogue.loadSnapshot(fixtureCatalogue());
  for (const lang of ['tr', 'kk']) {
    const { page, errors } = await web.open(`/${lang}/line`);
    await shows(page, '[data-testid="sports-app"][data-status="ready"] [data-testid="odd"]');
    expect(await page.$('[data-testid="sports-app"] [role="alert"]')).toBeNull();
    await page.goto(`${web.site.url}/${lang}`, { waitUntil: 'domcontentloaded' });
    await shows(page, '[data-testid="home-promotions"] a');
    const promo = await page.$eval('[data-testid="home-promotions"]', (el) => el.textContent ?? '');
    const english = await fetch(`${web.site.url}/web-api/content/promotion?lang=en`).then((r) => r.json() as Promise<{ items: { title: string }[] }>);
    expect(english.items.length).toBeGreaterThan(0);
    expect(english.items.some((i) => promo.includes(i.title))).toBe(false);
    expect(errors).toEqual([]);
    await page.browserContext().close();
  }
});

// The language switch (issue 22): the header's button keeps the page and changes, at once, the
// URL prefix, <html lang>, the language cookie and the data (sport and championship names,
// dates); a reload keeps the language.
import type { Page } from 'puppeteer-core';
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

const web = withSiteAndBrowser({ catalogue: true });

/** What the page says in its language: the URL, <html lang>, the cookie, the line's names and day headings. */
async function look(page: Page) {
  const cookies = await page.cookies();
  const seen = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    sports: [...document.querySelectorAll('[data-testid="sport"] > a')].map((a) => a.firstChild?.textContent?.trim() ?? ''),
    champs: [...document.querySelectorAll('[data-testid="champ"] h2')].map((h) => h.firstChild?.textContent?.trim() ?? ''),
    days: [...document.querySelectorAll('[data-testid="game-day"] h3')].map((h) => h.textContent ?? ''),
  }));
  return { path: new URL(page.url()).pathname, cookie: cookies.find((c) => c.name === 'lng')?.value ?? null, ...seen };
}

/** Waits until the line shows this sport, champ and day heading (its data and words in the new language). */
const showsLine = (page: Page, sport: string, champ: string, day: string) =>
  page.waitForFunction(
    (s, c, d) =>
      [...document.querySelectorAll('[data-testid="sport"] > a')].some((a) => a.firstChild?.textContent?.trim() === s) &&
      [...document.querySelectorAll('[data-testid="champ"] h2')].some((h) => h.firstChild?.textContent?.trim() === c) &&
      [...document.querySelectorAll('[data-testid="game-day"] h3')].some((h) => h.textContent === d),
    {},
    sport,
    champ,
    day,
  );
const RU: [string, string, string] = ['Футбол', 'Демо лига (демо)', 'Сегодня'];
const EN: [string, string, string] = ['Football', 'Demo League (demo)', 'Today'];

test('en -> ru -> reload -> en: prefix, <html lang>, cookie and data change at once and stay after a reload', async () => {
  const { page, errors } = await web.open('/en/line/1');
  await page.waitForSelector('[data-testid="champ"] [data-testid="odd"]');
  const en = await look(page);
  expect(en).toMatchObject({ path: '/en/line/1', lang: 'en', sports: ['Football'] });
  expect(en.champs).toContain('Demo League (demo)');
  expect(en.days).toContain('Today');
  // a later day is a date, written the page language's way
  const enDates = en.days.filter((d) => d !== 'Today' && d !== 'Tomorrow');
  expect(enDates.length).toBeGreaterThan(0);
  expect(enDates.join(' ')).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);

  await page.click('[data-testid="lang-ru"]');
  await page.waitForFunction(() => location.pathname === '/ru/line/1');
  await showsLine(page, ...RU);
  const ru = await look(page);
  expect(ru).toMatchObject({ path: '/ru/line/1', lang: 'ru', cookie: 'ru', sports: ['Футбол'] });
  expect(ru.champs).toContain('Демо лига (демо)');
  expect(ru.days).toContain('Сегодня');
  const ruDates = ru.days.filter((d) => d !== 'Сегодня' && d !== 'Завтра');
  // the same days, written the Russian way (30.11.2026)
  expect(ruDates).toHaveLength(enDates.length);
  for (const d of ruDates) expect(d).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  expect(await page.$eval('[data-testid="lang-ru"]', (b) => b.getAttribute('aria-pressed'))).toBe('true');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="champ"] [data-testid="odd"]');
  await showsLine(page, ...RU);
  expect(await look(page)).toEqual(ru);
  // the root path goes to the kept language
  await page.goto(`${web.site.url}/`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => location.pathname.startsWith('/ru'));

  await page.goto(`${web.site.url}/ru/line/1`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="champ"] [data-testid="odd"]');
  await page.click('[data-testid="lang-en"]');
  await page.waitForFunction(() => location.pathname === '/en/line/1');
  await showsLine(page, ...EN);
  expect(await look(page)).toMatchObject({ path: '/en/line/1', lang: 'en', cookie: 'en', sports: ['Football'] });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

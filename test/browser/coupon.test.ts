// The coupon on the built site: a funded player puts bets in through the bus (as the sports
// app's odds buttons do), places an express, sees the success view and the header balance
// drop; an unplaced coupon survives a reload.
import type { Page } from 'puppeteer-core';
import { createI18n, translateMessage } from '@site/i18n';
import { fundedPlayer } from '../server/sportsbook-fixture';
import { addBets } from './coupon-bets';
import { withSiteAndBrowser } from './site';

jest.setTimeout(60_000);

// Known markets and coefs: 101 (game 1) 2.0, 201 (game 2) 1.5, 401 (game 4) 2.5.
const web = withSiteAndBrowser({ catalogue: true });

async function playerPage(money: number, lang = 'en'): Promise<{ page: Page; errors: string[] }> {
  const player = await fundedPlayer(web.site.app, money);
  const [name, value] = player.cookie.split('=') as [string, string];
  const { page, errors } = await web.open(`/${lang}`, (p) => p.setCookie({ name, value, url: web.site.url }));
  await page.waitForSelector('[data-slot="right"] [data-testid="coupon"]');
  return { page, errors };
}

/** What the sports app does on an odds click: AddBetToCoupon on the page's bus. */
const text = (page: Page, testId: string) => page.$eval(`[data-testid="${testId}"]`, (el) => el.textContent ?? '');

test('a funded player places an express: success view with the print link, and the header balance drops', async () => {
  const { page, errors } = await playerPage(1000);
  await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '₽1,000.00');
  await addBets(page, [
    { id: '101', coef: 2, gameId: 1 },
    { id: '201', coef: 1.5, gameId: 2 },
    { id: '401', coef: 2.5, gameId: 4 },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 3);
  expect(await page.$eval('[data-testid="coupon-type-1"]', (el) => el.getAttribute('aria-pressed'))).toBe('true');
  // The home page's own right column steps aside while the coupon has bets.
  expect(await page.$('[data-testid="home-right-column"]')).toBeNull();
  // RUB: stake 150 by default; 2 x 1.5 x 2.5 = 7.5 -> 1125; bonus x1.03 offered.
  expect(await page.$eval('[data-testid="coupon-amount"]', (el) => (el as HTMLInputElement).value)).toBe('150');
  expect(await text(page, 'coupon-possible-win')).toBe('₽1,125.00');
  expect(await text(page, 'coupon-bonus')).toContain('×1.03');
  await page.click('[data-testid="coupon-place"]');
  await page.waitForSelector('[data-testid="coupon-success"]');
  const href = await page.$eval('[data-testid="coupon-print"]', (el) => el.getAttribute('href'));
  expect(href).toMatch(/^\/en\/print-coupon\/\d+$/);
  await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '₽850.00');
  expect(await page.$$('[data-testid="coupon-bet"]')).toHaveLength(0);
  // The server agrees: one open coupon for 150.
  const couponId = Number(href!.split('/').pop());
  const row = await web.site.app.db
    .selectFrom('sb_coupons')
    .select(['amount_minor', 'type_id'])
    .where('id', '=', couponId)
    .executeTakeFirstOrThrow();
  expect({ amount: Number(row.amount_minor), type: Number(row.type_id) }).toEqual({ amount: 15000, type: 1 });
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

// The test of done: the same refusal in the player's language, from the server's code
// and values (ledger.insufficient_funds with the balance and currency), never its English detail.
test.each([
  ['en', /[a-z]{3}/i, /[а-яё]/i],
  ['ru', /[а-яё]{3}/i, /not enough|insufficient/i],
])(
  'on /%s/ a stake above the balance is refused next to the stake in the player language; the coupon keeps its bets',
  async (lang, language, notLanguage) => {
    const { page } = await playerPage(100, lang);
    await page.waitForSelector('[data-testid="header-balance"]');
    await addBets(page, [{ id: '101', coef: 2, gameId: 1 }]);
    await page.waitForSelector('[data-testid="coupon-bet"]');
    const answer = page.waitForResponse((r) => r.url().endsWith('/web-api/coupon/place'));
    await page.click('[data-testid="coupon-place"]');
    const item = ((await (await answer).json()) as { errors: Array<{ code: string; meta?: Record<string, string | number> }> }).errors[0]!;
    await page.waitForSelector('[data-testid="coupon-amount-error"]');
    const refusal = await text(page, 'coupon-amount-error');
    // Exactly the words of the server's code and values in this language, and not the generic ones.
    const i18n = createI18n(lang);
    expect(refusal).toBe(translateMessage(i18n, { code: item.code, ...(item.meta && { values: item.meta }) }, { warn: () => {} }));
    expect(refusal).not.toBe(i18n.t('errors:unknown'));
    expect(refusal).toMatch(language);
    expect(refusal).not.toMatch(notLanguage);
    expect(await page.$$('[data-testid="coupon-bet"]')).toHaveLength(1);
    await page.browserContext().close();
  },
);

test('an unplaced coupon survives a reload', async () => {
  const { page } = await playerPage(0);
  await addBets(page, [
    { id: '501', coef: 1.3, gameId: 5 },
    { id: '601', coef: 2.1, gameId: 6 },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 2);
  // Saves are throttled; wait for the write rather than for a time.
  await page.waitForFunction(() => (JSON.parse(localStorage.getItem('coupon') ?? '{}') as { bets?: unknown[] }).bets?.length === 2);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 2);
  const ids = await page.$$eval('[data-testid="coupon-bet"]', (els) => els.map((e) => e.getAttribute('data-market-id')));
  expect(ids).toEqual(['501', '601']);
  await page.browserContext().close();
});

// The slip as a player judges it, on the built site (issue 22, "what you see is what you bet"):
// it stays in view while the line page scrolls (1366x768, 5 selections), a stake that is not a
// valid stake is never placed (balance unchanged, nothing in the history), and a bet added just
// before a reload is still there.
import type { Page } from 'puppeteer-core';
import { fundedPlayer } from '../server/sportsbook-fixture';
import { addBets } from './coupon-bets';
import { withSiteAndBrowser } from './site';

jest.setTimeout(60_000);

const web = withSiteAndBrowser({ catalogue: true });

async function playerPage(money: number, path: string): Promise<{ page: Page; errors: string[]; userId: number }> {
  const player = await fundedPlayer(web.site.app, money);
  const [name, value] = player.cookie.split('=') as [string, string];
  const { page, errors } = await web.open(path, async (p) => {
    await p.setViewport({ width: 1366, height: 768 });
    await p.setCookie({ name, value, url: web.site.url });
  });
  await page.waitForSelector('[data-slot="right"] [data-testid="coupon"]');
  return { page, errors, userId: player.userId };
}

/** What the sports app does on an odds click: AddBetToCoupon on the page's bus. */
const inViewport = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });

test('the slip stays in view while the line page scrolls: "Place bet" reachable at 1366x768 with 5 selections', async () => {
  const { page, errors } = await playerPage(1000, '/en/line');
  await addBets(
    page,
    [1, 2, 3, 4, 5].map((g) => ({ id: `${g}01`, coef: 1.5 + g / 10, gameId: g })),
  );
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 5);
  // However long the line is, the page is longer than the window: the slip must follow.
  await page.evaluate(() => {
    const pad = document.createElement('div');
    pad.style.height = '4000px';
    document.getElementById('site-content')!.appendChild(pad);
  });
  // Its own scroll brings "Place bet" into view when the slip is taller than the window.
  await page.$eval('[data-testid="coupon-place"]', (el) => el.scrollIntoView({ block: 'nearest' }));
  for (const y of [600, 2000, 4000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction((top) => Math.abs(window.scrollY - Math.min(top, document.documentElement.scrollHeight - innerHeight)) < 2, {}, y);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await inViewport(page, '[data-testid="coupon-place"]')).toBe(true);
  }
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('a stake that is not a valid stake is never placed: balance unchanged, nothing in the history', async () => {
  const { page, errors, userId } = await playerPage(1000, '/en');
  await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '₽1,000.00');
  const placeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/web-api/coupon/place')) placeCalls.push(r.url());
  });
  await addBets(page, [{ id: '101', coef: 2, gameId: 1 }]);
  await page.waitForSelector('[data-testid="coupon-bet"]');
  for (const typed of ['12abc', '12.3456', '']) {
    await page.click('[data-testid="coupon-amount"]', { count: 3 });
    await page.keyboard.press('Backspace');
    if (typed !== '') await page.type('[data-testid="coupon-amount"]', typed);
    await page.waitForSelector('[data-testid="coupon-place"]:disabled');
    expect(await page.$eval('[data-testid="coupon-amount"]', (el) => (el as HTMLInputElement).value)).toBe(typed);
    expect(await page.$eval('[data-testid="coupon-possible-win"]', (el) => el.textContent)).toBe('');
    expect(await page.$eval('[data-testid="coupon-place-reason"]', (el) => el.textContent)).not.toBe('');
    // Clicking the disabled button or pressing Enter in the field places nothing.
    await page.click('[data-testid="coupon-place"]');
    await page.focus('[data-testid="coupon-amount"]');
    await page.keyboard.press('Enter');
  }
  // A round trip to the server after the attempts: had anything been sent, it is in by now.
  expect(await page.evaluate(async () => (await fetch('/web-api/user/accounts', { credentials: 'include' })).ok)).toBe(true);
  expect(placeCalls).toEqual([]);
  const rows = await web.site.app.db.selectFrom('sb_coupons').select('id').where('user_id', '=', userId).execute();
  expect(rows).toEqual([]);
  expect(await page.$eval('[data-testid="header-balance"]', (el) => el.textContent)).toBe('₽1,000.00');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('a bet added and the page reloaded at once is still in the slip', async () => {
  const { page } = await playerPage(0, '/en');
  await addBets(page, [
    { id: '501', coef: 1.3, gameId: 5 },
    { id: '601', coef: 2.1, gameId: 6 },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 2);
  // No waiting for the throttled save: leaving the page must write it.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 2);
  const ids = await page.$$eval('[data-testid="coupon-bet"]', (els) => els.map((e) => e.getAttribute('data-market-id')));
  expect(ids).toEqual(['501', '601']);
  await page.browserContext().close();
});

// The player's journey end to end, on the real server with simulator catalogue data: a visitor
// builds an express on the line, registers in one click, gets a demo deposit from the
// operator CLI, places the express, sees it in the history, and after the games are settled
// by the operator sees the win on the balance.
import type { Page } from 'puppeteer-core';
import { shows } from './open-page';
import { withSiteAndBrowser } from './site';

jest.setTimeout(120_000);


const web = withSiteAndBrowser({ feed: { seed: 7, scale: 0.25 } });

const text = (page: Page, testId: string) => page.$eval(`[data-testid="${testId}"]`, (el) => el.textContent ?? '');
const waitText = (page: Page, testId: string, expected: string) =>
  page.waitForFunction((id: string, want: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent === want, {}, testId, expected);

test('line -> express with bonus -> one-click registration -> deposit -> bet -> history -> settled win on the balance', async () => {
  // 1. The line, and three home-win prices (match-result type 1) from three games.
  // A desktop site (spec 1 §9 screen widths 1920, 1366, 1100, 1024): the coupon column needs the room.
  const { page, errors } = await web.open('/en/line', (p) => p.setViewport({ width: 1366, height: 900 }));
  await page.waitForSelector('[data-testid="sports-app"][data-status="ready"] [data-testid="odd"]');
  const shown = await page.$$eval('[data-testid="odd"][data-locked="false"]', (els) =>
    els.map((e) => ({ marketId: Number(e.getAttribute('data-market-id')), gameId: Number(e.getAttribute('data-game-id')), coef: Number(e.getAttribute('data-coef')) })),
  );
  const homeWins = await web.site.db.database.db
    .selectFrom('sb_markets')
    .select(['id', 'game_id'])
    .where('type_id', '=', 1)
    .where('id', 'in', shown.map((o) => o.marketId))
    .execute();
  const homeWinIds = new Set(homeWins.map((m) => m.id));
  const picks: typeof shown = [];
  for (const o of shown) {
    if (homeWinIds.has(o.marketId) && o.coef >= 1.1 && o.coef <= 4 && !picks.some((p) => p.gameId === o.gameId)) picks.push(o);
    if (picks.length === 3) break;
  }
  expect(picks).toHaveLength(3);
  for (const p of picks) {
    await page.click(`[data-testid="odd"][data-market-id="${p.marketId}"]`);
    await page.waitForSelector(`[data-testid="odd"][data-market-id="${p.marketId}"][data-selected="true"]`);
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 3);

  // 2. An express, and the express bonus on offer (3 bets, each at 1.1 or more).
  await page.click('[data-testid="coupon-type-1"]');
  await page.waitForSelector('[data-testid="coupon-type-1"][aria-pressed="true"]');
  expect(await text(page, 'coupon-bonus')).toMatch(/×1\.03/);

  // 3. Registration in one click, from the login modal the header opens through the bus.
  await page.click('[data-testid="header-login"]');
  await page.waitForSelector('[data-testid="login-modal"]');
  await page.click('[data-testid="login-modal"] a[href="/en/registration"]');
  await page.waitForSelector('[data-testid="registration-page"] [data-testid="reg-submit"]:not([disabled])');
  await page.click('[data-testid="reg-submit"]');
  await page.waitForSelector('[data-testid="reg-credentials"]');
  const login = await text(page, 'reg-login-value');
  const password = await text(page, 'reg-password-value');
  expect(password.length).toBeGreaterThanOrEqual(8);
  expect(login).not.toBe('');
  const session = await page.evaluate(async () => (await (await fetch('/web-api/session')).json()) as { userId: number });
  const userId = session.userId;
  expect(Number.isInteger(userId)).toBe(true);
  await page.click('[data-testid="reg-continue"]');
  // Back where the player came from, signed in, the express still in the coupon.
  await page.waitForFunction(() => location.pathname === '/en/line');
  await page.waitForSelector('[data-testid="header-balance"]');
  expect(await text(page, 'header-balance')).toBe('₽0.00');
  expect(await page.$$eval('[data-testid="coupon-bet"]', (els) => els.length)).toBe(3);

  // 4. A demo deposit by the operator; the page shows it once reloaded.
  const credit = await web.site.admin('credit', String(userId), '100');
  expect(credit).toMatchObject({ userId, currency: 'RUB', balance: 100 });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitText(page, 'header-balance', '₽100.00');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-bet"]').length === 3);

  // 5. The express at 10: the stake leaves the balance.
  await page.waitForSelector('[data-testid="coupon-type-1"][aria-pressed="true"]');
  const amount = (await page.$('[data-testid="coupon-amount"]'))!;
  // Focus and select by script: a click by coordinates can land on an odd while the coupon reflows.
  await amount.evaluate((el) => {
    (el as HTMLInputElement).focus();
    (el as HTMLInputElement).select();
  });
  await amount.type('10');
  expect(await amount.evaluate((el) => (el as HTMLInputElement).value)).toBe('10');
  expect(await page.$$eval('[data-testid="coupon-bet"]', (els) => els.length)).toBe(3);
  await page.click('[data-testid="coupon-place"]');
  await shows(page, '[data-testid="coupon-success"]');
  const couponId = Number(await text(page, 'coupon-success-id'));
  await waitText(page, 'header-balance', '₽90.00');

  // 6. The bet in the office history, not settled yet, in the odds format the player chose on the line.
  await page.select('[data-testid="coef-view"]', '1');
  await page.click('[data-testid="header-history"]');
  await page.waitForFunction(() => location.pathname === '/en/office/history');
  await shows(page, `[data-testid="history-bet"][data-coupon-id="${couponId}"][data-status="open"]`);
  expect(await page.$eval(`[data-testid="history-bet"][data-coupon-id="${couponId}"] [data-testid="history-bet-coef"]`, (el) => el.textContent)).toMatch(/^\d+\/\d+$/);
  expect(await page.$$eval(`[data-testid="history-bet"][data-coupon-id="${couponId}"] [data-testid="history-selection"]`, (els) => els.length)).toBe(3);

  // 7. The operator settles the three games: home wins, so the express wins.
  for (const p of picks) await web.site.admin('settle', String(p.gameId), 'home');
  const bets = await page.evaluate(async () => (await (await fetch('/web-api/user/bets')).json()) as { bets: Array<{ couponId: number; status: string; win: number }> });
  const placed = bets.bets.find((b) => b.couponId === couponId)!;
  expect(placed.status).toBe('won');
  expect(placed.win).toBeGreaterThan(10);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await waitText(page, 'header-balance', new Intl.NumberFormat('en', { style: 'currency', currency: 'RUB', currencyDisplay: 'narrowSymbol' }).format(90 + placed.win));
  await page.waitForSelector(`[data-testid="history-bet"][data-coupon-id="${couponId}"][data-status="won"]`);

  // 8. The coupon prints.
  await page.goto(`${web.site.url}/en/print-coupon/${couponId}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(`[data-testid="print-coupon"] [data-testid="history-bet"][data-coupon-id="${couponId}"]`);
  await page.goto(`${web.site.url}/en/print-coupon/999999`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="print-not-found"]');

  expect(errors).toEqual([]);
  await page.browserContext().close();
});

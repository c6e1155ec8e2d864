// Player protection on the built site (issue 14): a wagering limit set on the responsible-gaming
// page refuses a bet above what remains, in the coupon, in the player's language, and writes
// nothing; the reality-check modal shows when due, continue closes it, log out signs out.
import type { Page } from 'puppeteer-core';
import { createI18n, translateMessage } from '@site/i18n';
import { balanceOf, fundedPlayer } from '../server/sportsbook-fixture';
import { addBets } from './coupon-bets';
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

// Known markets and coefs: 101 (game 1) 2.0.
const web = withSiteAndBrowser({ catalogue: true });

async function playerPage(money: number, path: string) {
  const player = await fundedPlayer(web.site.app, money);
  const [name, value] = player.cookie.split('=') as [string, string];
  const { page, errors } = await web.open(path, (p) => p.setCookie({ name, value, url: web.site.url }));
  return { page, errors, player };
}

/** Sets one limit on the responsible-gaming page through its field and its group's save button. */
async function setLimit(page: Page, type: number, group: string, value: string): Promise<void> {
  const field = `[data-testid="limit-${type}"]`;
  await page.waitForSelector(`${field}:not([disabled])`);
  const tag = await page.$eval(field, (el) => el.tagName);
  if (tag === 'SELECT') await page.select(field, value);
  else await page.type(field, value);
  const saved = page.waitForResponse((r) => r.url().endsWith('/v3/limits') && r.request().method() === 'POST');
  await page.click(`[data-testid="limits-save-${group}"]`);
  expect((await saved).status()).toBe(200);
  await page.waitForSelector(`[data-testid="limit-${type}-current"]`);
}

test.each([
  ['en', /[a-z]{3}/i, /[а-яё]/i],
  ['ru', /[а-яё]{3}/i, /wagering|stake/i],
])(
  'on /%s/ a wagering limit refuses a bet above what remains: the remaining amount in the coupon, nothing written, the bets kept',
  async (lang, language, notLanguage) => {
    const { page, errors, player } = await playerPage(1000, `/${lang}/office/responsible`);
    await setLimit(page, 1, 'wagering', '50');
    await page.goto(`${web.site.url}/${lang}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-slot="right"] [data-testid="coupon"]');
    await page.waitForSelector('[data-testid="header-balance"]');
    await addBets(page, [{ id: '101', coef: 2, gameId: 1 }]);
    await page.waitForSelector('[data-testid="coupon-bet"]');
    // RUB: the default stake is 150, above the 50 that remain of the limit.
    expect(await page.$eval('[data-testid="coupon-amount"]', (el) => (el as HTMLInputElement).value)).toBe('150');
    const answer = page.waitForResponse((r) => r.url().endsWith('/web-api/coupon/place'));
    await page.click('[data-testid="coupon-place"]');
    const response = await answer;
    expect(response.status()).toBe(422);
    const item = ((await response.json()) as { errors: Array<{ code: string; meta?: Record<string, string | number> }> }).errors[0]!;
    expect(item.code).toBe('limit.wagering');
    expect(item.meta?.remaining).toBe(50);
    await page.waitForSelector('[data-testid="coupon-error"]');
    const refusal = await page.$eval('[data-testid="coupon-error"]', (el) => el.textContent ?? '');
    const i18n = createI18n(lang);
    expect(refusal).toBe(translateMessage(i18n, { code: item.code, ...(item.meta && { values: item.meta }) }, { warn: () => {} }));
    expect(refusal).toContain('50');
    expect(refusal).toMatch(language);
    expect(refusal).not.toMatch(notLanguage);
    // Nothing written: the balance is whole, no coupon was stored, and the coupon keeps its bet.
    expect(await balanceOf(web.site.app, player.accountId)).toBe(1000);
    const coupons = await web.site.app.db.selectFrom('sb_coupons').select('id').where('user_id', '=', player.userId).execute();
    expect(coupons).toEqual([]);
    expect(await page.$$('[data-testid="coupon-bet"]')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.browserContext().close();
  },
);

test('the reality-check modal shows when due; continue closes it; log out signs the player out', async () => {
  const { page, errors } = await playerPage(100, '/en/office/responsible');
  await setLimit(page, 32, 'reality', '5');
  // The timer's due time is kept in localStorage (it survives reloads): make it due now, as if
  // 5 minutes had passed, kept as synced a moment ago so the page takes it as it stands.
  await page.waitForFunction(() => localStorage.getItem('reality-check') !== null);
  const due = async () => {
    await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('reality-check') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('reality-check', JSON.stringify({ ...kept, dueAt: Date.now() - 1000, syncedAt: Date.now() }));
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="modal-reality-check"]');
  };
  await due();
  expect(await page.$eval('[data-testid="reality-check-time"]', (el) => el.textContent)).toMatch(/You have been playing for/);
  expect(await page.$('[data-testid="reality-check-result"]')).not.toBeNull();
  const continued = page.waitForResponse((r) => r.url().endsWith('/reality-check') && r.request().method() === 'POST');
  await page.click('[data-testid="reality-check-continue"]');
  expect((await continued).status()).toBe(200);
  await page.waitForFunction(() => document.querySelector('[data-testid="modal-reality-check"]') === null);
  await due();
  const disconnected = page.waitForResponse((r) => r.url().endsWith('/web-api/auth/disconnect'));
  await page.click('[data-testid="reality-check-logout"]');
  await disconnected;
  await page.waitForFunction(() => document.querySelector('[data-testid="modal-reality-check"]') === null);
  await page.waitForSelector('[data-testid="header-login"]');
  // The server agrees: the session is gone.
  const session = await page.evaluate(async () => (await fetch('/web-api/user/gettoken')).status);
  expect(session).toBe(401);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('a started pending change forces the approve/reject popup on any page (here the home page); confirming applies it', async () => {
  const { page, errors, player } = await playerPage(100, '/en');
  // A wagering limit of 100 whose increase to 300 started an hour ago and waits for the
  // player's approval (what 24 h after asking for it looks like), written as the service keeps it.
  const now = Date.now();
  const row = { user_id: player.userId, limit_type: 1, self_exclude_reason: null, created_at: now };
  await web.site.app.db
    .insertInto('player_limits')
    .values([
      { ...row, state: 'ACTIVE', limit_value: 100, started_at: now - 48 * 3_600_000, ends_at: null },
      { ...row, state: 'PENDING', limit_value: 300, started_at: now - 3_600_000, ends_at: now + 23 * 3_600_000 },
    ])
    .execute();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="limits-approve-popup"]');
  expect(await page.$eval('[data-testid="limits-approve-text"]', (el) => el.textContent)).toMatch(/^Wagering in 24 hours: ₽300\.00\./);
  expect(await page.$('[data-testid="responsible-page"]')).toBeNull();
  const approved = page.waitForResponse((r) => r.url().endsWith('/v3/limitaction'));
  await page.click('[data-testid="limits-approve"]');
  expect((await approved).status()).toBe(200);
  await page.waitForFunction(() => document.querySelector('[data-testid="limits-approve-popup"]') === null);
  const rows = await web.site.app.db
    .selectFrom('player_limits')
    .select(['state', 'limit_value'])
    .where('user_id', '=', player.userId)
    .execute();
  expect(rows.map((r) => [r.state, Number(r.limit_value)])).toEqual([['ACTIVE', 300]]);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

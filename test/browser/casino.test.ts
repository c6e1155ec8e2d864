// The casino end to end on the built site and the real server (issue 17): a guest searches,
// opens a game in demo and plays with the virtual balance; then registers, gets a demo deposit
// from the operator CLI, plays real rounds, and sees the balance and the office history match
// the rounds played.
import type { Page } from 'puppeteer-core';
import type { CasinoGamesAnswer } from '@site/api';
import { shows } from './open-page';
import { withSiteAndBrowser } from './site';

jest.setTimeout(120_000);


const web = withSiteAndBrowser();

const attr = (page: Page, selector: string, name: string) => page.$eval(selector, (el, n) => el.getAttribute(n as string) ?? '', name);
const cents = (x: number) => Math.round(x * 100);

/** Plays one round with this stake; resolves with the round's id, stake and win as the page shows them. */
async function playRound(page: Page, stake: string): Promise<{ roundId: number; stake: number; win: number }> {
  const before = await page.$eval('[data-testid="casino-last-round"]', (el) => el.getAttribute('data-round-id')).catch(() => null);
  const input = (await page.$('[data-testid="casino-stake"]'))!;
  await input.evaluate((el) => {
    (el as HTMLInputElement).focus();
    (el as HTMLInputElement).select();
  });
  await input.type(stake);
  await page.waitForSelector('[data-testid="casino-play"]:not([disabled])').catch(async (error: unknown) => {
    const reason = await page.$eval('[data-testid="casino-stake-reason"]', (el) => el.textContent).catch(() => '(none)');
    throw new Error(`play stayed disabled for the stake ${stake}: ${reason}`, { cause: error });
  });
  await page.click('[data-testid="casino-play"]');
  await page.waitForFunction(
    (prev: string | null) => {
      const el = document.querySelector('[data-testid="casino-last-round"]');
      return el !== null && el.getAttribute('data-round-id') !== prev;
    },
    { timeout: 15_000 },
    before,
  );
  const [roundId, s, win] = await page.$eval('[data-testid="casino-last-round"]', (el) => [
    el.getAttribute('data-round-id'),
    el.getAttribute('data-stake'),
    el.getAttribute('data-win'),
  ]);
  return { roundId: Number(roundId), stake: Number(s), win: Number(win) };
}

test('a guest searches and plays the demo; signed in, real rounds move the balance and show in the office history', async () => {
  // A slot of the seeded catalogue, and a word of its name to search for.
  const catalogue = (await (
    await fetch(`${web.site.url}/web-api/casino/games?section=slots&engine=slot&limit=100`)
  ).json()) as CasinoGamesAnswer;
  const game = catalogue.games.find((g) => g.minStake <= 1 && g.maxStake >= 3)!;
  const word = game.name.split(/\s+/).find((w) => w.length >= 3) ?? game.name;

  // 1. The guest searches as they type and opens the game.
  const { page, errors } = await web.open('/en/casino-search', (p) => p.setViewport({ width: 1366, height: 900 }));
  await shows(page, '[data-testid="casino-search"]');
  await page.type('[data-testid="casino-search"]', word);
  await shows(page, `[data-testid="casino-tile"][data-game-id="${game.id}"]`);
  expect(await attr(page, `[data-testid="casino-tile"][data-game-id="${game.id}"] img`, 'loading')).toBe('lazy');
  await page.click(`[data-testid="casino-tile"][data-game-id="${game.id}"] [data-testid="casino-tile-link"]`);
  await page.waitForFunction((route: string) => location.pathname === `/en${route}`, {}, game.route);

  // 2. Demo: the virtual balance, the seed hash before play, a round.
  await shows(page, '[data-testid="casino-launch-demo"]');
  await page.click('[data-testid="casino-launch-demo"]');
  await shows(page, '[data-testid="casino-round"][data-mode="demo"]');
  expect(await page.$eval('[data-testid="fair-hash"]', (el) => el.textContent)).toMatch(/^[0-9a-f]{64}$/);
  const demoStart = Number(await attr(page, '[data-testid="casino-balance"]', 'data-value'));
  const demo = await playRound(page, '1');
  expect(demo.stake).toBe(1);
  expect(cents(Number(await attr(page, '[data-testid="casino-balance"]', 'data-value')))).toBe(cents(demoStart - 1 + demo.win));

  // 3. Real play needs a player: one-click registration, then a demo deposit by the operator.
  await page.click('[data-testid="casino-change-mode"]');
  await shows(page, '[data-testid="casino-launch-real"]');
  await page.click('[data-testid="casino-launch-real"]');
  await shows(page, '[data-testid="casino-sign-in"]');
  await page.click('[data-testid="casino-sign-up-link"]');
  await shows(page, '[data-testid="registration-page"] [data-testid="reg-submit"]:not([disabled])');
  await page.click('[data-testid="reg-submit"]');
  await shows(page, '[data-testid="reg-credentials"]');
  const { userId } = await page.evaluate(async () => (await (await fetch('/web-api/session')).json()) as { userId: number });
  expect(await web.site.admin('credit', String(userId), '100')).toMatchObject({ userId, balance: 100 });
  // back on the game, signed in
  await page.click('[data-testid="reg-continue"]');
  await page.waitForFunction((route: string) => location.pathname === `/en${route}`, {}, game.route);

  // 4. Real rounds: the balance after each is the answer's, and the accounts say the same.
  await shows(page, '[data-testid="casino-launch-real"]');
  await page.click('[data-testid="casino-launch-real"]');
  await shows(page, '[data-testid="casino-round"][data-mode="real"]');
  expect(Number(await attr(page, '[data-testid="casino-balance"]', 'data-value'))).toBe(100);
  const rounds = [];
  for (const stake of ['2', '1.5', '3']) rounds.push(await playRound(page, stake));
  expect(rounds.map((r) => r.stake)).toEqual([2, 1.5, 3]);
  const expected = cents(100) - cents(6.5) + rounds.reduce((sum, r) => sum + cents(r.win), 0);
  expect(cents(Number(await attr(page, '[data-testid="casino-balance"]', 'data-value')))).toBe(expected);
  const accounts = await page.evaluate(async () => (await (await fetch('/web-api/user/accounts')).json()) as { balance: number });
  expect(cents(accounts.balance)).toBe(expected);

  // 5. The office history's casino tab lists the same rounds, stakes and wins, newest first.
  await page.goto(`${web.site.url}/en/office/history?tab=casino`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="casino-history-row"]').length === 3, { timeout: 15_000 });
  const rows = await page.$$eval('[data-testid="casino-history-row"]', (els) =>
    els.map((el) => ({
      roundId: Number(el.getAttribute('data-round-id')),
      stake: Number(el.getAttribute('data-stake')),
      win: Number(el.getAttribute('data-win')),
    })),
  );
  expect(rows).toEqual([...rounds].reverse());
  await shows(page, '[data-testid="header-balance"]');
  expect(await page.$eval('[data-testid="header-balance"]', (el) => el.textContent)).toBe(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'RUB', currencyDisplay: 'narrowSymbol' }).format(expected / 100),
  );

  expect(errors).toEqual([]);
  await page.browserContext().close();
});

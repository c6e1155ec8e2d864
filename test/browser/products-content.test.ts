// Issue 19 on the built site: a bonus game played with points (the points drop by the round's
// cost, a prize is credited to the bonus account), and the information pages and promotions
// rendered from the content table in the page's language.
import type { Page } from 'puppeteer-core';
import { fundedPlayer } from '../server/sportsbook-fixture';
import { withSiteAndBrowser } from './site';

jest.setTimeout(120_000);

const web = withSiteAndBrowser();

const pointsOf = (page: Page) => page.$eval('[data-testid="points-balance"]', (el) => Number(el.getAttribute('data-points')));

test('a bonus game played with points: the points drop by the cost of each round, the prizes reach the bonus account', async () => {
  const player = await fundedPlayer(web.site.app, 0);
  await web.site.app.bonusGames.grant(player.userId, 200, 'test');
  const [name, value] = player.cookie.split('=') as [string, string];
  const { page, errors } = await web.open('/en/games', (p) => p.setCookie({ name, value, url: web.site.url }));
  await page.waitForSelector('[data-testid="points-balance"]');
  expect(await pointsOf(page)).toBe(200);
  await page.click('[data-testid="bonus-game-card"][data-game="fortuna"] [data-testid="bonus-game-play-link"]');
  await page.waitForSelector('[data-testid="bonus-game"][data-game="fortuna"] [data-testid="bonus-game-pick"]');

  let points = 200;
  let won = 0;
  // a round wins 60 % of the time: play until one has (20 rounds at most)
  for (let round = 0; round < 20 && won === 0; round++) {
    if (round > 0) await page.click('[data-testid="bonus-game-again"]');
    await page.waitForSelector('[data-testid="bonus-game-pick"]:not([disabled])');
    await page.click('[data-testid="bonus-game-pick"][data-choice="2"]');
    await page.waitForSelector('[data-testid="bonus-game-result"]');
    points -= 10;
    won += await page.$eval('[data-testid="bonus-game-result"]', (el) => Number(el.getAttribute('data-prize')));
    await page.waitForFunction((n: number) => document.querySelector('[data-testid="points-balance"]')?.getAttribute('data-points') === String(n), {}, points);
  }
  expect(won).toBeGreaterThan(0);
  expect(await page.$eval('[data-testid="bonus-game-result"]', (el) => el.textContent)).toContain('You won');

  const accounts = await web.site.app.inject({ url: '/web-api/user/accounts', headers: { cookie: player.cookie } });
  expect(accounts.json().bonus).toBe(won);
  expect(await web.site.app.bonusGames.points(player.userId)).toBe(points);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('information pages and promotions come from the content table, in Russian on /ru/', async () => {
  const { page, errors } = await web.open('/ru/information/rules/2/system');
  await page.waitForSelector('[data-testid="information-page"]');
  expect(await page.$eval('[data-testid="information-title"]', (el) => el.textContent)).toBe('Типы ставок');
  expect(await page.$eval('[data-testid="information-body"]', (el) => el.textContent)).toContain('«2 из 4»');
  expect(await page.title()).toBe('Типы ставок | Demo Bet');

  await page.goto(`${web.site.url}/ru/promotions`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="content-card"]');
  expect(await page.$$eval('[data-testid="content-card"] h2', (els) => els.map((e) => e.textContent))).toContain('Бонус 100% на первый депозит');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('the betting calculator works in the page: an express of 1.5 and 2.2 at 10 pays 33.00', async () => {
  // the calculator is a feature of the site config (modules.features), off by default
  await web.site.app.siteConfig.set('modules', 'features', ['betting-calculator']);
  const { page, errors } = await web.open('/en/information/betting-calculator');
  await page.waitForSelector('[data-testid="betting-calculator"] [data-testid="calc-submit"]');
  await page.select('[data-testid="calc-type"]', 'express');
  await page.type('[data-testid="calc-coefs"]', '1.5 2.2');
  await page.type('[data-testid="calc-amount"]', '10');
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('[data-testid="calc-submit"]')]);
  await page.waitForSelector('[data-testid="calc-max-win"]');
  expect(await page.$eval('[data-testid="calc-max-win"]', (el) => el.textContent)).toBe('Largest possible win: 33.00');
  expect(await page.$eval('[data-testid="calc-coefs"]', (el) => (el as HTMLInputElement).value)).toBe('1.5 2.2');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

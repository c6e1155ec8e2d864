// The sports family and the draws on the built site (issue 19), on the real server with the
// simulator's line: a cyber bet placed from the cyber pages into the one coupon; a toto ticket
// bought on the toto page and settled once its events have results (the operator CLI); a lotto
// ticket bought and drawn (the operator CLI), then seen as drawn in the player's tickets.
import type { Page } from 'puppeteer-core';
import { fundedPlayer } from '../server/sportsbook-fixture';
import { shows } from './open-page';
import { withSiteAndBrowser } from './site';

jest.setTimeout(180_000);


const web = withSiteAndBrowser({ feed: { seed: 7, scale: 0.25 } });

async function playerPage(path: string, money: number): Promise<{ page: Page; errors: string[]; accountId: number; userId: number }> {
  const player = await fundedPlayer(web.site.app, money);
  const [name, value] = player.cookie.split('=') as [string, string];
  const opened = await web.open(path, async (p) => {
    await p.setViewport({ width: 1366, height: 900 });
    await p.setCookie({ name, value, url: web.site.url });
  });
  return { ...opened, accountId: player.accountId, userId: player.userId };
}

const balance = async (accountId: number) => (await web.site.app.ledger.balanceMinor(accountId)) / 100;

test('cyber: the esports disciplines, a CS2 price into the coupon, the bet placed', async () => {
  const { page, errors, userId } = await playerPage('/en/cyber/real', 1000);
  await shows(page, '[data-testid="cyber-discipline"][data-discipline="cs2"]', 20_000);
  await page.click('[data-testid="cyber-discipline"][data-discipline="cs2"] a');
  await page.waitForFunction(() => location.pathname === '/en/cyber/real/cs2');
  await shows(page, '[data-testid="cyber-games"] [data-testid="cyber-odd"]:not([disabled])', 20_000);
  const marketId = await page.$eval('[data-testid="cyber-odd"]:not([disabled])', (el) => el.getAttribute('data-market'));
  await page.click(`[data-testid="cyber-odd"][data-market="${marketId}"]`);
  await shows(page, `[data-testid="cyber-odd"][data-market="${marketId}"][aria-pressed="true"]`, 20_000);
  await shows(page, '[data-testid="coupon-bet"]', 20_000);
  await page.click('[data-testid="coupon-place"]');
  await shows(page, '[data-testid="coupon-success"]', 20_000);
  const coupon = await web.site.app.db.selectFrom('sb_coupon_bets as b').innerJoin('sb_coupons as c', 'c.id', 'b.coupon_id').select(['b.market_id', 'b.game_id']).where('c.user_id', '=', userId).executeTakeFirstOrThrow();
  expect(coupon.market_id).toBe(Number(marketId));
  const game = await web.site.app.db.selectFrom('sb_games').select('sport_id').where('id', '=', coupon.game_id).executeTakeFirstOrThrow();
  expect(game.sport_id).toBe(13);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('toto: a ticket of picks bought on the page, settled when its 15 events have results', async () => {
  const { page, errors, accountId } = await playerPage('/en/toto', 500);
  await shows(page, '[data-testid="toto-draw"] [data-testid="toto-pick-14-1"]', 20_000);
  const drawId = Number(await page.$eval('[data-testid="toto-draw"]', (el) => el.getAttribute('data-draw')));
  for (let i = 0; i < 15; i++) await page.click(`[data-testid="toto-pick-${i}-1"]`);
  await page.click('[data-testid="toto-pick-0-X"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="toto-combinations"]')?.textContent === '2');
  await page.click('[data-testid="toto-buy"]');
  await shows(page, '[data-testid="toto-bought"]', 20_000);
  expect(await balance(accountId)).toBe(480);

  // The operator ends the 15 games (home wins) and settles the draw.
  const events = await web.site.app.db.selectFrom('toto_events').select('game_id').where('draw_id', '=', drawId).orderBy('idx').execute();
  expect(events).toHaveLength(15);
  for (const e of events) await web.site.admin('settle', String(e.game_id), 'home');
  // Settlement runs on every toto read and every 15 s too: the page or the timer may settle the
  // draw before the operator's command does, so the draw's state is what counts.
  await web.site.admin('toto', 'settle');
  const draw = await web.site.app.db.selectFrom('toto_draws').select('status').where('id', '=', drawId).executeTakeFirstOrThrow();
  expect(draw.status).toBe('settled');
  const ticket = await web.site.app.db.selectFrom('toto_tickets').selectAll().where('draw_id', '=', drawId).executeTakeFirstOrThrow();
  expect(ticket.status).toBe('won');
  expect(ticket.correct).toBe(15);
  // the only ticket: 15 correct once and 14 once share 40% and 25% of the 17.00 pool
  expect(Number(ticket.win_minor)).toBe(680 + 425);
  expect(await balance(accountId)).toBe(491.05);

  await page.goto(`${web.site.url}/en/toto/main/coupons`, { waitUntil: 'domcontentloaded' });
  await shows(page, '[data-testid="toto-ticket"][data-status="won"]', 20_000);
  await page.goto(`${web.site.url}/en/toto/main/draws`, { waitUntil: 'domcontentloaded' });
  await shows(page, '[data-testid="toto-past-draw"][data-status="settled"]', 20_000);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('lotto: a 5 of 36 ticket bought, drawn by the operator, shown drawn with its published seed', async () => {
  const { page, errors, accountId } = await playerPage('/en/lotto', 500);
  await shows(page, '[data-testid="lotto-game"][data-game="536"] [data-testid="lotto-play"]', 20_000);
  await page.click('[data-testid="lotto-game"][data-game="536"] [data-testid="lotto-play"]');
  await page.waitForFunction(() => location.pathname === '/en/lotto/view/5-of-36');
  await shows(page, '[data-testid="lotto-number-36"]', 20_000);
  for (const n of [3, 8, 15, 22, 36]) await page.click(`[data-testid="lotto-number-${n}"]`);
  await page.click('[data-testid="lotto-buy"]');
  await shows(page, '[data-testid="lotto-bought"]', 20_000);
  expect(await balance(accountId)).toBe(450);
  const ticket = await web.site.app.db.selectFrom('lotto_tickets').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();

  const drawn = (await web.site.admin('lotto', 'draw', String(ticket.draw_id))) as { draw: { numbers: number[]; seed: string }; settled: number };
  expect(drawn.settled).toBe(1);
  expect(drawn.draw.numbers).toHaveLength(5);
  const matches = [3, 8, 15, 22, 36].filter((n) => drawn.draw.numbers.includes(n)).length;
  const prize = ({ 5: 10_000, 4: 100, 3: 5, 2: 1 } as Record<number, number>)[matches] ?? 0;
  expect(await balance(accountId)).toBe(450 + prize * 50);

  await page.goto(`${web.site.url}/en/lotto/tickets`, { waitUntil: 'domcontentloaded' });
  await shows(page, `[data-testid="lotto-ticket"][data-status="${prize > 0 ? 'won' : 'lost'}"]`, 20_000);
  await page.goto(`${web.site.url}/en/lotto/results/536`, { waitUntil: 'domcontentloaded' });
  await shows(page, `[data-testid="lotto-result"][data-draw="${ticket.draw_id}"]`, 20_000);
  expect(await page.$eval(`[data-testid="lotto-result"][data-draw="${ticket.draw_id}"]`, (el) => el.textContent)).toContain(drawn.draw.seed);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

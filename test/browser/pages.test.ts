// The pages players judge (issue 22), in Chromium on the built site: multi-live boards the player
// picks, and a game page with its markets under headings.
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

// A quarter of the demo line: a few hundred games, 16 of them live.
const web = withSiteAndBrowser({ feed: { seed: 7, scale: 0.25 } });

test('multi-live: the player picks two live games and sees two boards; the choice is in the URL', async () => {
  const { page, errors } = await web.open('/en/live/multi-live');
  await page.waitForSelector('[data-testid="multi-live-empty"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="multi-live-pick"]').length >= 2);
  expect(await page.$$('[data-testid="game-card"]')).toHaveLength(0);
  const ids = await page.$$eval('[data-testid="multi-live-pick"]', (els) => els.slice(0, 2).map((e) => e.getAttribute('data-game-id')!));
  await page.click(`[data-testid="multi-live-pick"][data-game-id="${ids[0]}"]`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-card"]').length === 1);
  await page.click(`[data-testid="multi-live-pick"][data-game-id="${ids[1]}"]`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-card"]').length === 2);
  expect(await page.$$eval('[data-testid="game-card"]', (els) => els.map((e) => e.getAttribute('data-game-id')))).toEqual(ids);
  expect(new URL(page.url()).search).toBe(`?games=${ids.join(',')}`);
  // each board has its markets under headings, and odds to click
  expect(await page.$$eval('[data-testid="game-card"]', (els) => els.map((e) => e.querySelectorAll('[data-testid="market-group"]').length > 0))).toEqual([true, true]);
  // a reload keeps the boards
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-card"]').length === 2);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('a game page: markets under headings (result, totals, handicaps...), full names, a heading folds', async () => {
  const { page, errors } = await web.open('/en/line/1', (p) => p.setViewport({ width: 1366, height: 768 }));
  await page.waitForSelector('[data-testid="sports-app"][data-status="ready"] [data-testid="more-markets"]');
  const href = await page.$eval('[data-testid="more-markets"]', (a) => a.getAttribute('href')!);
  await page.click('[data-testid="more-markets"]');
  await page.waitForSelector('[data-testid="game-card"] [data-testid="market-group"]');
  expect(new URL(page.url()).pathname).toBe(href);
  const headings = await page.$$eval('[data-testid="market-group"]', (els) => els.map((e) => e.getAttribute('data-section')));
  expect(headings[0]).toBe('result');
  expect(headings.indexOf('totals')).toBeGreaterThan(0);
  expect(headings.indexOf('handicaps')).toBeGreaterThan(headings.indexOf('totals'));
  // names are whole: no button cuts its name
  const cut = await page.$$eval('[data-testid="market-group"] .odd__name', (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
  expect(cut).toBe(0);
  // lines are in the names ("Total over 2.5")
  expect(await page.$$eval('[data-section="totals"] .odd__name', (els) => els.every((e) => /^Total .*(over|under) \d+(\.\d+)?$/.test(e.textContent ?? '')))).toBe(true);
  await page.click('[data-section="totals"] [data-testid="market-group-toggle"]');
  await page.waitForSelector('[data-section="totals"][data-collapsed="true"]');
  expect(await page.$$('[data-section="totals"] [data-testid="odd"]')).toHaveLength(0);
  expect(await page.title()).toMatch(/ vs .*betting odds/);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

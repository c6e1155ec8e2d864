// The office on the built site (issue 18, issue 15's support button): a signed-in player
// changes the odds format in settings, reloads, and the line shows the new format (kept on
// the server, not in this browser); he sends a support request from the support button and
// finds it in office/support, where the operator's answer shows.
import type { Page } from 'puppeteer-core';
import { runCli } from '../../server/admin/cli';
import { fundedPlayer } from '../server/sportsbook-fixture';
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

// Known markets and coefs: 101 (game 1) at 2.0, 201 at 1.5.
const web = withSiteAndBrowser({ catalogue: true });
beforeAll(() => {
  process.env.DATABASE_URL = web.site.db.url;
});
afterAll(() => {
  delete process.env.DATABASE_URL;
});

async function playerPage(path: string) {
  const player = await fundedPlayer(web.site.app, 100);
  const [name, value] = player.cookie.split('=') as [string, string];
  const { page, errors } = await web.open(path, async (p) => {
    await p.setViewport({ width: 1366, height: 900 });
    await p.setCookie({ name, value, url: web.site.url });
  });
  return { page, errors, player };
}

const priceOf = (page: Page, marketId: number) =>
  page.$eval(`[data-testid="odd"][data-market-id="${marketId}"] .odd__coef`, (el) => el.textContent ?? '');

test('odds format chosen in settings survives a reload (from the server) and the line shows it', async () => {
  const { page, errors, player } = await playerPage('/en/line');
  await page.waitForSelector('[data-testid="odd"][data-market-id="101"] .odd__coef');
  await page.waitForFunction(() => document.querySelector('[data-testid="odd"][data-market-id="101"] .odd__coef')?.textContent === '2.00');

  await page.goto(`${web.site.url}/en/office/settings`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="settings-odds-format"]');
  const saved = page.waitForResponse((r) => r.url().endsWith('/web-api/user/settings') && r.request().method() === 'PUT');
  await page.select('[data-testid="settings-odds-format"]', '1');
  expect((await saved).status()).toBe(200);
  expect((await web.site.app.userSettings.get(player.userId)).oddsFormat).toBe(1);

  // Nothing in this browser remembers it: the server does.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${web.site.url}/en/line`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelector('[data-testid="odd"][data-market-id="101"] .odd__coef')?.textContent === '1/1');
  expect(await priceOf(page, 201)).toBe('1/2');
  expect(errors).toEqual([]);
});

test('a support request sent from the support button is in office/support, with the operator’s answer', async () => {
  const { page, errors } = await playerPage('/en/line');
  await page.waitForSelector('[data-testid="support-button"]');
  await page.click('[data-testid="support-button"]');
  await page.waitForSelector('[data-testid="support-form"]');
  await page.type('[data-testid="support-subject"]', 'Where is my deposit');
  await page.type('[data-testid="support-body"]', 'I paid yesterday and see nothing.');
  await page.click('[data-testid="support-send"]');
  await page.waitForSelector('[data-testid="support-sent"]');

  await page.goto(`${web.site.url}/en/office/support`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="support-request"]');
  expect(await page.$eval('[data-testid="support-request"]', (el) => el.textContent)).toContain('Where is my deposit');
  const id = (await web.site.app.db.selectFrom('support_requests').select('id').where('subject', '=', 'Where is my deposit').executeTakeFirstOrThrow()).id;
  expect(await runCli(['support', 'reply', String(id), 'Found', 'it,', 'credited.'], () => {}, () => {})).toBe(0);

  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="support-request"][data-status="answered"]');
  await page.click('[data-testid="support-request-open"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="support-message"]').length === 2);
  expect(await page.$$eval('[data-testid="support-message"]', (els) => els.map((e) => e.getAttribute('data-author')))).toEqual(['player', 'operator']);
  expect(errors).toEqual([]);
});

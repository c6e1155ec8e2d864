import type { Page } from 'puppeteer-core';
import type { ServerResponse } from 'node:http';
import { withSiteAndBrowser } from './site';

jest.setTimeout(60_000);

// A quarter of the demo line: a few hundred games, 16 of them live.
const web = withSiteAndBrowser({ feed: { seed: 7, scale: 0.25 } });

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  // a desktop window: below 1024 px the site hands over to the mobile one
  const opened = await web.open(path, (p) => p.setViewport({ width: 1366, height: 900 }));
  await opened.page.waitForSelector('[data-testid="sports-app"][data-status="ready"] [data-testid="odd"]');
  return opened;
}

async function waitFor(ok: () => boolean): Promise<void> {
  while (!ok()) await new Promise((r) => setTimeout(r, 20));
}

/** The coupon's market ids, read from the page's one root store (the coupon parcel may not be mounted). */
function couponIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const S = (window as unknown as { System: { import(n: string): Promise<{ getRootStore(): { coupon: { bets: { market: { id: string } }[] } } }> } }).System;
    const stores = await S.import('@site/stores');
    return stores.getRootStore().coupon.bets.map((b) => b.market.id);
  });
}

test('line: the sports menu with counts, games with odds; an odd goes into the coupon and out again', async () => {
  const { page, errors } = await openPage('/en/line');
  const sports = await page.$$eval('[data-testid="sport"]', (els) => els.map((e) => e.textContent ?? ''));
  expect(sports.length).toBeGreaterThan(1);
  expect(sports[0]).toMatch(/\d+$/);
  expect(await page.$$eval('[data-testid="champ-link"]', (els) => els.length)).toBeGreaterThan(0);
  const odd = (await page.$('[data-testid="odd"][data-locked="false"]'))!;
  const marketId = await odd.evaluate((el) => el.getAttribute('data-market-id')!);
  expect(await odd.evaluate((el) => el.getAttribute('data-selected'))).toBe('false');
  await odd.click();
  await page.waitForSelector(`[data-testid="odd"][data-market-id="${marketId}"][data-selected="true"]`);
  expect(await couponIds(page)).toEqual([marketId]);
  await odd.click();
  await page.waitForSelector(`[data-testid="odd"][data-market-id="${marketId}"][data-selected="false"]`);
  expect(await couponIds(page)).toEqual([]);
  // The odds format follows the selector (fractional: num/den).
  await page.select('[data-testid="coef-view"]', '1');
  await page.waitForFunction(() => /^\d+\/\d+$/.test(document.querySelector('[data-testid="odd"][data-locked="false"] .odd__coef')?.textContent ?? ''));
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('live: odds move with the stream and flash their direction', async () => {
  const { page, errors } = await openPage('/en/live');
  const before = await page.$$eval('[data-testid="odd"]', (els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-market-id'), e.getAttribute('data-coef')])));
  // Drive the feed until a shown price has moved (odds off screen are not painted: only painted ones count) (each tick publishes a batch to the stream).
  let moved = false;
  for (let i = 0; i < 20 && !moved; i++) {
    await web.site.tick(2000);
    moved = await page
      .waitForFunction(
        (prev: Record<string, string | null>) =>
          [...document.querySelectorAll('[data-testid="odd"]')].some((e) => {
            const was = prev[e.getAttribute('data-market-id') ?? ''];
            return typeof was === 'string' && was !== e.getAttribute('data-coef');
          }),
        { timeout: 500 },
        before,
      )
      .then(() => true)
      .catch(() => false);
  }
  expect(moved).toBe(true);
  expect(await page.$$eval('[data-testid="odd"][data-dir="up"], [data-testid="odd"][data-dir="down"]', (els) => els.length)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('a lost live stream shows the stale-odds banner; the reconnect clears it', async () => {
  const streams = new Set<ServerResponse>();
  const track = (req: { url?: string }, res: ServerResponse) => {
    if (req.url?.startsWith('/web-api/live/stream')) streams.add(res);
  };
  web.site.app.server.on('request', track);
  try {
    const { page, errors } = await openPage('/en/live');
    await waitFor(() => streams.size > 0);
    expect(await page.$('[data-testid="stale-odds"]')).toBeNull();
    // The first answer after the cut is refused, so the browser gives up and our own reconnect runs.
    let refuse = true;
    await page.setRequestInterception(true);
    // Interception ends as soon as the refusal is served: requests of a worker started while it
    // is on can hang (puppeteer/puppeteer#4208), and our reconnect starts a new worker.
    page.on('request', (req) => {
      if (refuse && req.url().includes('/web-api/live/stream')) {
        refuse = false;
        void req.respond({ status: 503, contentType: 'text/plain', body: 'down' }).then(() => page.setRequestInterception(false));
      } else void req.continue().catch(() => undefined); // refused once interception is off: nothing to do
    });
    for (const res of streams) res.destroy();
    await page.waitForSelector('[data-testid="stale-odds"]');
    await page.waitForSelector('[data-testid="stale-odds"]', { hidden: true, timeout: 15_000 });
    expect(refuse).toBe(false);
    expect(errors).toEqual([]);
    await page.browserContext().close();
  } finally {
    web.site.app.server.off('request', track);
  }
});

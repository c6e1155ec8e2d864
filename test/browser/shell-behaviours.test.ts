// The shell's global behaviours on the built site (issue 15): the new-site modal once across a
// reload, the maintenance notice in Russian on /ru/ and English on /en/, the update notice when
// version.json changes, a terms bump forcing the confirm page, a ban redirect, the identification
// blocker, the PWA's offline page.
import type { Page } from 'puppeteer-core';
import { registerPlayer } from '../server/players';
import { startSite, withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

const web = withSiteAndBrowser();

/** The shell booted: the notification areas are mounted and the first routing ended. */
async function booted(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="notifications"]');
  await page.waitForFunction(() => document.documentElement.dataset.siteLoading === 'false');
}

async function signedInPage(path: string) {
  const player = await registerPlayer(web.site.app);
  const [name, value] = player.cookie.split('=') as [string, string];
  const opened = await web.open(path, (p) => p.setCookie({ name, value, url: web.site.url }));
  return { ...opened, player };
}

test('the new-site modal shows a guest once, and not again after a reload', async () => {
  await web.site.app.siteConfig.set('modules', 'features', ['new-site']);
  try {
    const { page, errors } = await web.open('/en');
    await page.waitForSelector('[data-testid="modal-new-site"]');
    expect(await page.$eval('[data-testid="modal-new-site"]', (el) => el.textContent)).toContain('Welcome to our new site');
    await page.click('[data-testid="modal-new-site-ok"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="modal-new-site"]') === null);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await booted(page);
    await page.waitForSelector('[data-testid="header-login"]');
    expect(await page.$('[data-testid="modal-new-site"]')).toBeNull();
    expect(errors).toEqual([]);
    await page.browserContext().close();
  } finally {
    await web.site.app.siteConfig.set('modules', 'features', []);
  }
});

test('the maintenance notice states the window in Russian on /ru/ and in English on /en/', async () => {
  const start = new Date(Date.now() + 3 * 3600_000);
  const end = new Date(Date.now() + 5 * 3600_000);
  await web.site.app.maintenance.schedule(start, end, new Date(Date.now() - 60_000));
  const text = async (path: string) => {
    const { page, errors } = await web.open(path);
    await page.waitForSelector('[data-testid="notice-maintenance"]');
    const said = await page.$eval('[data-testid="notice-maintenance"] [data-testid="notification-text"]', (el) => el.textContent ?? '');
    // a warning with a close button
    await page.click('[data-testid="notice-maintenance"] [data-testid="notification-close"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="notice-maintenance"]') === null);
    expect(errors).toEqual([]);
    await page.browserContext().close();
    return said;
  };
  const ru = await text('/ru/');
  expect(ru).toMatch(/^Технические работы: сайт будет недоступен с .+ до .+\.$/);
  expect(ru).toContain(String(start.getFullYear()));
  const en = await text('/en/');
  expect(en).toMatch(/^Scheduled maintenance: the site will be unavailable from .+ to .+\.$/);
});

test('the update notice shows when version.json changes, and its action reloads the page', async () => {
  await web.site.app.siteConfig.set('application', 'versionCheckDelayMs', 300);
  try {
    let version = 'one';
    const { page, errors } = await web.open('/en', async (p) => {
      await p.setRequestInterception(true);
      p.on('request', (req) => {
        if (new URL(req.url()).pathname === '/version.json')
          void req.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ version }) });
        else void req.continue();
      });
    });
    await booted(page);
    await page.waitForResponse((r) => new URL(r.url()).pathname === '/version.json');
    expect(await page.$('[data-testid="notice-update"]')).toBeNull();
    version = 'two';
    await page.waitForSelector('[data-testid="notice-update"]');
    const reloaded = page.waitForNavigation({ waitUntil: 'domcontentloaded' });
    await page.click('[data-testid="notice-update"] [data-testid="notification-action"]');
    await reloaded;
    expect(errors).toEqual([]);
    await page.browserContext().close();
  } finally {
    await web.site.app.siteConfig.set('application', 'versionCheckDelayMs', 60_000);
  }
});

test('a terms bump: the next call answers 451 and the open page goes to confirm-terms; accepting brings the player back', async () => {
  const { page, errors } = await signedInPage('/en/line');
  await booted(page);
  await page.waitForSelector('[data-testid="header-user-id"]');
  await web.site.app.terms.bump();
  // any call of the page's one ApiClient (here the accounts, as a balance refresh would)
  await page.evaluate(async () => {
    const S = (window as unknown as { System: { import(n: string): Promise<Record<string, unknown>> } }).System;
    const stores = (await S.import('@site/stores')) as { getRootStore(): { api: { get(p: string): Promise<unknown> } } };
    await stores.getRootStore().api.get('web:/user/accounts').catch(() => undefined);
  });
  await page.waitForSelector('[data-testid="page-confirm-terms"]');
  expect(new URL(page.url()).pathname).toBe('/en/confirm');
  const back = page.waitForNavigation({ waitUntil: 'domcontentloaded' });
  await page.click('[data-testid="confirm-terms-accept"]');
  await back;
  expect(new URL(page.url()).pathname).toBe('/en/line');
  await booted(page);
  expect(await page.$('[data-testid="page-confirm-terms"]')).toBeNull();
  // the server stored the confirmation
  const status = await page.evaluate(async () => (await (await fetch('/web-api/api-v3/v2/user/agreement-rules/status')).json()) as { result: boolean });
  expect(status.result).toBe(false);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('a banned player following a site link is hard-redirected to the ban page', async () => {
  const { page, errors, player } = await signedInPage('/en/information/about');
  await web.site.app.users.ban(player.userId, 10, 0);
  // the page the player is on is open to banned players; the server's next answer knows the ban
  await page.reload({ waitUntil: 'domcontentloaded' });
  await booted(page);
  expect(new URL(page.url()).pathname).toBe('/en/information/about');
  // a full page load (a hard redirect), not a soft navigation
  const away = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/en/office/block-appeal-history');
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/en/line';
    a.textContent = 'line';
    document.body.appendChild(a);
    a.click();
  });
  expect((await away).status()).toBe(200);
  await booted(page);
  expect(new URL(page.url()).pathname).toBe('/en/office/block-appeal-history');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('while the site requires identification, a player who is not identified is sent to the identification page; approval frees him', async () => {
  await web.site.app.siteConfig.set('modules', 'identificationShown', true);
  await web.site.app.siteConfig.set('modules', 'identificationRequired', true);
  try {
    const { page, errors, player } = await signedInPage('/en/line');
    await page.waitForSelector('[data-testid="identification-page"]');
    expect(new URL(page.url()).pathname).toBe('/en/office/identification');
    // the operator approves his verification: the next load lets him go where he wants
    await web.site.app.documents.review(player.userId, 'approve');
    await page.goto(`${web.site.url}/en/line`, { waitUntil: 'domcontentloaded' });
    await booted(page);
    // settled: nothing in flight but the line's live stream (an open event stream never ends)
    await page.waitForNetworkIdle({ idleTime: 300, concurrency: 1 });
    expect(new URL(page.url()).pathname).toBe('/en/line');
    expect(errors).toEqual([]);
    await page.browserContext().close();
  } finally {
    await web.site.app.siteConfig.set('modules', 'identificationRequired', false);
    await web.site.app.siteConfig.set('modules', 'identificationShown', false);
  }
});

test('PWA: the service worker keeps the hashed bundles for a returning player and shows the offline page in the page language without network', async () => {
  const own = await startSite();
  await own.app.siteConfig.set('core', 'isPwa', true);
  const context = await web.browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${own.url}/en`, { waitUntil: 'domcontentloaded' });
    await booted(page);
    expect(await page.$eval('link[rel="manifest"]', (l) => l.getAttribute('href'))).toBe('/manifest.json');
    // the worker takes the page over (clients.claim)
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined);
    // a returning visit: the bundles come from the worker's cache
    const fromWorker: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/') && r.fromServiceWorker()) fromWorker.push(r.url());
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await booted(page);
    expect(fromWorker.length).toBeGreaterThan(0);
    // no network at all: the offline page
    await own.app.close();
    await page.goto(`${own.url}/en/line`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="page-offline"]');
    expect(await page.$eval('html', (h) => h.lang)).toBe('en');
    // in the language of the page asked for
    await page.goto(`${own.url}/ru/line`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="page-offline"]');
    expect(await page.$eval('html', (h) => h.lang)).toBe('ru');
    expect(await page.$eval('[data-testid="page-offline-retry"]', (a) => a.textContent)).toBe('Повторить');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await own.db.drop();
  }
});

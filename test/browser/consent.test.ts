// Issue 16 (spec 2 §4, §7): on the built site, before consent nothing but strictly necessary
// cookies and storage and no analytics request (Google Consent Mode defaults denied before any
// tag); after "accept all" the collector receives the page-view event; customize with
// functionality only gives `functionality`, logged at the server.
import { ANALYTICS_EVENT_IDS, CONSENT_ID_COOKIE, FATMAN_PATH } from '@site/api';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

const web = withSiteAndBrowser({ consent: true });

/** Strictly necessary: the session, the language, the signed-in mark, the record of the choice. */
const NECESSARY_COOKIES = ['user_token', 'lng', 'ua', CONSENT_ID_COOKIE];
/** Strictly necessary storage: the bet slip, the reality-check timer, the choice itself. */
const NECESSARY_STORAGE = ['coupon', 'reality-check', 'cookies_agree'];

function watchCollector(page: Page): HTTPRequest[] {
  const seen: HTTPRequest[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(`${FATMAN_PATH}/`)) seen.push(r);
  });
  return seen;
}

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));
const cookieNames = async (page: Page) => (await page.cookies()).map((c) => c.name);

test('before consent: Consent Mode denied first, no analytics request, only necessary cookies and storage; accept all sends the page view', async () => {
  let collector: HTTPRequest[] = [];
  const { page, errors } = await web.open('/en/line', async (p) => {
    collector = watchCollector(p);
  });
  await page.waitForSelector('[data-testid="modal-cookie-consent"]');
  const first = await page.evaluate(() => {
    const layer = (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer;
    return Array.from(layer[0] ?? []);
  });
  expect(first.slice(0, 2)).toEqual(['consent', 'default']);
  expect(first[2]).toMatchObject({
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });

  // Past the 10 s after which the collector would load: still nothing without consent.
  await new Promise((r) => setTimeout(r, 11_000));
  expect(collector).toEqual([]);
  expect((await cookieNames(page)).filter((n) => !NECESSARY_COOKIES.includes(n))).toEqual([]);
  expect((await storageKeys(page)).filter((k) => !NECESSARY_STORAGE.includes(k))).toEqual([]);

  const sent = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(`${FATMAN_PATH}/`) && r.method() === 'POST', {
    timeout: 30_000,
  });
  await page.click('[data-testid="cookie-consent-accept-all"]');
  const body = JSON.parse((await sent).postData() ?? '{}') as {
    events: { id: number; whence: number; params?: Record<string, unknown> }[];
  };
  expect(body.events).toContainEqual(
    expect.objectContaining({ id: ANALYTICS_EVENT_IDS.pageView, whence: 55, params: { route: 'section', path: '/en/line' } }),
  );
  await page.waitForSelector('[data-testid="modal-cookie-consent"]', { hidden: true });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookies_agree') ?? '{}').type)).toBe('all');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('customize with functionality only gives "functionality", logged at the server under the consent cookie', async () => {
  const { page, errors } = await web.open('/en/line');
  await page.waitForSelector('[data-testid="modal-cookie-consent"]');
  await page.click('[data-testid="cookie-consent-customize-button"]');
  expect(
    await page.$eval('[data-testid="cookie-option-necessary"]', (e) => [(e as HTMLInputElement).checked, (e as HTMLInputElement).disabled]),
  ).toEqual([true, true]);
  await page.click('[data-testid="cookie-option-functionality"]');
  const logged = page.waitForResponse((r) => r.url().endsWith('/web-api/user/cookies-agreement') && r.request().method() === 'POST');
  await page.click('[data-testid="cookie-consent-accept-selected"]');
  expect((await logged).status()).toBe(200);
  await page.waitForSelector('[data-testid="modal-cookie-consent"]', { hidden: true });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookies_agree') ?? '{}').type)).toBe('functionality');
  const consentId = (await page.cookies()).find((c) => c.name === CONSENT_ID_COOKIE);
  expect(consentId?.httpOnly).toBe(true);
  const row = await web.site.app.db
    .selectFrom('cookie_agreements')
    .selectAll()
    .where('consent_id', '=', consentId?.value as string)
    .executeTakeFirstOrThrow();
  expect(row.type).toBe('functionality');
  // Reloaded: the choice is known, the modal does not come back.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="sports-app"]');
  expect(await page.$('[data-testid="modal-cookie-consent"]')).toBeNull();
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

import { CONTENT_LANGS } from '@site/api/contracts';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer } from './players';

jest.setTimeout(30_000);

describe.each(testDialects())('the shell calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const popup = (cookie?: string) => t.app.inject({ url: '/web-api/officeapi/v1/bonus-popup-information', ...(cookie && { headers: { cookie } }) });

  test('the first-deposit popup information: offered until the first deposit, in the account currency', async () => {
    const p = await registerPlayer(t.app);
    const before = await popup(p.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    const info = before.json().bonusPopupInformation;
    expect(info).toMatchObject({ available: true, percent: 100, currency: 'RUB' });
    expect(Number.isInteger(info.maxAmountMinor) && info.maxAmountMinor > 0).toBe(true);
    const account = await t.app.accounts.mainAccountId(p.userId);
    await t.app.ledger.post({ accountId: account as number, amountMinor: 10_000, kind: 'deposit', ref: 'test' });
    expect((await popup(p.cookie)).json().bonusPopupInformation.available).toBe(false);
  });

  test('guests get 401 from the popup information', async () => {
    const res = await popup();
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('auth.unauthorized');
  });

  test("the config names the visitor's country by id, which the policy logo follows: the CDN's country, else the site's", async () => {
    const countryId = async (headers: Record<string, string> = {}) => (await t.app.inject({ url: '/bff-api/config/all.json?lang=en', headers })).json().core.countryId;
    expect(await countryId()).toBe(1);
    expect(await countryId({ 'x-geo-country': 'GB' })).toBe(228);
    expect(await countryId({ 'x-geo-country': 'lv' })).toBe(126);
    expect(await countryId({ 'x-geo-country': 'us' })).toBeNull();
    // a stored value never stands in for the visitor's
    await t.app.siteConfig.set('core', 'countryId', 66);
    try {
      expect(await countryId({ 'x-geo-country': 'us' })).toBeNull();
    } finally {
      await t.app.siteConfig.set('core', 'countryId', null);
    }
  });

  test('the policy logo is a real GIF image', async () => {
    const res = await t.app.inject({ url: '/web-api/policy/logo.agif' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    const body = res.rawPayload;
    expect(body.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect([body.readUInt16LE(6), body.readUInt16LE(8)]).toEqual([32, 32]);
    expect(body[body.length - 1]).toBe(0x3b);
  });

  test('the ad-block bait answers an empty script, never cached (no failed request without an ad blocker)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/ads/adsbygoogle.js?bait=1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('');
    }
  });

  test('the PWA manifest names every touch-icon size of spec 2 §9, and every icon is a real PNG of its size', async () => {
    const res = await t.app.inject({ url: '/manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '384x384', '512x512']);
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const png = await t.app.inject({ url: icon.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const body = png.rawPayload;
      expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect((await t.app.inject({ url: '/pwa-icons/100.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pwa-icons/x' })).statusCode).toBe(404);
  });

  test('the service worker is served as JavaScript from the root, never cached, with its offline page', async () => {
    const sw = await t.app.inject({ url: '/pwa-sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^application\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain("addEventListener('fetch'");
    expect(() => new Function(sw.body)).not.toThrow();
    const offline = await t.app.inject({ url: '/pwa-offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('data-testid="page-offline"');
    expect(offline.body).toContain('<html lang="en">');
    // the worker keeps the page in every content language and picks it by the page's language
    for (const lang of CONTENT_LANGS) expect(sw.body).toContain(`"${lang}"`);
    const kk = await t.app.inject({ url: '/pwa-offline.html?lang=kk' });
    expect(kk.body).toContain('<html lang="kk">');
    expect(kk.body).toContain('Желіге қосылым жоқ');
    expect(kk.body).toContain('href="/kk"');
    expect((await t.app.inject({ url: '/pwa-offline.html?lang=ru' })).body).toContain('Нет соединения с сетью');
    expect((await t.app.inject({ url: '/pwa-offline.html?lang=xx' })).statusCode).toBe(400);
  });
});

import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

describe.each(testDialects())('user config, terms, blocks, redirects and maintenance on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  test('user config carries the spec fields; binding a phone turns activation 1 into 2 and protection rises', async () => {
    const p = await registerPlayer(t.app);
    const before = await t.app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    const c = before.json();
    expect(c).toMatchObject({
      user_id: p.userId,
      activation_type: 1,
      ban_level: 0,
      ban_version: 0,
      user_status_id: 0,
      verification_status: 1,
      user_country_id: 1,
      user_country_code: 'RU',
      protection_level: 20,
      protection_status: 'bad',
      has_deposit: false,
      disallow_line_sport: [],
      user_data: { name: null, surname: null },
    });
    const phone = await post('/web-api/user/phone', { phone_number: '9007654321', country_code: 'RU' }, { cookie: p.cookie });
    expect(phone.json()).toEqual({ activation_type: 2, phone_code: '7', phone_number: '9007654321' });
    const after = (await t.app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } })).json();
    expect(after).toMatchObject({ activation_type: 2, phone_number: '9007654321', protection_level: 40, protection_status: 'normal' });
    const fast = await post('/web-api/auth/register', { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 });
    const fastCookie = `user_token=${/user_token=([^;]+)/.exec(String(fast.headers['set-cookie']))?.[1]}`;
    expect((await t.app.inject({ url: '/web-api/user/config', headers: { cookie: fastCookie } })).json().activation_type).toBe(0);
    const taken = await post('/web-api/user/phone', { phone_number: '9007654321', country_code: 'RU' }, { cookie: fastCookie });
    expect(taken.statusCode).toBe(409);
    const bad = await post('/web-api/user/phone', { phone_number: '12', country_code: 'RU' }, { cookie: fastCookie });
    expect(bad.json().errors[0]).toMatchObject({ status: '400', source: { pointer: '/phone_number' } });
    const ok = await post('/web-api/user/phone', { phone_number: '9001112233', country_code: 'RU' }, { cookie: fastCookie });
    expect(ok.json().activation_type).toBe(3);
  });

  test('ban level and version set by the operator show in the user config', async () => {
    const p = await registerPlayer(t.app);
    expect(await t.app.users.ban(p.userId, 53, 1)).toBe(true);
    const c = (await t.app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } })).json();
    expect(c).toMatchObject({ ban_level: 53, ban_version: 1 });
  });

  test('changed terms: status says so, protected calls answer 451 with exception_code 1 until accepted', async () => {
    const p = await registerPlayer(t.app);
    const status = () => t.app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status', headers: { cookie: p.cookie } });
    expect((await status()).json()).toMatchObject({ result: false });
    const bumped = await t.app.terms.bump();
    expect((await status()).json()).toEqual({ result: true, updatedAt: bumped.updatedAt });
    for (const url of ['/web-api/user/accounts', '/web-api/user/config']) {
      const res = await t.app.inject({ url, headers: { cookie: p.cookie } });
      expect(res.statusCode).toBe(451);
      expect(res.json()).toMatchObject({ exception_code: 1, errors: [{ status: '451', code: 'terms.changed' }] });
    }
    // a player who registers after the bump has accepted the current terms
    const newcomer = await registerPlayer(t.app);
    expect((await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie: newcomer.cookie } })).statusCode).toBe(200);
    // anonymous visitors have nothing to accept
    expect((await t.app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status' })).json().result).toBe(false);
    expect((await post('/web-api/api-v3/v2/user/agreement-rules/accept', undefined)).statusCode).toBe(401);
    const accepted = await post('/web-api/api-v3/v2/user/agreement-rules/accept', undefined, { cookie: p.cookie });
    expect(accepted.json()).toEqual({ result: false, updatedAt: bumped.updatedAt });
    expect((await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } })).statusCode).toBe(200);
  });

  test('blocks by country, IP range and user agent; no rule means reason null', async () => {
    const block = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', payload: { url: '/en/line', auth: false }, headers, remoteAddress });
    expect((await block({})).json()).toEqual({ displayTypeId: null, templateTypeId: null, reason: null });
    await t.app.blocks.add({ reason: 1, country: 'gb' });
    await t.app.blocks.add({ reason: 16, cidr: '203.0.113.0/24' });
    await t.app.blocks.add({ reason: 13, userAgent: 'BadBot' });
    await t.app.blocks.add({ reason: 17, userAgent: 'MSIE ' });
    expect((await block({ 'x-geo-country': 'GB' })).json()).toMatchObject({ reason: 1, displayTypeId: 1 });
    expect((await block({ 'x-geo-country': 'de' })).json().reason).toBeNull();
    expect((await block({}, '203.0.113.77')).json().reason).toBe(16);
    expect((await block({}, '::ffff:203.0.113.5')).json().reason).toBe(16);
    expect((await block({}, '203.0.114.1')).json().reason).toBeNull();
    expect((await block({ 'user-agent': 'Mozilla/5.0 badbot/1.0' })).json().reason).toBe(13);
    expect((await block({ 'user-agent': 'Mozilla/4.0 (compatible; MSIE 8.0)' })).json().reason).toBe(17);
    // the page renderer's service answers the same way
    expect(await t.app.blocks.resolve({ country: 'gb', ip: '10.0.0.1', userAgent: '' })).toBe(1);
    // the config default country counts when the header is absent
    await t.app.siteConfig.set('core', 'geoCountry', 'gb');
    expect((await block({})).json().reason).toBe(1);
    await t.app.siteConfig.set('core', 'geoCountry', 'ru');
    await t.app.blocks.remove();
    expect((await block({ 'x-geo-country': 'gb' })).json().reason).toBeNull();
  });

  test('operator redirects: exact and prefix paths, full URLs accepted, self-redirects ignored', async () => {
    const redirect = (url: string) => post('/redirects-api/api/v1/redirect-light', { url });
    expect((await redirect('/en/promo')).json()).toEqual({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
    await t.app.redirects.add('/en/promo', '/en/bonuses', 301);
    await t.app.redirects.add('/en/old/*', '/en/line', 302);
    await t.app.redirects.add('/en/line', '/en/line', 301);
    expect((await redirect('https://site.test/en/promo?x=1')).json()).toMatchObject({ redirect: true, code: 301, url: '/en/bonuses' });
    expect((await redirect('/en/old/a/b')).json()).toMatchObject({ redirect: true, code: 302, url: '/en/line' });
    expect((await redirect('/en/line')).json().redirect).toBe(false);
    expect((await redirect('/en/other')).json().redirect).toBe(false);
  });

  test('maintenance window: announced, active, then over', async () => {
    const now = Date.now();
    expect((await t.app.inject({ url: '/web-api/maintenance' })).json()).toMatchObject({ isActive: false, started_at: null });
    const start = new Date(now + 3600_000);
    const end = new Date(now + 7200_000);
    await t.app.maintenance.schedule(start, end);
    const announced = (await t.app.inject({ url: '/web-api/maintenance' })).json();
    expect(announced).toMatchObject({ isActive: false, started_at: start.toISOString(), ended_at: end.toISOString(), notify_started_at: new Date(start.getTime() - 24 * 3600_000).toISOString(), startAt: start.toISOString() });
    expect(await t.app.maintenance.isActive(now + 5400_000)).toBe(true);
    expect(await t.app.maintenance.isActive(now + 7200_000)).toBe(false);
    await t.app.maintenance.schedule(new Date(now - 1000), new Date(now + 60_000));
    expect((await t.app.inject({ url: '/web-api/maintenance' })).json()).toMatchObject({ isActive: true, web_state: 1 });
  });

  test('phone countries and masks for the forms', async () => {
    const countries = (await t.app.inject({ url: '/web-api/dicts/phone-countries' })).json();
    expect(countries[0]).toEqual({ id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' });
    const masks = (await t.app.inject({ url: '/web-api/dicts/phone-masks' })).json();
    expect(masks[0]).toEqual({ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 });
  });
});

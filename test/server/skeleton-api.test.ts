import { buildTestApp, type TestApp, testDialects } from './helper';

describe.each(testDialects())('skeleton API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  test('config comes from the database with default geo country ru', async () => {
    const res = await t.app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=600/);
    const body = res.json();
    expect(body.core.geoCountry).toBe('ru');
    expect(body.lang).toBe('en');
    await t.app.siteConfig.set('auth', 'registrationAllowed', false);
    const after = await t.app.inject({ url: '/bff-api/config/all.json?lang=en' });
    expect(after.json().auth.registrationAllowed).toBe(false);
  });

  test('a malformed lang answers 400 with the error envelope', async () => {
    for (const lang of ['EN', 'eng', '1', '%27or1=1']) {
      const res = await t.app.inject({ url: `/bff-api/config/all.json?lang=${lang}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ status: '400', code: 'request.invalid', source: { pointer: '/lang' } });
    }
  });

  test('config groups answer only the groups asked for and refuse unknown ones', async () => {
    const ok = await t.app.inject({ url: '/bff-api/config/group/get?groups=core,betting&lang=ru' });
    expect(Object.keys(ok.json()).sort()).toEqual(['betting', 'core']);
    const bad = await t.app.inject({ url: '/bff-api/config/group/get?groups=core,nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].detail).toContain('nope');
  });

  test('an anonymous session is {"userId":null} and never cached', async () => {
    const res = await t.app.inject({ url: '/web-api/session' });
    expect(res.json()).toEqual({ userId: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('pages get the shell with no-cache; hashed bundles are immutable; unknown assets 404', async () => {
    const page = await t.app.inject({ url: '/en/line' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<main id="content">');
    const asset = await t.app.inject({ url: '/assets/app.abc12345.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    for (const url of ['/assets/nope.js', '/favicon.ico', '/web-api/nope', '/assets/..%2f..%2fpackage.json']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<main');
    }
  });

  test('import maps are served with no-cache', async () => {
    const res = await t.app.inject({ url: '/import-maps/production.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/import-maps/../package.json' })).statusCode).toBe(404);
  });
});

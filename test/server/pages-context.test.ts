// The route context the server builds from a request, beyond what the shared cases vary: blocks
// by the visitor's country, user agent and IP, the terms switch, bans and sessions that end.
import { join } from 'node:path';
import { testDialects, type TestApp } from './helper';
import { bootOf } from './page-http';
import { buildAppWith, registerPlayer } from './players';

const DIST = join(__dirname, 'fixtures', 'pages-dist');

describe.each(testDialects())('page context on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { distDir: DIST } });
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.app.blocks.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  test('a country block applies to visitors from that country only (X-Geo-Country, else the configured country)', async () => {
    await t.app.blocks.add({ reason: 1, country: 'de' });
    expect((await get('/en/slots', { 'x-geo-country': 'DE' })).headers.location).toBe('/en/block');
    expect((await get('/en/slots', { 'x-geo-country': 'fr' })).statusCode).toBe(200);
    // the config's geoCountry is ru
    expect((await get('/en/slots')).statusCode).toBe(200);
    await t.app.blocks.add({ reason: 8, country: 'ru' });
    expect((await get('/en/slots')).headers.location).toBe('/en/coming-soon');
  });

  test('user agent and IP blocks', async () => {
    await t.app.blocks.add({ reason: 17, userAgent: 'MSIE' });
    expect((await get('/en/', { 'user-agent': 'Mozilla/4.0 (compatible; MSIE 8.0)' })).headers.location).toBe('/en/block-ie');
    const page = await get('/en/block-ie', { 'user-agent': 'Mozilla/4.0 (compatible; MSIE 8.0)' });
    expect(bootOf(page.body).page).toMatchObject({ layout: 'blocked', application: '@site/app-status-pages' });
    expect((await get('/en/', { 'user-agent': 'Firefox' })).statusCode).toBe(200);
    await t.app.blocks.remove();
    await t.app.blocks.add({ reason: 13, cidr: '127.0.0.0/8' });
    // inject comes from 127.0.0.1
    expect((await get('/en/')).headers.location).toBe('/en/block-ua');
  });

  test('changed terms send a player to confirm only while the site supports confirming them', async () => {
    const p = await registerPlayer(t.app);
    await t.app.terms.bump();
    expect((await get('/en/slots', { cookie: p.cookie })).headers.location).toBe('/en/confirm?returnUrl=%2Fen%2Fslots');
    await t.app.siteConfig.set('auth', 'confirmTermsSupported', false);
    expect((await get('/en/slots', { cookie: p.cookie })).statusCode).toBe(200);
    await t.app.siteConfig.set('auth', 'confirmTermsSupported', true);
    await t.app.terms.accept(p.userId);
    expect((await get('/en/slots', { cookie: p.cookie })).statusCode).toBe(200);
  });

  test('a block check that fails sets maintenance active (spec 2 §4, §8)', async () => {
    const resolve = t.app.blocks.resolve.bind(t.app.blocks);
    t.app.blocks.resolve = async () => {
      throw new Error('blocks unavailable');
    };
    try {
      expect((await get('/en/slots')).headers.location).toBe('/en/maintenance');
      const page = await get('/en/maintenance');
      expect(page.statusCode).toBe(200);
      expect(bootOf(page.body).page).toMatchObject({ route: 'maintenance', layout: 'maintenance' });
    } finally {
      t.app.blocks.resolve = resolve;
    }
    expect((await get('/en/slots')).statusCode).toBe(200);
  });

  test('a ban counts from the next request; a session that ended is anonymous', async () => {
    const p = await registerPlayer(t.app);
    await t.app.terms.accept(p.userId);
    expect((await get('/en/office/account', { cookie: p.cookie })).statusCode).toBe(200);
    await t.app.users.ban(p.userId, 10, 0);
    expect((await get('/en/office/account', { cookie: p.cookie })).headers.location).toBe('/en/office/block-appeal-history');
    await t.app.users.ban(p.userId, 0, 0);
    await t.app.sessions.destroyAllOf(p.userId);
    expect((await get('/en/office/account', { cookie: p.cookie })).headers.location).toBe(
      '/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount',
    );
  });
});

// Issue 23, cross-site writes: every cookie-authenticated POST, PUT, PATCH or DELETE whose
// Origin (or, without it, Referer) is another site, or with Sec-Fetch-Site: cross-site, answers
// 403 `csrf` and changes nothing; the site's own pages keep working.
import { type TestApp, buildTestApp, testDialects } from './helper';
import { registerPlayer } from './players';

jest.setTimeout(30_000);

describe.each(testDialects())('cross-site writes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  const HOST = 'site.test';
  const write = (method: 'POST' | 'DELETE', url: string, cookie: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: { host: HOST, cookie, ...headers }, ...(payload && { payload }) });
  const accounts = async (cookie: string) => (await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie } })).json().all_accounts.length as number;
  const signedIn = async (cookie: string) => (await t.app.inject({ url: '/web-api/session', headers: { cookie } })).json().userId as number | null;

  test.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['another Origin on the same host name but another port', { origin: 'http://site.test:8081' }],
    ['an opaque Origin (null)', { origin: 'null' }],
    ['no Origin, a Referer from another site', { referer: 'https://evil.example/page' }],
    ['Sec-Fetch-Site: cross-site, even with our Origin', { 'sec-fetch-site': 'cross-site', origin: `http://${HOST}` }],
    ['Sec-Fetch-Site: cross-site alone', { 'sec-fetch-site': 'cross-site' }],
    ['a malformed Referer', { referer: 'not a url' }],
  ])('%s: 403 csrf and nothing changes', async (_name, headers) => {
    const p = await registerPlayer(t.app);
    const before = await accounts(p.cookie);
    const add = await write('POST', '/web-api/user/accounts/currency', p.cookie, headers, { currencyId: 3 });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ errors: [{ status: '403', code: 'csrf', detail: expect.any(String) }] });
    expect(await accounts(p.cookie)).toBe(before);
    const logout = await write('POST', '/web-api/auth/disconnect', p.cookie, headers);
    expect(logout.statusCode).toBe(403);
    expect(logout.json().errors[0].code).toBe('csrf');
    expect(await signedIn(p.cookie)).toBe(p.userId);
  });

  test('DELETE from another site is refused the same way', async () => {
    const p = await registerPlayer(t.app);
    expect((await write('POST', '/web-api/user/accounts/currency', p.cookie, { origin: `http://${HOST}` }, { currencyId: 3 })).statusCode).toBe(200);
    const before = await accounts(p.cookie);
    const del = await write('DELETE', '/web-api/user/accounts/currency/3', p.cookie, { origin: 'https://evil.example' });
    expect(del.statusCode).toBe(403);
    expect(del.json().errors[0].code).toBe('csrf');
    expect(await accounts(p.cookie)).toBe(before);
  });

  test('PUT and PATCH from another site are refused the same way, before their bodies are read', async () => {
    const p = await registerPlayer(t.app);
    for (const [method, url] of [['PUT', '/web-api/user/profile'], ['PUT', '/web-api/user/settings'], ['PATCH', '/import-map/services']] as const) {
      const res = await t.app.inject({ method, url, headers: { host: HOST, cookie: p.cookie, origin: 'https://evil.example' }, payload: {} });
      expect([method, url, res.statusCode, res.json().errors[0].code]).toEqual([method, url, 403, 'csrf']);
    }
  });

  test.each([
    ['our Origin', { origin: `http://${HOST}` }],
    ['our Referer without Origin', { referer: `http://${HOST}/en/office/account` }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin, Referer or Sec-Fetch-Site (not a browser)', {}],
  ])('the site\'s own writes pass: %s', async (_name, headers) => {
    const p = await registerPlayer(t.app);
    const before = await accounts(p.cookie);
    const add = await write('POST', '/web-api/user/accounts/currency', p.cookie, headers, { currencyId: 3 });
    expect(add.statusCode).toBe(200);
    expect(add.json().success).toBe(true);
    expect(await accounts(p.cookie)).toBe(before + 1);
  });

  test('reads and writes without the session cookie are not its business', async () => {
    const p = await registerPlayer(t.app);
    const read = await t.app.inject({ url: '/web-api/session', headers: { host: HOST, cookie: p.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(read.json()).toEqual({ userId: p.userId, login: p.login });
    // an anonymous login from anywhere is answered on its merits (no session to ride on)
    const login = await t.app.inject({ method: 'POST', url: '/web-api/auth/login', headers: { host: HOST, origin: 'https://evil.example' }, payload: { login: 'nobody@example.com', password: 'wrong-password' } });
    expect(login.statusCode).not.toBe(403);
  });
});

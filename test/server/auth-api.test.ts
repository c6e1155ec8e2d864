import { signToken } from '../../server/plugins/app/auth/bearer-token';
import { requireBearer } from '../../server/plugins/app/auth/guards';
import { twoStepCode } from '../../server/plugins/app/auth/two-step-code';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer, sessionCookie, setCookies } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

describe.each(testDialects())('auth API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // a route only these tests use, to exercise requireBearer
    t = await buildAppWith(dialect, { before: (app) => app.get('/test/bearer', async (request) => ({ userId: requireBearer(request) })) });
  });
  afterAll(async () => { await t.close(); });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  test('fast_reg generates a login and a password shown once, opens a session and the accounts', async () => {
    const res = await post('/web-api/auth/register', { type: 'fast_reg', currency: 'USD', countryId: 66, bonusChoice: 0 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ userId: expect.any(Number), login: expect.stringMatching(/^p\d{8}$/), password: expect.stringMatching(/^[A-Za-z0-9]{10}$/) });
    const cookie = setCookies(res).user_token!;
    expect(cookie.raw).toMatch(/HttpOnly/);
    expect(cookie.raw).toMatch(/SameSite=Lax/);
    expect(cookie.raw).toMatch(/Path=\//);
    expect(cookie.raw).not.toMatch(/Secure/);
    const session = await t.app.inject({ url: '/web-api/session', headers: { cookie: `user_token=${cookie.value}` } });
    expect(session.json()).toEqual({ userId: body.userId, login: body.login });
    const accounts = await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie: `user_token=${cookie.value}` } });
    expect(accounts.json()).toMatchObject({
      balance: 0,
      bonus: 0,
      is_available_first_deposit_bonus: false,
      all_accounts: [
        { type: 0, iso: 'USD', symbol: '$', currencyId: 2, money: 0, points: 0, isActive: true },
        { type: 4, iso: 'USD', currencyId: 2, money: 0, isActive: false },
      ],
    });
    // the password is stored only as a salted scrypt hash
    const row = await t.db.database.db.selectFrom('users').select('password_hash').where('id', '=', body.userId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(body.password);
    // and the generated login and password sign in
    const login = await post('/web-api/auth/login', { login: body.login, password: body.password });
    expect(login.json()).toEqual({ userId: body.userId });
  });

  test('full_reg and phone_reg register, and sign in by email, user id, login and phone', async () => {
    const p = await registerPlayer(t.app, { email: 'Mixed.Case@Example.com' });
    for (const login of ['mixed.case@example.com', String(p.userId), p.login]) {
      const res = await post('/web-api/auth/login', { login, password: p.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ userId: p.userId });
    }
    const phone = await post('/web-api/auth/register', { type: 'phone_reg', currency: 'RUB', countryId: 1, bonusChoice: 2, phone_number: '9001234567', country_code: 'RU', password: 'phonepass1' });
    expect(phone.statusCode).toBe(201);
    expect(phone.json().password).toBeUndefined();
    const byPhone = await post('/web-api/auth/login', { phone_number: '9001234567', country_code: 'ru', password: 'phonepass1', save: true });
    expect(byPhone.json()).toEqual({ userId: phone.json().userId });
    expect(setCookies(byPhone).user_token!.raw).toMatch(/Max-Age=2592000/);
    // the same phone cannot register twice, nor can the same email
    const again = await post('/web-api/auth/register', { type: 'phone_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, phone_number: '9001234567', country_code: 'KZ', password: 'phonepass1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'user.phone_taken', source: { pointer: '/phone_number' } });
    const dupe = await post('/web-api/auth/register', { type: 'full_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, email: 'mixed.case@example.com', password: 'abcdefg1' });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json().errors[0].code).toBe('user.email_taken');
  });

  test('registration says which field is wrong and how to fix it, and writes nothing', async () => {
    const before = await t.db.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const base = { type: 'full_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, email: 'ok@example.com', password: 'goodpass1' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...base, email: 'not-an-email' }, '/email', /not a valid address/],
      [{ ...base, password: 'short1' }, '/password', /at least 8/],
      [{ ...base, password: 'lettersonly' }, '/password', /letter and one digit/],
      [{ ...base, currency: 'XXX' }, '/currency', /must be one of RUB/],
      [{ ...base, countryId: 999 }, '/countryId', /not a country/],
      [{ ...base, bonusChoice: 3 }, '/bonusChoice', /allowed values/],
      [{ ...base, type: 'soc_reg' }, '/type', /allowed values/],
      [{ ...base, email: undefined }, '/email', /required for full_reg/],
      [{ ...base, phone_number: '123' }, '/phone_number', /not used for full_reg/],
      [{ type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, password: 'goodpass1' }, '/password', /not used for fast_reg/],
      [{ type: 'phone_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, phone_number: '12345', country_code: 'RU', password: 'goodpass1' }, '/phone_number', /10 digits for Russia/],
      [{ type: 'phone_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, phone_number: '+79001234567', country_code: 'RU', password: 'goodpass1' }, '/phone_number', /digits only/],
      [{ type: 'phone_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, phone_number: '9001234567', country_code: 'ZZ', password: 'goodpass1' }, '/country_code', /not a country/],
      [{ ...base, countryId: '1' }, '/countryId', /must be integer/],
      [{ ...base, admin: true }, '/admin', /not a known field/],
    ];
    for (const [payload, pointer, detail] of cases) {
      const res = await post('/web-api/auth/register', payload);
      expect({ status: res.statusCode, pointer: res.json().errors?.[0]?.source?.pointer }).toEqual({ status: 400, pointer });
      expect(res.json().errors[0].detail).toMatch(detail);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const after = await t.db.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('registration closed by the operator answers 403', async () => {
    await t.app.siteConfig.set('auth', 'registrationAllowed', false);
    const res = await post('/web-api/auth/register', { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 });
    await t.app.siteConfig.set('auth', 'registrationAllowed', true);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('auth.registration_closed');
  });

  test('wrong credentials answer 401 with the same words whichever part was wrong', async () => {
    const p = await registerPlayer(t.app);
    const wrongPassword = await post('/web-api/auth/login', { login: p.login, password: 'nope12345' }, {}, '10.1.0.1');
    const unknownUser = await post('/web-api/auth/login', { login: 'nobody@example.com', password: 'nope12345' }, {}, '10.1.0.1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    const neither = await post('/web-api/auth/login', { password: 'x' });
    expect(neither.statusCode).toBe(400);
    const both = await post('/web-api/auth/login', { login: 'a', phone_number: '1', country_code: 'RU', password: 'x' });
    expect(both.statusCode).toBe(400);
  });

  test('ten failures on one account answer 429 with Retry-After, even with the right password, from any IP', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await post('/web-api/auth/login', { login: p.login, password: `wrong${i}xx` }, {}, `10.2.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/web-api/auth/login', { login: p.login, password: p.password }, {}, '10.2.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().errors[0].code).toBe('rate_limited');
    // the failures are rows in the database (the rate-limit store), where every instance counts them
    const rows = await t.db.database.db.selectFrom('auth_failures').selectAll().where('subject', '=', `sign-in:account:user:${p.userId}`).execute();
    expect(rows).toHaveLength(10);
  });

  test('failures from one IP past its limit answer 429 for any account from that IP', async () => {
    // limits lowered (IP 3, account 5) so the test stays fast; the defaults are 50 and 10
    const small = await buildAppWith(dialect, { options: { signInLimits: { windowMs: 15 * 60_000, perIp: 3, perAccount: 5 } } });
    try {
      for (let i = 0; i < 3; i++) {
        await small.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: `ghost${i}@example.com`, password: 'wrong123' }, remoteAddress: '10.3.0.1' });
      }
      const p = await registerPlayer(small.app);
      const blocked = await small.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: p.login, password: p.password }, remoteAddress: '10.3.0.1' });
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await small.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: p.login, password: p.password }, remoteAddress: '10.3.0.2' });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  test('two-step login: password first, then the code; a wrong code is refused', async () => {
    const p = await registerPlayer(t.app);
    const on = await post('/web-api/user/two-step', { enabled: true }, { cookie: p.cookie });
    // confirmed with the code of the step before, so the current code is still unused for the sign-in below
    const confirm = await post('/web-api/user/two-step/confirm', { code: twoStepCode(on.json().secret, Date.now() - 30_000) }, { cookie: p.cookie });
    expect(confirm.statusCode).toBe(200);
    const first = await post('/web-api/auth/login', { login: p.login, password: p.password });
    expect(first.json()).toEqual({ twoStep: true });
    expect(setCookies(first).user_token).toBeUndefined();
    const challenge = `two_step=${setCookies(first).two_step!.value}`;
    const { two_step_secret } = await t.db.database.db.selectFrom('users').select('two_step_secret').where('id', '=', p.userId).executeTakeFirstOrThrow();
    const code = twoStepCode(two_step_secret!, Date.now());
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await post('/web-api/auth/login/two-step', { code: wrongCode }, { cookie: challenge });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].code).toBe('auth.bad_code');
    const ok = await post('/web-api/auth/login/two-step', { code }, { cookie: challenge });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: p.userId });
    const session = await t.app.inject({ url: '/web-api/session', headers: { cookie: sessionCookie(ok) } });
    expect(session.json()).toEqual({ userId: p.userId, login: expect.any(String) });
    // single use
    const replay = await post('/web-api/auth/login/two-step', { code }, { cookie: challenge });
    expect(replay.statusCode).toBe(401);
    const noChallenge = await post('/web-api/auth/login/two-step', { code });
    expect(noChallenge.json().errors[0].code).toBe('auth.two_step_expired');
    const badShape = await post('/web-api/auth/login/two-step', { code: '12ab56' }, { cookie: challenge });
    expect(badShape.statusCode).toBe(400);
  });

  test('disconnect deletes the session and clears user_token and ua', async () => {
    const p = await registerPlayer(t.app);
    const res = await post('/web-api/auth/disconnect', undefined, { cookie: `${p.cookie}; ua=x` });
    expect(res.statusCode).toBe(204);
    const cleared = setCookies(res);
    expect(cleared.user_token!.value).toBe('');
    expect(cleared.ua!.value).toBe('');
    const session = await t.app.inject({ url: '/web-api/session', headers: { cookie: p.cookie } });
    expect(session.json()).toEqual({ userId: null });
    const anonymous = await post('/web-api/auth/disconnect', undefined);
    expect(anonymous.statusCode).toBe(204);
  });

  test('forged, malformed or unknown session cookies are anonymous', async () => {
    for (const cookie of ['user_token=abc', `user_token=${'A'.repeat(43)}`, "user_token=' OR 1=1 --", 'user_token=']) {
      const res = await t.app.inject({ url: '/web-api/session', headers: { cookie } });
      expect(res.json()).toEqual({ userId: null });
      expect((await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie } })).statusCode).toBe(401);
    }
    const sessions = await t.db.database.db.selectFrom('sessions').select('token_hash').execute();
    for (const s of sessions) expect(s.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('cookie writes from another origin are refused 403; same origin and no Origin pass', async () => {
    const p = await registerPlayer(t.app);
    const body = { currencyId: 3 };
    const cross = await post('/web-api/user/accounts/currency', body, { cookie: p.cookie, origin: 'https://evil.example', host: 'site.test' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().errors[0].code).toBe('csrf');
    const fetchSite = await post('/web-api/user/accounts/currency', body, { cookie: p.cookie, 'sec-fetch-site': 'cross-site', host: 'site.test' });
    expect(fetchSite.statusCode).toBe(403);
    const nullOrigin = await post('/web-api/auth/disconnect', undefined, { cookie: p.cookie, origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    const accounts = await t.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } });
    expect(accounts.json().all_accounts).toHaveLength(2);
    const same = await post('/web-api/user/accounts/currency', body, { cookie: p.cookie, origin: 'http://site.test', host: 'site.test' });
    expect(same.json().success).toBe(true);
    // reads from anywhere still work (SameSite=Lax limits what browsers send)
    const read = await t.app.inject({ url: '/web-api/session', headers: { cookie: p.cookie, origin: 'https://evil.example' } });
    expect(read.json()).toEqual({ userId: p.userId, login: expect.any(String) });
  });

  test('bearer tokens: issued to players only, checked by requireBearer, expired and forged ones answer 401', async () => {
    expect((await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true' })).statusCode).toBe(401);
    const p = await registerPlayer(t.app);
    const res = await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', headers: { cookie: p.cookie } });
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json();
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000);
    const ok = await t.app.inject({ url: '/test/bearer', headers: { authorization: `Bearer ${token}` } });
    expect(ok.json()).toEqual({ userId: p.userId });
    // no TOKEN_SECRET here: the server made its own and keeps it in the database
    const { value: secret } = await t.app.db.selectFrom('site_secrets').select('value').where('name', '=', 'token-secret').executeTakeFirstOrThrow();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const expired = signToken(secret, { sub: p.userId, exp: Math.floor(Date.now() / 1000) - 1 });
    const forged = signToken('another-secret', { sub: p.userId, exp: expiresAt });
    // the public default earlier versions fell back to signs nothing
    const publicDefault = signToken('dev-only-token-secret-change-me', { sub: p.userId, exp: expiresAt });
    const tampered = `${Buffer.from(JSON.stringify({ sub: 1, exp: expiresAt })).toString('base64url')}.${token.split('.')[1]}`;
    const cases: [string | undefined, string][] = [[expired, 'auth.token_expired'], [forged, 'auth.token_invalid'], [publicDefault, 'auth.token_invalid'], [tampered, 'auth.token_invalid'], ['junk', 'auth.token_invalid'], [undefined, 'auth.token_missing']];
    for (const [tok, code] of cases) {
      const r = await t.app.inject({ url: '/test/bearer', headers: tok === undefined ? {} : { authorization: `Bearer ${tok}` } });
      expect({ status: r.statusCode, code: r.json().errors[0].code }).toEqual({ status: 401, code });
    }
    expect((await t.app.inject({ url: '/web-api/user/gettoken?force_refresh=maybe', headers: { cookie: p.cookie } })).statusCode).toBe(400);
  });
});

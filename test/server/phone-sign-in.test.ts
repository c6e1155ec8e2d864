// Signing in by phone number (issue 22): the same answers and the same attempt limit as by login.
import { type TestApp, testDialects } from './helper';
import { buildAppWith } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

describe.each(testDialects())('sign-in by phone on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppWith(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const register = async (phone: string) => {
    const res = await post('/web-api/auth/register', { type: 'phone_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, phone_number: phone, country_code: 'RU', password: 'phonepass1' });
    expect(res.statusCode).toBe(201);
    return res.json() as { userId: number; login: string };
  };

  test('the country code and the national number sign in; a wrong password and an unknown phone answer alike, as by login', async () => {
    const p = await register('9005550011');
    const ok = await post('/web-api/auth/login', { country_code: 'RU', phone_number: '9005550011', password: 'phonepass1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: p.userId });
    // the login the registration answered signs in too
    expect((await post('/web-api/auth/login', { login: p.login, password: 'phonepass1' })).json()).toEqual({ userId: p.userId });
    const wrong = await post('/web-api/auth/login', { country_code: 'RU', phone_number: '9005550011', password: 'nope12345' }, '10.9.0.1');
    const unknown = await post('/web-api/auth/login', { country_code: 'RU', phone_number: '9005550099', password: 'nope12345' }, '10.9.0.1');
    const byLogin = await post('/web-api/auth/login', { login: p.login, password: 'nope12345' }, '10.9.0.1');
    expect([wrong.statusCode, unknown.statusCode, byLogin.statusCode]).toEqual([401, 401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual(byLogin.json());
    expect(wrong.json().errors[0].code).toBe('auth.bad_credentials');
    // another country with the same dialling code is another phone book entry: not this player
    const otherCountry = await post('/web-api/auth/login', { country_code: 'UA', phone_number: '9005550011', password: 'phonepass1' }, '10.9.0.2');
    expect(otherCountry.statusCode).toBe(401);
    const noCountry = await post('/web-api/auth/login', { country_code: 'ZZ', phone_number: '9005550011', password: 'phonepass1' });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().errors[0]).toMatchObject({ code: 'user.country_unknown', source: { pointer: '/country_code' } });
  });

  test('failures by phone and by login count against one account: ten in all lock both ways', async () => {
    const p = await register('9005550022');
    for (let i = 0; i < 5; i++) {
      expect((await post('/web-api/auth/login', { login: p.login, password: `wrong${i}xx` }, `10.8.0.${i + 1}`)).statusCode).toBe(401);
      expect((await post('/web-api/auth/login', { country_code: 'RU', phone_number: '9005550022', password: `wrong${i}yy` }, `10.8.1.${i + 1}`)).statusCode).toBe(401);
    }
    const byPhone = await post('/web-api/auth/login', { country_code: 'RU', phone_number: '9005550022', password: 'phonepass1' }, '10.8.2.1');
    expect(byPhone.statusCode).toBe(429);
    expect(byPhone.json().errors[0].code).toBe('rate_limited');
    expect(Number(byPhone.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/web-api/auth/login', { login: p.login, password: 'phonepass1' }, '10.8.2.2')).statusCode).toBe(429);
  });
});

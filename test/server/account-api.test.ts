// The account page's server side (issue 18): personal data of spec 2 §3 with validation and a
// verification status, and the e-mail and phone with the activation rules of spec 2 §4.
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer, sessionCookie } from './players';

jest.setTimeout(60_000);

const empty = { name: null, surname: null, birthDate: null, address: null, documentType: null, documentNumber: null };

describe.each(testDialects())('account API on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock(Date.UTC(2030, 5, 15));
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
  });
  afterAll(async () => {
    await t.close();
  });
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: cookie ? { cookie } : {} });

  test('personal data is stored, answered back and shown in the user config; verification starts at none', async () => {
    const p = await registerPlayer(t.app);
    const first = await req('GET', '/web-api/user/profile', p.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...empty, activationType: 1, verification: 'none', email: expect.stringContaining('@') });
    const data = { name: 'Анна', surname: "O'Neil", birthDate: '1990-05-01', address: '1 Main St, Springfield', documentType: 'passport', documentNumber: 'ab123456' };
    const put = await req('PUT', '/web-api/user/profile', p.cookie, data);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ ...data, documentNumber: 'AB123456', verification: 'none' });
    expect((await req('GET', '/web-api/user/profile', p.cookie)).json()).toMatchObject({ name: 'Анна', documentNumber: 'AB123456' });
    const config = (await req('GET', '/web-api/user/config', p.cookie)).json();
    expect(config.user_name).toBe('Анна');
    expect(config.user_data).toMatchObject({ name: 'Анна', surname: "O'Neil", date_birthday: '1990-05-01', registration_address: '1 Main St, Springfield', passport: 'AB123456', document_type_id: 1 });
    // clearing a field
    expect((await req('PUT', '/web-api/user/profile', p.cookie, { ...data, address: null })).json().address).toBeNull();
  });

  test('bad personal data is refused with the field and a code, and nothing is written', async () => {
    const p = await registerPlayer(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'R2-D2' }, '/name', 'profile.name_invalid'],
      [{ birthDate: '1990-02-30' }, '/birthDate', 'profile.birth_date_invalid'],
      [{ birthDate: '2015-01-01' }, '/birthDate', 'profile.too_young'],
      [{ documentType: 'passport' }, '/documentNumber', 'profile.document_incomplete'],
      [{ documentType: 'id_card', documentNumber: '12 34' }, '/documentNumber', 'profile.document_number_invalid'],
    ];
    for (const [over, pointer, code] of cases) {
      const res = await req('PUT', '/web-api/user/profile', p.cookie, { ...empty, name: 'Ann', ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code, source: { pointer } });
    }
    const young = await req('PUT', '/web-api/user/profile', p.cookie, { ...empty, birthDate: '2015-01-01' });
    expect(young.json().errors[0].meta).toEqual({ age: 18 });
    expect((await req('PUT', '/web-api/user/profile', p.cookie, { ...empty, documentType: 'library_card', documentNumber: 'AB1234' })).statusCode).toBe(400);
    expect((await req('PUT', '/web-api/user/profile', p.cookie, { name: 'Ann' })).statusCode).toBe(400);
    expect((await req('GET', '/web-api/user/profile', p.cookie)).json().name).toBeNull();
    expect((await req('GET', '/web-api/user/profile')).statusCode).toBe(401);
  });

  test('binding a phone turns activation 0 into 3 and 1 into 2; an e-mail turns 0 into 1 and 3 into 2', async () => {
    const fast = await req('POST', '/web-api/auth/register', undefined, { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 });
    const fastCookie = sessionCookie(fast);
    expect((await req('GET', '/web-api/user/profile', fastCookie)).json().activationType).toBe(0);
    const email = await req('POST', '/web-api/user/email', fastCookie, { email: `Fast.${fast.json().userId}@Example.com` });
    expect(email.statusCode).toBe(200);
    expect(email.json()).toEqual({ activation_type: 1, email: `fast.${fast.json().userId}@example.com` });
    const phone = await req('POST', '/web-api/user/phone', fastCookie, { country_code: 'RU', phone_number: String(9_100_000_000 + fast.json().userId) });
    expect(phone.json().activation_type).toBe(2);

    const fast2 = sessionCookie(await req('POST', '/web-api/auth/register', undefined, { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 }));
    const phoneFirst = await req('POST', '/web-api/user/phone', fast2, { country_code: 'RU', phone_number: '9209998877' });
    expect(phoneFirst.json().activation_type).toBe(3);
    const thenEmail = await req('POST', '/web-api/user/email', fast2, { email: 'then.email@example.com' });
    expect(thenEmail.json().activation_type).toBe(2);

    // another player's e-mail, and a broken one
    const taken = await req('POST', '/web-api/user/email', fastCookie, { email: 'THEN.email@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'user.email_taken', source: { pointer: '/email' } });
    const bad = await req('POST', '/web-api/user/email', fastCookie, { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('user.email_invalid');
  });
});

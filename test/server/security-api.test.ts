// Security of the signed-in player (issue 18): password change ending other sessions, the
// sessions list, two-step login with an authenticator app and backup codes, the security
// question and the protection level (spec 2 §4). SQLite and PostgreSQL.
import { twoStepCode } from '../../server/plugins/app/auth/two-step-code';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer, sessionCookie, setCookies } from './players';

jest.setTimeout(60_000);

describe.each(testDialects())('security API on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock(Date.UTC(2030, 0, 1));
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
  });
  afterAll(async () => {
    await t.close();
  });

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: cookie ? { cookie } : {} });
  const login = async (loginName: string, password: string) => {
    const res = await req('POST', '/web-api/auth/login', undefined, { login: loginName, password });
    return res;
  };
  const signedIn = async (cookie: string) => (await req('GET', '/web-api/user/config', cookie)).statusCode;

  test('changing the password needs the old one, ends every other session and gives this one a new cookie', async () => {
    const p = await registerPlayer(t.app);
    const other = sessionCookie(await login(p.login, p.password));
    expect(await signedIn(other)).toBe(200);

    const missing = await req('POST', '/web-api/user/password', p.cookie, { newPassword: 'newpass123' });
    expect(missing.statusCode).toBe(400);
    const wrong = await req('POST', '/web-api/user/password', p.cookie, { oldPassword: 'not-it-1', newPassword: 'newpass123' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'security.old_password_wrong', source: { pointer: '/oldPassword' } });
    const weak = await req('POST', '/web-api/user/password', p.cookie, { oldPassword: p.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ code: 'user.password_too_short', source: { pointer: '/newPassword' } });
    // nothing changed so far
    expect(await signedIn(other)).toBe(200);

    clock.advance(60_000);
    const ok = await req('POST', '/web-api/user/password', p.cookie, { oldPassword: p.password, newPassword: 'newpass123' });
    expect(ok.statusCode).toBe(204);
    // this session goes on under a new cookie; the old value of it, like every other session, is dead
    const renewed = sessionCookie(ok);
    expect(renewed).not.toBe(p.cookie);
    expect(await signedIn(renewed)).toBe(200);
    expect(await signedIn(p.cookie)).toBe(401);
    expect(await signedIn(other)).toBe(401);
    expect((await login(p.login, p.password)).statusCode).toBe(401);
    expect((await login(p.login, 'newpass123')).statusCode).toBe(200);
    // the protection level counts a changed password
    const security = await req('GET', '/web-api/user/security', renewed);
    expect(security.json().protection_methods.is_changed_password).toBe(true);
  });

  test('the sessions list shows the player own sessions; any of them can be ended, another player\'s answers 404', async () => {
    const p = await registerPlayer(t.app);
    const second = await t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: p.login, password: p.password }, headers: { 'user-agent': 'Firefox test' } });
    const otherCookie = sessionCookie(second);
    const list = await req('GET', '/web-api/user/sessions', p.cookie);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { id: string; current: boolean; userAgent: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    expect(other.userAgent).toBe('Firefox test');
    expect(other.id).toMatch(/^[0-9a-f]{32}$/);
    // the list never shows the token or its hash
    expect(list.body).not.toContain(otherCookie.split('=')[1]);

    const stranger = await registerPlayer(t.app);
    const notYours = await req('DELETE', `/web-api/user/sessions/${other.id}`, stranger.cookie);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().errors[0].code).toBe('security.session_not_found');
    const unknown = await req('DELETE', `/web-api/user/sessions/${'0'.repeat(32)}`, p.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(notYours.json()).toEqual(unknown.json());
    expect((await req('DELETE', '/web-api/user/sessions/not-an-id', p.cookie)).statusCode).toBe(400);
    expect(await signedIn(otherCookie)).toBe(200);

    const end = await req('DELETE', `/web-api/user/sessions/${other.id}`, p.cookie);
    expect(end.statusCode).toBe(204);
    expect(await signedIn(otherCookie)).toBe(401);
    expect(await signedIn(p.cookie)).toBe(200);
    expect((await req('GET', '/web-api/user/sessions', p.cookie)).json().sessions).toHaveLength(1);
    expect((await req('GET', '/web-api/user/sessions')).statusCode).toBe(401);
  });

  test('two-step login: on only after a code confirms the secret; then a current code or each backup code once', async () => {
    const p = await registerPlayer(t.app);
    const begin = await req('POST', '/web-api/user/two-step', p.cookie, { enabled: true });
    expect(begin.statusCode).toBe(200);
    const { secret, otpauthUrl } = begin.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // the QR code an authenticator app scans, as an SVG for an <img>
    const qr = begin.json().qrCode as string;
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // not on yet: the password alone still signs in
    expect((await login(p.login, p.password)).json()).toEqual({ userId: p.userId });
    const wrongCode = String((Number(twoStepCode(secret, clock.now())) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await req('POST', '/web-api/user/two-step/confirm', p.cookie, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].code).toBe('auth.bad_code');

    const confirm = await req('POST', '/web-api/user/two-step/confirm', p.cookie, { code: twoStepCode(secret, clock.now()) });
    expect(confirm.statusCode).toBe(200);
    const backupCodes = confirm.json().backupCodes as string[];
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect((await req('POST', '/web-api/user/two-step/confirm', p.cookie, { code: twoStepCode(secret, clock.now()) })).json().errors[0].code).toBe('security.two_step_on');
    const security = (await req('GET', '/web-api/user/security', p.cookie)).json();
    expect(security).toMatchObject({ twoStep: true, backupCodesLeft: 10, protection_methods: { enable_two_factor_auth: true } });

    const signIn = async (code: string) => {
      const first = await login(p.login, p.password);
      expect(first.json()).toEqual({ twoStep: true });
      const challenge = `two_step=${setCookies(first).two_step!.value}`;
      return req('POST', '/web-api/auth/login/two-step', challenge, { code });
    };
    const byBackup = await signIn(backupCodes[0]!);
    expect(byBackup.statusCode).toBe(200);
    expect(byBackup.json()).toEqual({ userId: p.userId });
    const again = await signIn(backupCodes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].code).toBe('auth.bad_code');
    // the dash and case do not matter
    expect((await signIn(backupCodes[1]!.replace('-', '').toUpperCase())).statusCode).toBe(200);
    clock.advance(60_000);
    const current = twoStepCode(secret, clock.now());
    expect((await signIn(current)).statusCode).toBe(200);
    // a code of the app signs in once: the same code again is refused, even within its 30 s
    expect((await signIn(current)).statusCode).toBe(401);
    expect((await req('GET', '/web-api/user/security', p.cookie)).json().backupCodesLeft).toBe(8);

    // turning it off needs a code
    const noCode = await req('POST', '/web-api/user/two-step', p.cookie, { enabled: false });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors[0].code).toBe('security.code_required');
    const badCode = await req('POST', '/web-api/user/two-step', p.cookie, { enabled: false, code: backupCodes[0] });
    expect(badCode.statusCode).toBe(400);
    const off = await req('POST', '/web-api/user/two-step', p.cookie, { enabled: false, code: backupCodes[2] });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect((await login(p.login, p.password)).json()).toEqual({ userId: p.userId });
  });

  test('a security question and the protection level computed from what protects the account (spec 2 §4)', async () => {
    const p = await registerPlayer(t.app);
    const before = (await req('GET', '/web-api/user/security', p.cookie)).json();
    // e-mail only: 20, bad
    expect(before).toMatchObject({ securityQuestion: null, protection_level: 20, protection_status: 'bad', protection_methods: { enable_security_question: false, enable_email_auth: true } });
    expect((await req('PUT', '/web-api/user/security-question', p.cookie, { question: 'First pet?', answer: 'x' })).statusCode).toBe(400);
    expect((await req('PUT', '/web-api/user/security-question', p.cookie, { question: 'First pet?', answer: 'Rex', extra: 1 })).statusCode).toBe(400);
    expect((await req('PUT', '/web-api/user/security-question', p.cookie, { question: 'First pet?', answer: 'Rex' })).statusCode).toBe(204);
    const phone = await req('POST', '/web-api/user/phone', p.cookie, { country_code: 'RU', phone_number: String(9_000_000_000 + p.userId) });
    expect(phone.statusCode).toBe(200);
    const after = (await req('GET', '/web-api/user/security', p.cookie)).json();
    expect(after).toMatchObject({ securityQuestion: 'First pet?', protection_level: 50, protection_status: 'normal' });
    const config = (await req('GET', '/web-api/user/config', p.cookie)).json();
    expect(config).toMatchObject({ protection_level: 50, protection_status: 'normal', protection_methods: { enable_security_question: true } });
    // the answer is kept only as a hash
    const row = await t.db.database.db.selectFrom('users').select('security_answer_hash').where('id', '=', p.userId).executeTakeFirstOrThrow();
    expect(row.security_answer_hash).toMatch(/^scrypt\$/);
    expect((await req('DELETE', '/web-api/user/security-question', p.cookie)).statusCode).toBe(204);
    expect((await req('GET', '/web-api/user/security', p.cookie)).json().securityQuestion).toBeNull();
  });

  test('every security route needs a signed-in player', async () => {
    for (const [method, url] of [['GET', '/web-api/user/security'], ['POST', '/web-api/user/password'], ['POST', '/web-api/user/two-step'], ['POST', '/web-api/user/two-step/confirm'], ['PUT', '/web-api/user/security-question']] as const) {
      expect((await req(method, url, undefined, {})).statusCode).toBe(401);
    }
  });
});

// One-time sign-in links (issue 19, spec 1 route `{token}`), SQLite and PostgreSQL: a signed-in
// player makes a link; it signs in once, for ten minutes; a newer link or a new password revokes
// it; nothing else is a link.
import { SIGN_IN_LINK_MS } from '../../server/plugins/app/auth/password-reset';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer, sessionCookie } from './players';

jest.setTimeout(30_000);

describe.each(testDialects())('sign-in links on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
  });
  afterAll(async () => {
    await t.close();
  });

  const make = (cookie?: string) => t.app.inject({ method: 'POST', url: '/web-api/auth/sign-in-link', headers: cookie ? { cookie } : {} });
  const use = (token: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/web-api/auth/sign-in-link/use', payload: { token }, remoteAddress });
  const whoIs = async (cookie: string) => (await t.app.inject({ url: '/web-api/session', headers: { cookie } })).json().userId;

  test('a link signs its player in on another device, once; the token is the route table\'s {token}; only its hash is kept', async () => {
    const p = await registerPlayer(t.app);
    const res = await make(p.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = res.json();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(expiresAt).toBe(clock.now() + SIGN_IN_LINK_MS);
    const stored = await t.app.db.selectFrom('sign_in_links').select('token_hash').where('user_id', '=', p.userId).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const first = await use(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ userId: p.userId });
    expect(await whoIs(sessionCookie(first))).toBe(p.userId);
    const again = await use(token);
    expect([again.statusCode, again.json().errors[0].code]).toEqual([400, 'auth.sign_in_link_invalid']);
  });

  test('a guest cannot make one; a link expires after ten minutes; a newer link and a new password revoke it', async () => {
    expect((await make()).statusCode).toBe(401);
    const p = await registerPlayer(t.app);
    const old = (await make(p.cookie)).json().token;
    clock.advance(SIGN_IN_LINK_MS + 1);
    expect((await use(old)).statusCode).toBe(400);
    const a = (await make(p.cookie)).json().token;
    const b = (await make(p.cookie)).json().token;
    expect((await use(a)).statusCode).toBe(400);
    const c = (await make(p.cookie)).json().token;
    expect(b).not.toBe(c);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/password',
      headers: { cookie: p.cookie },
      payload: { oldPassword: p.password, newPassword: 'another-secret-42' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await use(c)).statusCode).toBe(400);
  });

  test('what is not a token is refused before any lookup; wrong tokens count as failed sign-ins of the address', async () => {
    for (const bad of ['', 'ABCDEF0123456789ABCDEF0123456789', 'x'.repeat(32), 7]) expect((await use(bad, '10.0.0.9')).statusCode).toBe(400);
    let last = 0;
    for (let i = 0; i < 60 && last !== 429; i++) last = (await use(i.toString(16).padStart(32, '0'), '10.0.0.8')).statusCode;
    expect(last).toBe(429);
  });
});

// Issue 23: logging out and changing the password end the session on the server, not only in the
// browser: the old user_token cookie, replayed, answers 401 on the next call (on every dialect).
// Logging out leaves the player's other sessions; a password change ends them all and carries
// the player who changed it on under a new cookie.
import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer, sessionCookie } from './players';

// a fresh PostgreSQL database and its migrations take more than jest's 5 s on a busy machine
jest.setTimeout(30_000);

describe.each(testDialects())('logout on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  test('the old cookie gets 401 after logout; another session of the same player still works', async () => {
    const p = await registerPlayer(t.app);
    const second = await t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: p.login, password: p.password } });
    expect(second.statusCode).toBe(200);
    const secondCookie = (second.headers['set-cookie'] as string | string[]).toString().match(/user_token=[^;]+/)![0];
    const accounts = (cookie: string) => t.app.inject({ method: 'GET', url: '/web-api/user/accounts', headers: { cookie } });
    expect((await accounts(p.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers: { cookie: p.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    const replay = await accounts(p.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe('auth.unauthorized');
    expect((await accounts(secondCookie)).statusCode).toBe(200);
  });

  test('the old cookie gets 401 after a password change, the new one it came back with works, and so do no others', async () => {
    const p = await registerPlayer(t.app);
    const other = sessionCookie(await t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: p.login, password: p.password } }));
    const accounts = (cookie: string) => t.app.inject({ method: 'GET', url: '/web-api/user/accounts', headers: { cookie } });
    const change = await t.app.inject({ method: 'POST', url: '/web-api/user/password', headers: { cookie: p.cookie }, payload: { oldPassword: p.password, newPassword: 'changed-42' } });
    expect(change.statusCode).toBe(204);
    const replay = await accounts(p.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe('auth.unauthorized');
    expect((await accounts(other)).statusCode).toBe(401);
    expect((await accounts(sessionCookie(change))).statusCode).toBe(200);
  });
});

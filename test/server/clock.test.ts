// Every service reads "now" from the clock given to buildApp, so time-bound rules are tested by
// moving a fake clock instead of waiting.
import { requireBearer } from '../../server/plugins/app/auth/guards';
import { SESSION_MS } from '../../server/plugins/app/auth/sessions';
import { TOKEN_TTL_SECONDS } from '../../server/plugins/app/auth/tokens';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer } from './players';

jest.setTimeout(30_000);

describe.each(testDialects())('the injected clock on %s', (dialect) => {
  const clock = new FakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppWith(dialect, {
      options: { clock },
      before: (app) => app.get('/test/bearer', async (request) => ({ userId: requireBearer(request) })),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  test('a bearer token is valid until its TTL has passed on the app clock', async () => {
    const p = await registerPlayer(t.app);
    const { token, expiresAt } = (await t.app.inject({ url: '/web-api/user/gettoken', headers: { cookie: p.cookie } })).json();
    expect(expiresAt).toBe(Math.floor(clock.now() / 1000) + TOKEN_TTL_SECONDS);
    const ask = () => t.app.inject({ url: '/test/bearer', headers: { authorization: `Bearer ${token}` } });
    clock.advance(TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await ask()).statusCode).toBe(200);
    clock.advance(1000);
    expect((await ask()).json().errors[0]).toMatchObject({ status: '401', code: 'auth.token_expired' });
  });

  test('a session opened without "save" ends a day later', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      payload: { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 },
    });
    const { login, password } = res.json();
    const signIn = await t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login, password } });
    const cookie = `user_token=${/user_token=([^;]+)/.exec(String(signIn.headers['set-cookie']))?.[1]}`;
    const session = async () => (await t.app.inject({ url: '/web-api/session', headers: { cookie } })).json().userId;
    expect(await session()).toBe(signIn.json().userId);
    clock.advance(SESSION_MS);
    expect(await session()).toBeNull();
  });
});

// The password reset for real (issue 15): always 202, the link mailed through the outbox,
// tokens hashed, single use, one hour, rate-limited; a reset ends every session of the player.
import { runCli } from '../../server/admin/cli';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer } from './players';

jest.setTimeout(60_000);

describe.each(testDialects())('password reset on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock(Date.UTC(2030, 0, 1));
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
  });
  afterAll(async () => {
    await t.close();
  });

  let ip = 0;
  const post = (url: string, payload: unknown, remoteAddress = `10.9.0.${++ip}`) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const outboxFor = (to: string) => t.db.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').execute();
  const tokenIn = (body: string) => {
    const m = /\/(en|ru)\/user\/passwordreset\?token=([A-Za-z0-9_-]+)/.exec(body);
    if (!m) throw new Error(`no link in ${body}`);
    return m[2]!;
  };
  const emailOf = async (userId: number) => (await t.db.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email!;

  test('a request always answers 202; a known player gets a link in the outbox, an unknown one nothing', async () => {
    const p = await registerPlayer(t.app);
    const email = await emailOf(p.userId);
    const before = await t.db.database.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const unknown = await post('/web-api/auth/password-reset/request', { login: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(202);
    const after = await t.db.database.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const known = await post('/web-api/auth/password-reset/request', { login: email.toUpperCase(), lng: 'ru' });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await outboxFor(email);
    expect(mail!.subject).toBe('Восстановление пароля');
    expect(mail!.body).toMatch(/http:\/\/localhost(:\d+)?\/ru\/user\/passwordreset\?token=/);
    // the table keeps only the token's hash
    const token = tokenIn(mail!.body);
    const rows = await t.db.database.db.selectFrom('password_resets').select('token_hash').where('user_id', '=', p.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  test('the mail and its link speak the player language when the site offers it; another language gets English', async () => {
    const p = await registerPlayer(t.app);
    const email = await emailOf(p.userId);
    await t.app.siteConfig.set('core', 'languages', ['en', 'ru', 'kk']);
    try {
      await post('/web-api/auth/password-reset/request', { login: email, lng: 'kk' });
      const [kk] = await outboxFor(email);
      expect(kk!.subject).toBe('Құпиясөзді қалпына келтіру');
      expect(kk!.body).toMatch(/\/kk\/user\/passwordreset\?token=/);
      // a language the site does not serve would link to a missing page
      await post('/web-api/auth/password-reset/request', { login: email, lng: 'tr' });
      const [latest] = await outboxFor(email);
      expect(latest!.subject).toBe('Reset your password');
      expect(latest!.body).toMatch(/\/en\/user\/passwordreset\?token=/);
    } finally {
      await t.app.siteConfig.set('core', 'languages', ['en', 'ru']);
    }
  });

  test('the link sets a new password once; every session of the player ends; old links stop working', async () => {
    const p = await registerPlayer(t.app);
    const email = await emailOf(p.userId);
    await post('/web-api/auth/password-reset/request', { login: email });
    const older = tokenIn((await outboxFor(email))[0]!.body);
    await post('/web-api/auth/password-reset/request', { login: p.login });
    const token = tokenIn((await outboxFor(email))[0]!.body);
    expect(token).not.toBe(older);

    const weak = await post('/web-api/auth/password-reset/confirm', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ code: 'user.password_too_short', source: { pointer: '/password' } });
    const ok = await post('/web-api/auth/password-reset/confirm', { token, password: 'brandnew42' });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } })).statusCode).toBe(401);
    expect((await post('/web-api/auth/login', { login: p.login, password: p.password })).statusCode).toBe(401);
    expect((await post('/web-api/auth/login', { login: p.login, password: 'brandnew42' })).statusCode).toBe(200);

    const replay = await post('/web-api/auth/password-reset/confirm', { token, password: 'another42' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0]).toMatchObject({ code: 'password_reset.token_invalid', source: { pointer: '/token' } });
    expect((await post('/web-api/auth/password-reset/confirm', { token: older, password: 'another42' })).statusCode).toBe(400);
    expect((await post('/web-api/auth/password-reset/confirm', { token: 'made-up', password: 'another42' })).statusCode).toBe(400);
  });

  test('a link is valid one hour', async () => {
    const p = await registerPlayer(t.app);
    const email = await emailOf(p.userId);
    await post('/web-api/auth/password-reset/request', { login: email });
    const token = tokenIn((await outboxFor(email))[0]!.body);
    clock.advance(3600_000);
    const late = await post('/web-api/auth/password-reset/confirm', { token, password: 'brandnew42' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].code).toBe('password_reset.token_invalid');
    expect((await post('/web-api/auth/login', { login: p.login, password: p.password })).statusCode).toBe(200);
  });

  test('requests are rate-limited per login (5 an hour) and wrong links per address', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 0; i < 5; i++) expect((await post('/web-api/auth/password-reset/request', { login: p.login })).statusCode).toBe(202);
    const sixth = await post('/web-api/auth/password-reset/request', { login: p.login });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors[0].code).toBe('rate_limited');
    expect(sixth.headers['retry-after']).toBeDefined();
    // the same for an unknown login: the limit tells nothing about who has an account
    for (let i = 0; i < 5; i++) await post('/web-api/auth/password-reset/request', { login: 'ghost' });
    expect((await post('/web-api/auth/password-reset/request', { login: 'ghost' })).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) await post('/web-api/auth/password-reset/confirm', { token: `guess${i}`, password: 'brandnew42' }, '10.8.0.1');
    expect((await post('/web-api/auth/password-reset/confirm', { token: 'guess', password: 'brandnew42' }, '10.8.0.1')).statusCode).toBe(429);
    clock.advance(3600_000 + 1000);
    expect((await post('/web-api/auth/password-reset/request', { login: p.login })).statusCode).toBe(202);
  });

  if (dialect === 'sqlite') {
    test('with PUBLIC_ORIGIN the link names the site, not the Host header the request came with', async () => {
      process.env.PUBLIC_ORIGIN = 'https://bet.example.com';
      const other = await buildAppWith(dialect, { db: t.db });
      try {
        const p = await registerPlayer(other.app);
        const email = await emailOf(p.userId);
        await other.app.inject({ method: 'POST', url: '/web-api/auth/password-reset/request', payload: { login: email }, headers: { host: 'evil.example.net' } });
        expect((await outboxFor(email))[0]!.body).toContain('https://bet.example.com/en/user/passwordreset?token=');
      } finally {
        delete process.env.PUBLIC_ORIGIN;
        await other.app.close();
      }
    });

    test('admin outbox prints the latest mails', async () => {
      const p = await registerPlayer(t.app);
      const email = await emailOf(p.userId);
      await post('/web-api/auth/password-reset/request', { login: email });
      process.env.DATABASE_URL = t.db.url;
      let out = '';
      expect(await runCli(['outbox', '--to', email], (s) => { out += s; }, () => {})).toBe(0);
      const printed = JSON.parse(out);
      expect(printed.messages).toHaveLength(1);
      expect(printed.messages[0]).toMatchObject({ to: email, subject: 'Reset your password', sentAt: null });
      expect(printed.messages[0].body).toContain('/en/user/passwordreset?token=');
    });
  }
});

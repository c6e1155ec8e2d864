// Issue 23, sign-in abuse: failed sign-ins are counted by @fastify/rate-limit in a store every
// instance shares (the database here); after 10 for one account in 15 minutes, or 50 from one
// address, every attempt answers 429 with Retry-After and code `rate_limited`, the right
// password too, until the window passes. A wrong password and an unknown login answer alike.
// Registrations (30 an hour per address) and unknown saved-coupon codes (30 in 15 minutes per
// address) are limited the same way.
import type { LightMyRequestResponse } from 'fastify';
import { FakeClock } from './fake-clock';
import { createTestDb, type TestApp, type TestDb, testDialects } from './helper';
import { buildAppWith, registerPlayer } from './players';

jest.setTimeout(60_000);

const login = (t: TestApp, body: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: body, remoteAddress });

function expectRateLimited(res: LightMyRequestResponse, windowS = 15 * 60): number {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ errors: [{ status: '429', code: 'rate_limited', detail: expect.any(String), meta: { minutes: expect.any(Number) } }] });
  expect(res.headers['set-cookie']).toBeUndefined();
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowS);
  return seconds;
}

describe.each(testDialects())('sign-in limits on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => { t = await buildAppWith(dialect, { options: { clock } }); });
  afterAll(async () => { await t.close(); });

  test('10 failed sign-ins for one account (from 10 addresses): the right password answers 429 until the window passes', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 0; i < 10; i++) expect((await login(t, { login: p.login, password: `wrong-${i}-pw` }, `10.10.0.${i + 1}`)).statusCode).toBe(401);
    const blocked = await login(t, { login: p.login, password: p.password }, '10.10.1.1');
    expect(expectRateLimited(blocked)).toBe(15 * 60);
    expect(blocked.json().errors[0].meta).toEqual({ minutes: 15 });
    clock.advance(10 * 60_000);
    expect(expectRateLimited(await login(t, { login: p.login, password: p.password }, '10.10.1.2'))).toBe(5 * 60);
    clock.advance(5 * 60_000);
    const open = await login(t, { login: p.login, password: p.password }, '10.10.1.3');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ userId: p.userId });
  });

  test('9 failures leave the account open; another player is not affected by this one\'s failures', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    for (let i = 0; i < 9; i++) expect((await login(t, { login: p.login, password: `wrong-${i}-pw` }, `10.11.0.${i + 1}`)).statusCode).toBe(401);
    expect((await login(t, { login: p.login, password: p.password }, '10.11.1.1')).statusCode).toBe(200);
    expect((await login(t, { login: p.login, password: 'wrong-again' }, '10.11.1.1')).statusCode).toBe(401);
    expectRateLimited(await login(t, { login: p.login, password: p.password }, '10.11.1.1'));
    expect((await login(t, { login: other.login, password: other.password }, '10.11.1.1')).statusCode).toBe(200);
  });

  test('50 failures from one address: 429 for any account from it, other addresses unaffected', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 0; i < 50; i++) expect((await login(t, { login: `ghost${i}@example.com`, password: 'wrong-pw-1' }, '10.12.0.1')).statusCode).toBe(401);
    expectRateLimited(await login(t, { login: p.login, password: p.password }, '10.12.0.1'));
    expect((await login(t, { login: p.login, password: p.password }, '10.12.0.2')).statusCode).toBe(200);
    clock.advance(15 * 60_000);
    expect((await login(t, { login: p.login, password: p.password }, '10.12.0.1')).statusCode).toBe(200);
  });

  test('a wrong password and an unknown login answer the same status, code, message and headers', async () => {
    const p = await registerPlayer(t.app);
    const wrong = await login(t, { login: p.login, password: 'not-the-password' }, '10.13.0.1');
    const unknown = await login(t, { login: 'nobody-at-all@example.com', password: 'not-the-password' }, '10.13.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    const names = (res: LightMyRequestResponse) => Object.keys(res.headers).filter((h) => h !== 'date' && h !== 'content-security-policy').sort();
    expect(names(wrong)).toEqual(names(unknown));
    expect(wrong.headers['set-cookie']).toBeUndefined();
    // and once limited, both answer the same 429
    for (let i = 0; i < 10; i++) {
      await login(t, { login: p.login, password: 'not-the-password' }, `10.14.0.${i + 1}`);
      await login(t, { login: 'nobody-at-all@example.com', password: 'not-the-password' }, `10.15.0.${i + 1}`);
    }
    const a = await login(t, { login: p.login, password: 'not-the-password' }, '10.16.0.1');
    const b = await login(t, { login: 'nobody-at-all@example.com', password: 'not-the-password' }, '10.16.0.2');
    expectRateLimited(a);
    expect(a.body).toBe(b.body);
    expect(a.headers['retry-after']).toBe(b.headers['retry-after']);
  });
});

describe.each(testDialects())('registration and saved-coupon lookup limits on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => { t = await buildAppWith(dialect, { options: { clock } }); });
  afterAll(async () => { await t.close(); });

  test('30 registrations an hour from one address, then 429 for it (no player made); other addresses still register', async () => {
    const reg = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/web-api/auth/register', remoteAddress, payload: { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 1 } });
    for (let i = 0; i < 30; i++) expect((await reg('10.30.0.1')).statusCode).toBe(201);
    const users = async () => Number((await t.db.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await users();
    const refused = await reg('10.30.0.1');
    expect(expectRateLimited(refused, 60 * 60)).toBe(60 * 60);
    expect(await users()).toBe(before);
    expect((await reg('10.30.0.2')).statusCode).toBe(201);
    clock.advance(60 * 60_000);
    expect((await reg('10.30.0.1')).statusCode).toBe(201);
  });

  test('30 unknown saved-coupon codes from one address in 15 minutes, then 429 even for a good code; a good code costs nothing', async () => {
    const saved = await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', payload: { typeId: 0, bets: [{ market: { id: 1 } }] } });
    const lookup = (code: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: `/web-api/coupon/load/${code}`, remoteAddress });
    expect(saved.statusCode).toBe(200);
    const good = saved.json().code as string;
    for (let i = 0; i < 40; i++) expect((await lookup(good, '10.31.0.1')).statusCode).not.toBe(429);
    for (let i = 0; i < 30; i++) expect((await lookup(`ZZZZ${String(i).padStart(2, '0')}`, '10.31.0.1')).statusCode).toBe(404);
    expectRateLimited(await lookup(good, '10.31.0.1'));
    expect((await lookup('ZZZZ99', '10.31.0.2')).statusCode).toBe(404);
    clock.advance(15 * 60_000);
    expect((await lookup('ZZZZ98', '10.31.0.1')).statusCode).toBe(404);
  });
});

describe.each(testDialects())('two instances on one %s database', (dialect) => {
  let db: TestDb;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    [a, b] = await Promise.all([buildAppWith(dialect, { db }), buildAppWith(dialect, { db })]);
  });
  afterAll(async () => { await a.close(); await b.close(); await db.drop(); });

  test('count the same failures: 5 on each instance limit the account on both', async () => {
    const p = await registerPlayer(a.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(a, { login: p.login, password: `wrong-${i}-a` }, `10.20.0.${i + 1}`)).statusCode).toBe(401);
      expect((await login(b, { login: p.login, password: `wrong-${i}-b` }, `10.21.0.${i + 1}`)).statusCode).toBe(401);
    }
    expectRateLimited(await login(a, { login: p.login, password: p.password }, '10.22.0.1'));
    expectRateLimited(await login(b, { login: p.login, password: p.password }, '10.22.0.2'));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('sign-in limits in Redis (TEST_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // two instances on two databases: only Redis can make them count the same failures
    [a, b] = await Promise.all([
      buildAppWith('sqlite', { options: { sportsbook: { redisUrl: redisUrl as string } } }),
      buildAppWith('sqlite', { options: { sportsbook: { redisUrl: redisUrl as string } } }),
    ]);
  });
  afterAll(async () => { await a.close(); await b.close(); });

  test('5 failures on each instance limit the login on both', async () => {
    // a login and addresses of this run only: Redis outlives the test databases
    const run = `${process.pid}-${Date.now()}`;
    const who = `ghost-${run}@example.com`;
    const octet = () => Math.floor(Math.random() * 250) + 1;
    for (let i = 0; i < 5; i++) {
      expect((await login(a, { login: who, password: 'wrong-pw-a' }, `10.${octet()}.${octet()}.${octet()}`)).statusCode).toBe(401);
      expect((await login(b, { login: who, password: 'wrong-pw-b' }, `10.${octet()}.${octet()}.${octet()}`)).statusCode).toBe(401);
    }
    expectRateLimited(await login(a, { login: who, password: 'wrong-pw-a' }, `10.${octet()}.${octet()}.${octet()}`));
    expectRateLimited(await login(b, { login: who, password: 'wrong-pw-b' }, `10.${octet()}.${octet()}.${octet()}`));
  });
});
if (!redisUrl) process.stderr.write('NOTE: Redis sign-in limit test skipped (set TEST_REDIS_URL to a redis-server to run it)\n');

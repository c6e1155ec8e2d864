// Two server instances on one PostgreSQL database, as in production behind a load balancer:
// sessions, login throttling, money and operator rules are shared through the database.
import { LIMIT_PATHS } from '@site/api/contracts';
import { createTestDb, type TestApp, type TestDb, testDialects } from './helper';
import { buildAppWith, registerPlayer } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

const pg = testDialects().includes('postgres');

(pg ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  let db: TestDb;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDb('postgres');
    a = await buildAppWith('postgres', { db });
    b = await buildAppWith('postgres', { db });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  test('a session made on one works on the other, and disconnecting on the other ends it on both', async () => {
    const p = await registerPlayer(a.app);
    const onB = await b.app.inject({ url: '/web-api/session', headers: { cookie: p.cookie } });
    expect(onB.json()).toEqual({ userId: p.userId, login: expect.any(String) });
    const accountsB = await b.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } });
    expect(accountsB.statusCode).toBe(200);
    await b.app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers: { cookie: p.cookie } });
    expect((await a.app.inject({ url: '/web-api/session', headers: { cookie: p.cookie } })).json()).toEqual({ userId: null });
  });

  test('without TOKEN_SECRET both make and share one secret in the database: a bearer token from one is good on the other', async () => {
    const p = await registerPlayer(a.app);
    const { token } = (await a.app.inject({ url: '/web-api/user/gettoken?force_refresh=true', headers: { cookie: p.cookie } })).json();
    const onB = await b.app.inject({ url: LIMIT_PATHS.limits, headers: { authorization: `Bearer ${token}` } });
    expect(onB.statusCode).toBe(200);
    expect(await a.app.db.selectFrom('site_secrets').selectAll().execute()).toHaveLength(1);
  });

  test('login failures on one instance count on the other', async () => {
    const p = await registerPlayer(a.app);
    // 10 failures for one account (issue 23's limit), spread over both instances and addresses
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: p.login, password: `wrong${i}abc` }, remoteAddress: `10.7.0.${i}` });
    }
    const res = await b.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: p.login, password: p.password }, remoteAddress: '10.7.1.1' });
    expect(res.statusCode).toBe(429);
  });

  test('parallel debits through both instances never overdraw, and the ledger sums to the balance', async () => {
    const p = await registerPlayer(a.app);
    const acc = (await a.app.accounts.mainAccountId(p.userId)) as number;
    await a.app.ledger.post({ accountId: acc, amountMinor: 500, kind: 'deposit', ref: 'seed' });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a.app : b.app).ledger.post({ accountId: acc, amountMinor: -20, kind: 'bet', ref: `c${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(25);
    expect(await b.app.ledger.balanceMinor(acc)).toBe(0);
    expect(await a.app.ledger.sumMinor(acc)).toBe(0);
  }, 30_000);
});

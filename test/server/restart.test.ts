// Restarting the server loses no session and no money: both live in the database.
import { createTestDb, testDialects } from './helper';
import { buildAppWith, registerPlayer, setCookies } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

describe.each(testDialects())('restart on %s', (dialect) => {
  test('a session and a balance survive a new app instance on the same database', async () => {
    const db = await createTestDb(dialect);
    try {
      const first = await buildAppWith(dialect, { db });
      const p = await registerPlayer(first.app);
      const acc = (await first.app.accounts.mainAccountId(p.userId)) as number;
      await first.app.ledger.post({ accountId: acc, amountMinor: 4_200, kind: 'deposit', ref: 'test' });
      await first.close();
      const second = await buildAppWith(dialect, { db });
      expect((await second.app.inject({ url: '/web-api/session', headers: { cookie: p.cookie } })).json()).toMatchObject({ userId: p.userId });
      expect((await second.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } })).json().balance).toBe(42);
      await second.close();
    } finally {
      await db.drop();
    }
  });

  test('behind a TLS proxy the session cookie is Secure', async () => {
    const t = await buildAppWith(dialect, { options: { trustProxy: true } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/web-api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 },
      });
      expect(setCookies(res).user_token!.raw).toMatch(/; Secure/);
    } finally {
      await t.close();
    }
  });
});

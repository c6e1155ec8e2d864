import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer } from './players';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

describe.each(testDialects())('accounts API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  const get = (cookie: string) => t.app.inject({ url: '/web-api/user/accounts', headers: { cookie } });
  const post = (url: string, payload: unknown, cookie: string) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const del = (currencyId: number | string, cookie: string) => t.app.inject({ method: 'DELETE', url: `/web-api/user/accounts/currency/${currencyId}`, headers: { cookie } });

  test('anonymous callers get 401 on every account route', async () => {
    expect((await t.app.inject({ url: '/web-api/user/accounts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/web-api/user/accounts/active', payload: { id: 1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/web-api/user/accounts/currency', payload: { currencyId: 2 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/web-api/user/accounts/currency/2' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/web-api/user/config' })).statusCode).toBe(401);
  });

  test('money is shown as a decimal in the currency; balance is the active account, bonus the bonus account', async () => {
    const p = await registerPlayer(t.app);
    const main = (await t.app.accounts.mainAccountId(p.userId)) as number;
    await t.app.ledger.post({ accountId: main, amountMinor: 12_345, kind: 'deposit', ref: 'test' });
    const body = (await get(p.cookie)).json();
    expect(body.balance).toBe(123.45);
    expect(body.all_accounts[0]).toMatchObject({ id: main, type: 0, money: 123.45, isActive: true });
    // the player chose a bonus but has deposited now
    expect(body.is_available_first_deposit_bonus).toBe(false);
    const fresh = await registerPlayer(t.app, { bonusChoice: 1 });
    expect((await get(fresh.cookie)).json().is_available_first_deposit_bonus).toBe(true);
  });

  test('add, switch to, and remove a currency account; a non-empty or active one cannot be removed', async () => {
    const p = await registerPlayer(t.app);
    const add = await post('/web-api/user/accounts/currency', { currencyId: 2 }, p.cookie);
    expect(add.json()).toEqual({ success: true, data: { message: expect.stringContaining('USD'), code: 'account.currency_added', meta: { currency: 'USD' } } });
    const twice = await post('/web-api/user/accounts/currency', { currencyId: 2 }, p.cookie);
    expect(twice.json()).toMatchObject({ success: false, data: { message: expect.stringContaining('already'), code: 'account.currency_exists' } });
    const same = await post('/web-api/user/accounts/currency', { currencyId: 1 }, p.cookie);
    expect(same.json().success).toBe(false);
    const unknown = await post('/web-api/user/accounts/currency', { currencyId: 77 }, p.cookie);
    expect(unknown.json()).toEqual({ success: false, data: { message: 'This currency is not offered', code: 'account.currency_not_offered' } });

    const accounts = (await get(p.cookie)).json().all_accounts;
    const usd = accounts.find((a: { type: number }) => a.type === 9);
    expect(usd).toMatchObject({ iso: 'USD', symbol: '$', currencyId: 2, money: 0, isActive: false });

    const switched = await post('/web-api/user/accounts/active', { id: usd.id }, p.cookie);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().all_accounts.filter((a: { isActive: boolean }) => a.isActive).map((a: { id: number }) => a.id)).toEqual([usd.id]);
    const bonus = accounts.find((a: { type: number }) => a.type === 4);
    expect((await post('/web-api/user/accounts/active', { id: bonus.id }, p.cookie)).statusCode).toBe(404);

    const active = await del(2, p.cookie);
    expect(active.json()).toMatchObject({ success: false, data: { message: expect.stringContaining('active') } });
    await post('/web-api/user/accounts/active', { id: accounts[0].id }, p.cookie);
    await t.app.ledger.post({ accountId: usd.id, amountMinor: 1, kind: 'deposit', ref: 'test' });
    const full = await del(2, p.cookie);
    expect(full.json()).toMatchObject({ success: false, data: { message: expect.stringContaining('still holds money') } });
    await t.app.ledger.post({ accountId: usd.id, amountMinor: -1, kind: 'withdrawal', ref: 'test' });
    expect((await del(2, p.cookie)).json()).toMatchObject({ success: true });
    expect((await get(p.cookie)).json().all_accounts.some((a: { type: number }) => a.type === 9)).toBe(false);
    expect((await del(2, p.cookie)).json()).toMatchObject({ success: false, data: { message: expect.stringContaining('no USD account') } });
    // a closed account takes no money
    await expect(t.app.ledger.post({ accountId: usd.id, amountMinor: 1, kind: 'deposit', ref: 'test' })).rejects.toMatchObject({ statusCode: 404 });
    // and can be added again, with its history intact
    expect((await post('/web-api/user/accounts/currency', { currencyId: 2 }, p.cookie)).json().success).toBe(true);
    expect(await t.app.ledger.sumMinor(usd.id)).toBe(0);
  });

  test("one player can never see or change another's accounts", async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    await post('/web-api/user/accounts/currency', { currencyId: 3 }, bob.cookie);
    const bobAccounts = (await get(bob.cookie)).json().all_accounts;
    for (const acc of bobAccounts) {
      const res = await post('/web-api/user/accounts/active', { id: acc.id }, alice.cookie);
      expect(res.statusCode).toBe(404);
    }
    expect((await del(3, alice.cookie)).json().success).toBe(false);
    expect((await get(bob.cookie)).json().all_accounts).toEqual(bobAccounts);
    const aliceView = (await get(alice.cookie)).json().all_accounts.map((a: { id: number }) => a.id);
    for (const acc of bobAccounts) expect(aliceView).not.toContain(acc.id);
  });

  test('bad input answers 400 with the envelope and writes nothing', async () => {
    const p = await registerPlayer(t.app);
    const cases: [string, unknown][] = [
      ['/web-api/user/accounts/active', { id: '1' }],
      ['/web-api/user/accounts/active', { id: -1 }],
      ['/web-api/user/accounts/active', {}],
      ['/web-api/user/accounts/active', { id: 1, extra: 1 }],
      ['/web-api/user/accounts/currency', { currencyId: 1.5 }],
      ['/web-api/user/accounts/currency', { currencyId: "2; DROP TABLE accounts" }],
      ['/web-api/user/accounts/currency', [2]],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload, p.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ status: '400', code: 'request.invalid' });
    }
    for (const id of ['abc', '1.5', '-2', "1'--", '99999999999']) {
      expect((await del(id, p.cookie)).statusCode).toBe(400);
    }
    expect((await get(p.cookie)).json().all_accounts).toHaveLength(2);
  });
});

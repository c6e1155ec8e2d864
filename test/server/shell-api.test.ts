import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer } from './players';

jest.setTimeout(30_000);

describe.each(testDialects())('the shell calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const popup = (cookie?: string) => t.app.inject({ url: '/web-api/officeapi/v1/bonus-popup-information', ...(cookie && { headers: { cookie } }) });

  test('the first-deposit popup information: offered until the first deposit, in the account currency', async () => {
    const p = await registerPlayer(t.app);
    const before = await popup(p.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    const info = before.json().bonusPopupInformation;
    expect(info).toMatchObject({ available: true, percent: 100, currency: 'RUB' });
    expect(Number.isInteger(info.maxAmountMinor) && info.maxAmountMinor > 0).toBe(true);
    const account = await t.app.accounts.mainAccountId(p.userId);
    await t.app.ledger.post({ accountId: account as number, amountMinor: 10_000, kind: 'deposit', ref: 'test' });
    expect((await popup(p.cookie)).json().bonusPopupInformation.available).toBe(false);
  });

  test('guests get 401 from the popup information', async () => {
    const res = await popup();
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('auth.unauthorized');
  });

  test('the policy logo is a real GIF image', async () => {
    const res = await t.app.inject({ url: '/web-api/policy/logo.agif' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    const body = res.rawPayload;
    expect(body.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect([body.readUInt16LE(6), body.readUInt16LE(8)]).toEqual([32, 32]);
    expect(body[body.length - 1]).toBe(0x3b);
  });
});

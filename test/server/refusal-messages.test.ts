// A refusal is a code and the values its message needs, so the player reads it in his
// language: the words come from the errors namespace, never from `detail`.
import type { ApiErrorItem } from '@site/api';
import { createI18n, formatMoney, translateMessage } from '@site/i18n';
import { catalogueTestApp, type TestApp, testDialects } from './helper';
import { bet, fundedPlayer, place } from './sportsbook-fixture';

jest.setTimeout(30_000);

function words(lang: string, item: ApiErrorItem): string {
  const warn = jest.fn();
  const text = translateMessage(createI18n(lang), { code: item.code, ...(item.meta && { values: item.meta }) }, { warn });
  expect(warn).not.toHaveBeenCalled();
  return text;
}

describe.each(testDialects())('refusals as messages on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  test('a stake above the balance: ledger.insufficient_funds with the balance and currency, in English and Russian', async () => {
    const p = await fundedPlayer(t.app, 100);
    const res = await place(t.app, p, { typeId: 0, amount: 150, bets: [bet(101, 2)] });
    expect(res.statusCode).toBe(422);
    const item = res.json().errors[0] as ApiErrorItem;
    expect(item).toMatchObject({ status: '422', code: 'ledger.insufficient_funds', meta: { balance: 100, currency: 'RUB' } });
    expect(words('en', item)).toBe(`There is not enough money on the account: the balance is ${formatMoney(100, 'RUB', 'en')}.`);
    expect(words('ru', item)).toBe(`На счёте недостаточно денег: баланс ${formatMoney(100, 'RUB', 'ru')}.`);
  });

  test('a stake below the minimum: coupon.min_amount with the limit in the account currency', async () => {
    const p = await fundedPlayer(t.app, 100);
    const item = (await place(t.app, p, { typeId: 0, amount: 5, bets: [bet(101, 2)] })).json().errors[0] as ApiErrorItem;
    expect(item).toMatchObject({ code: 'coupon.min_amount', meta: { min: 10, currency: 'RUB' }, source: { pointer: '/amount' } });
    expect(words('ru', item)).toBe(`Минимальная ставка — ${formatMoney(10, 'RUB', 'ru')}.`);
  });

  test('odds that moved: 409 coupon.coef_changed with the new coefficient and the coefs', async () => {
    const p = await fundedPlayer(t.app, 100);
    const res = await place(t.app, p, { typeId: 0, amount: 10, changeCoefAction: 0, bets: [bet(101, 2.5)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: [{ code: 'coupon.coef_changed', meta: { coef: 2 } }], coefs: { '101': 2 } });
  });

  test('too many failed logins: rate_limited says the minutes', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/auth/login',
        payload: { login: 'nobody-here@example.com', password: 'wrong-one1' },
        remoteAddress: '10.77.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await login()).statusCode).toBe(401);
    const res = await login();
    expect(res.statusCode).toBe(429);
    const item = res.json().errors[0] as ApiErrorItem;
    expect(item).toMatchObject({ code: 'rate_limited', meta: { minutes: 15 } });
    expect(words('ru', item)).toBe('Слишком много попыток. Повторите через 15 мин.');
  });
});

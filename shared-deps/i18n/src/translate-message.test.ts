import { createI18n, formatMoney, translateMessage } from './index';

const quiet = () => {
  const warnings: string[] = [];
  return { warn: (m: string) => warnings.push(m), warnings };
};

test('a known code is said in the player language', () => {
  const log = quiet();
  expect(translateMessage(createI18n('ru'), { code: 'network.offline' }, log)).toBe('Нет соединения: проверьте сеть и попробуйте ещё раз.');
  expect(translateMessage(createI18n('en'), { code: 'network.offline' }, log)).toBe('No connection: check your network and try again.');
  expect(log.warnings).toEqual([]);
});

test('an unknown code shows the generic message and logs the code, never a raw key', () => {
  const log = quiet();
  const text = translateMessage(createI18n('ru'), { code: 'casino.brand_new_rule', values: { x: 1 } }, log);
  expect(text).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  expect(log.warnings).toEqual(['no words for message code "casino.brand_new_rule"']);
  // a code naming a group of keys is not a sentence either
  expect(translateMessage(createI18n('en'), { code: 'network' }, log)).toBe('Something went wrong. Please try again.');
  expect(translateMessage(createI18n('en'), { code: '' }, log)).toBe('Something went wrong. Please try again.');
});

test('sums of money in a message are said as money in the player language, with the currency', () => {
  const log = quiet();
  const refusal = { code: 'ledger.insufficient_funds', values: { balance: 1125, currency: 'RUB' } };
  expect(translateMessage(createI18n('ru'), refusal, log)).toBe(`На счёте недостаточно денег: баланс ${formatMoney(1125, 'RUB', 'ru')}.`);
  expect(translateMessage(createI18n('en'), refusal, log)).toBe('There is not enough money on the account: the balance is ₽1,125.00.');
  expect(formatMoney(1125, 'RUB', 'ru')).toMatch(/^1\s125,00\s₽$/);
  expect(translateMessage(createI18n('en'), { code: 'coupon.max_amount', values: { max: 500, currency: 'EUR' } }, log)).toBe('The maximum stake is €500.00.');
});

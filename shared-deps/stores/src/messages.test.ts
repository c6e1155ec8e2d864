// Every message the stores can hold has words in every language: the browser's own codes
// (CLIENT_MESSAGE_CODES, the stores' among them) and every broken coupon rule (coupon.<code>).
import { CLIENT_MESSAGE_CODES } from '@site/api';
import { VIOLATION_CODES } from '@site/betting';
import { createI18n, supportedLanguages } from '@site/i18n';
import { message, refused } from './messages';

const codes = [...CLIENT_MESSAGE_CODES, ...VIOLATION_CODES.map((c) => `coupon.${c}`)];

test.each(supportedLanguages)('every code the stores can hold has words in %s', (lang) => {
  const i18n = createI18n(lang);
  const missing = codes.filter(
    (code) => !i18n.exists(`errors:${code}`) || typeof i18n.t(`errors:${code}`, { returnObjects: true }) !== 'string',
  );
  expect(missing).toEqual([]);
});

test('a message carries values only when it has some', () => {
  expect(message('coupon.bad_bet')).toEqual({ code: 'coupon.bad_bet' });
  expect(refused('coupon.too_many_bets', { max: 100 })).toEqual({
    ok: false,
    reason: { code: 'coupon.too_many_bets', values: { max: 100 } },
  });
});

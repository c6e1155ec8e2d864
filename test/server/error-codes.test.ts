// Every code the server can send (the catalogue, and every coupon rule as coupon.<code>) and
// every code the browser makes itself has words in every language, so no player ever sees a
// raw key or the generic message for a known refusal.
import { CLIENT_MESSAGE_CODES } from '@site/api';
import { catalogueCodes, ERROR_CODES } from '@site/api/contracts';
import { VIOLATION_CODES, violationMessage } from '@site/betting';
import { createI18n, MONEY_VALUE_NAMES, supportedLanguages } from '@site/i18n';

const codes = [
  ...new Set([
    ...catalogueCodes(),
    ...VIOLATION_CODES.map((c) => violationMessage({ code: c, detail: '' }, 'EUR').code),
    ...CLIENT_MESSAGE_CODES,
  ]),
];

describe.each(supportedLanguages)('the errors namespace in %s', (lang) => {
  const i18n = createI18n(lang);
  test.each(codes)('has words for %s', (code) => {
    // the language's own resource, not a fallback to another language
    expect(i18n.exists(`errors:${code}`, { lng: lang, fallbackLng: [] })).toBe(true);
    expect(typeof i18n.getResource(lang, 'errors', code)).toBe('string');
  });

  test('every value a catalogued code carries appears in its words, and no other', () => {
    // a sum of money is said with its currency ('0,00 ₽'), so `currency` is not repeated
    const saidAsMoney = (keys: readonly string[]) => keys.some((k) => (MONEY_VALUE_NAMES as readonly string[]).includes(k));
    for (const [code, all] of Object.entries(ERROR_CODES)) {
      const keys = saidAsMoney(all) ? all.filter((k) => k !== 'currency') : all;
      const words = i18n.getResource(lang, 'errors', code) as string;
      const used = [...words.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      expect({ code, used: [...new Set(used)].sort() }).toEqual({ code, used: [...keys].sort() });
    }
  });
});

import { SETTINGS_LANGUAGES } from '@site/api/contracts';
import { addTexts, createI18n, defineLazyTexts, defineTexts, getI18n, isSupportedLanguage, resetI18n, supportedLanguages } from './index';

const same = <T extends object>(en: T) => ({ kk: en, az: en, tr: en });

test('translates in each of the six languages, and falls back to en for unknown ones', () => {
  const words = Object.fromEntries(supportedLanguages.map((lang) => [lang, createI18n(lang).t('login')]));
  expect(words).toEqual({ en: 'Log in', ru: 'Войти', uk: 'Увійти', kk: 'Кіру', az: 'Daxil ol', tr: 'Giriş yap' });
  expect(createI18n('xx').language).toBe('en');
});

test('the page has one instance until reset', () => {
  resetI18n();
  const a = getI18n();
  expect(getI18n()).toBe(a);
  resetI18n();
  expect(getI18n()).not.toBe(a);
});

test('the site speaks en, ru, uk, kk, az and tr (issue 16), the settings contract too', () => {
  expect([...supportedLanguages]).toEqual(['en', 'ru', 'uk', 'kk', 'az', 'tr']);
  expect([...SETTINGS_LANGUAGES]).toEqual([...supportedLanguages]);
  expect(isSupportedLanguage('uk')).toBe(true);
  expect(isSupportedLanguage('de')).toBe(false);
  expect(isSupportedLanguage(undefined)).toBe(false);
});

test('a parcel adds its namespace; plurals and interpolation are i18next’s', () => {
  const texts = defineTexts('probe', {
    en: { bets_one: '{{count}} bet', bets_other: '{{count}} bets', hello: 'Hello, {{name}}' },
    ru: {
      bets_one: '{{count}} ставка',
      bets_few: '{{count}} ставки',
      bets_many: '{{count}} ставок',
      bets_other: '{{count}} ставки',
      hello: 'Привет, {{name}}',
    },
    uk: {
      bets_one: '{{count}} ставка',
      bets_few: '{{count}} ставки',
      bets_many: '{{count}} ставок',
      bets_other: '{{count}} ставки',
      hello: 'Привіт, {{name}}',
    },
    ...same({ bets_one: '{{count}} bet', bets_other: '{{count}} bets', hello: 'Hello, {{name}}' }),
  });
  const uk = createI18n('uk');
  void addTexts(uk, texts);
  expect([1, 3, 5, 11, 22].map((count) => uk.t('probe:bets', { count }))).toEqual(['1 ставка', '3 ставки', '5 ставок', '11 ставок', '22 ставки']);
  const ru = createI18n('ru');
  void addTexts(ru, texts);
  void addTexts(ru, texts);
  const t = ru.getFixedT(null, 'probe');
  expect([1, 3, 5, 21, 1.5].map((count) => t('bets', { count }))).toEqual(['1 ставка', '3 ставки', '5 ставок', '21 ставка', '1.5 ставки']);
  expect(t('hello', { name: 'Анна' })).toBe('Привет, Анна');
  const en = createI18n('en');
  void addTexts(en, texts);
  expect(en.t('probe:bets', { count: 1 })).toBe('1 bet');
  expect(en.t('probe:bets', { count: 2 })).toBe('2 bets');
});

test('the money format says an amount in the currency of the same message', () => {
  const en = createI18n('en');
  void addTexts(en, defineTexts('probe', { en: { max: 'At most {{max, money}}' }, ru: { max: 'Не больше {{max, money}}' }, uk: { max: 'Не більше {{max, money}}' }, ...same({ max: 'At most {{max, money}}' }) }));
  expect(en.t('probe:max', { max: 500, currency: 'EUR' })).toBe('At most €500.00');
  void en.changeLanguage('ru');
  expect(en.t('probe:max', { max: 1500, currency: 'RUB' })).toBe('Не больше 1\u00a0500,00\u00a0₽');
});

test('a lazy namespace (a browser bundle) has English at once, the page language once added, the next one on the switch', async () => {
  const asked: string[] = [];
  const words = (lang: string, hello: string) => () => {
    asked.push(lang);
    return Promise.resolve({ hello });
  };
  const texts = defineLazyTexts('probe', { hello: 'Hello' }, { ru: words('ru', 'Привет'), uk: words('uk', 'Привіт'), kk: words('kk', 'Сәлем'), az: words('az', 'Salam'), tr: words('tr', 'Merhaba') });
  expect(Object.keys(texts.resources)).toEqual(['en']);
  const i18n = createI18n('uk');
  await addTexts(i18n, texts);
  expect(i18n.t('probe:hello')).toBe('Привіт');
  await i18n.changeLanguage('tr');
  expect(i18n.t('probe:hello')).toBe('Merhaba');
  expect(asked).toEqual(['uk', 'tr']);
  await i18n.changeLanguage('en');
  expect(i18n.t('probe:hello')).toBe('Hello');
  expect(asked).toEqual(['uk', 'tr']);
});

test('a lazy language that fails to load leaves English', async () => {
  const fail = () => Promise.reject(new Error('offline'));
  const i18n = createI18n('kk');
  await addTexts(i18n, defineLazyTexts('probe', { hello: 'Hello' }, { ru: fail, uk: fail, kk: fail, az: fail, tr: fail }));
  expect(i18n.t('probe:hello')).toBe('Hello');
});

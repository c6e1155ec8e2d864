import { addTexts, createI18n, defineTexts, getI18n, isSupportedLanguage, resetI18n } from './index';

test('translates in en and ru, and falls back to en for unknown languages', () => {
  expect(createI18n('ru').t('login')).toBe('Войти');
  expect(createI18n('en').t('login')).toBe('Log in');
  expect(createI18n('xx').language).toBe('en');
});

test('the page has one instance until reset', () => {
  resetI18n();
  const a = getI18n();
  expect(getI18n()).toBe(a);
  resetI18n();
  expect(getI18n()).not.toBe(a);
});

test('only en and ru are supported so far', () => {
  expect(isSupportedLanguage('ru')).toBe(true);
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
  });
  const ru = createI18n('ru');
  addTexts(ru, texts);
  addTexts(ru, texts);
  const t = ru.getFixedT(null, 'probe');
  expect([1, 3, 5, 21, 1.5].map((count) => t('bets', { count }))).toEqual(['1 ставка', '3 ставки', '5 ставок', '21 ставка', '1.5 ставки']);
  expect(t('hello', { name: 'Анна' })).toBe('Привет, Анна');
  const en = createI18n('en');
  addTexts(en, texts);
  expect(en.t('probe:bets', { count: 1 })).toBe('1 bet');
  expect(en.t('probe:bets', { count: 2 })).toBe('2 bets');
});

test('the money format says an amount in the currency of the same message', () => {
  const en = createI18n('en');
  addTexts(en, defineTexts('probe', { en: { max: 'At most {{max, money}}' }, ru: { max: 'Не больше {{max, money}}' } }));
  expect(en.t('probe:max', { max: 500, currency: 'EUR' })).toBe('At most €500.00');
  void en.changeLanguage('ru');
  expect(en.t('probe:max', { max: 1500, currency: 'RUB' })).toBe('Не больше 1\u00a0500,00\u00a0₽');
});

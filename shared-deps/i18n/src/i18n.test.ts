import { createI18n, getI18n, isSupportedLanguage, resetI18n } from './index';

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

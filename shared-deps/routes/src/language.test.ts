import { browserLanguages, chooseLanguage, readLanguagePrefix, selectableLanguages, type LanguageInput } from './language';

const languages = { available: ['en', 'ru', 'de', 'fa', 'kk'], hiddenForAnonymous: ['fa', 'kk'], default: 'ru' };
const input = (extra: Partial<LanguageInput> = {}): LanguageInput => ({ languages, ...extra });

describe('selectableLanguages', () => {
  it('drops languages hidden for anonymous visitors', () => {
    expect(selectableLanguages(input())).toEqual(['en', 'ru', 'de']);
  });
  it('keeps them when a cookie marks the visitor authorised or the user is signed in', () => {
    expect(selectableLanguages(input({ cookieAuthorised: true }))).toEqual(['en', 'ru', 'de', 'fa', 'kk']);
    expect(selectableLanguages(input({ signedIn: true }))).toContain('fa');
  });
  it('ignores configured entries that are not two lowercase letters', () => {
    expect(selectableLanguages({ languages: { ...languages, available: ['en', 'EN', 'eng', 'e1'] } })).toEqual(['en']);
  });
});

describe('browserLanguages', () => {
  it('orders an Accept-Language header by q, then by position', () => {
    expect(browserLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr', 'fr', 'en', 'de']);
    expect(browserLanguages('de;q=0.5,en;q=0.9')).toEqual(['en', 'de']);
  });
  it('drops q=0 and malformed entries', () => {
    expect(browserLanguages('en;q=0, ru;q=abc, 12, ;q=1, de')).toEqual(['de']);
  });
  it('reads navigator.languages', () => {
    expect(browserLanguages(['de-AT', 'en-US'])).toEqual(['de', 'en']);
  });
  it('is empty without input', () => {
    expect(browserLanguages(undefined)).toEqual([]);
    expect(browserLanguages('')).toEqual([]);
  });
});

describe('chooseLanguage (cookie, browser, default, en)', () => {
  it('takes a selectable cookie first', () => {
    expect(chooseLanguage(input({ cookieLang: 'de', acceptLanguage: 'en' }))).toBe('de');
  });
  it('skips a hidden cookie language for anonymous visitors', () => {
    expect(chooseLanguage(input({ cookieLang: 'fa', acceptLanguage: 'en' }))).toBe('en');
    expect(chooseLanguage(input({ cookieLang: 'fa', cookieAuthorised: true }))).toBe('fa');
  });
  it('then the first selectable browser preference', () => {
    expect(chooseLanguage(input({ acceptLanguage: 'ja, kk, de;q=0.5' }))).toBe('de');
  });
  it('then the configured default', () => {
    expect(chooseLanguage(input({ acceptLanguage: 'ja' }))).toBe('ru');
  });
  it('then en, when the default is not selectable', () => {
    expect(chooseLanguage({ languages: { ...languages, default: 'fa' } })).toBe('en');
    expect(chooseLanguage({ languages: { available: ['de'], hiddenForAnonymous: [], default: 'xx' } })).toBe('en');
  });
});

describe('readLanguagePrefix', () => {
  it('accepts selectable two-letter prefixes', () => {
    expect(readLanguagePrefix('de', input())).toEqual({ kind: 'valid', lang: 'de' });
  });
  it('calls language-like segments that are not selectable invalid', () => {
    expect(readLanguagePrefix('xx', input())).toEqual({ kind: 'invalid', segment: 'xx' });
    expect(readLanguagePrefix('DE', input())).toEqual({ kind: 'invalid', segment: 'DE' });
    expect(readLanguagePrefix('fa', input())).toEqual({ kind: 'invalid', segment: 'fa' });
    expect(readLanguagePrefix('fa', input({ cookieAuthorised: true }))).toEqual({ kind: 'valid', lang: 'fa' });
  });
  it('reads anything else as a missing prefix', () => {
    expect(readLanguagePrefix(undefined, input())).toEqual({ kind: 'missing' });
    expect(readLanguagePrefix('slots', input())).toEqual({ kind: 'missing' });
    expect(readLanguagePrefix('e', input())).toEqual({ kind: 'missing' });
  });
});

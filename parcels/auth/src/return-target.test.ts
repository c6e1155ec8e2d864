import { afterAuthTarget, safeReturnPath } from './return-target';

const origin = 'https://site.test';

test.each([
  ['/en/line', '/en/line'],
  ['/en/office/history?status=won#x', '/en/office/history?status=won#x'],
  ['https://site.test/en/live', '/en/live'],
])('%s is a same-site path', (raw, path) => {
  expect(safeReturnPath(raw, origin)).toBe(path);
});

test.each([
  ['another host', 'https://evil.test/en'],
  ['protocol-relative', '//evil.test/en'],
  ['backslash', '/\\evil.test'],
  ['javascript', 'javascript:alert(1)'],
  ['relative', 'en/line'],
  ['control character', '/en/\nline'],
  ['the login page', '/en/user/login?returnUrl=/en'],
  ['the registration page', '/ru/registration'],
  ['empty', ''],
])('%s is refused', (_name, raw) => {
  expect(safeReturnPath(raw, origin)).toBeNull();
});

test('the return URL wins, then the previous route, then home', () => {
  const base = { lang: 'en', origin };
  expect(afterAuthTarget({ ...base, search: '?returnUrl=%2Fen%2Foffice%2Fhistory', previous: '/en/line' })).toBe('/en/office/history');
  expect(afterAuthTarget({ ...base, search: '?returnUrl=https%3A%2F%2Fevil.test', previous: '/en/line' })).toBe('/en/line');
  expect(afterAuthTarget({ ...base, search: '', previous: 'https://evil.test/' })).toBe('/en');
  expect(afterAuthTarget({ ...base, search: '', previous: null, lang: 'ru' })).toBe('/ru');
});

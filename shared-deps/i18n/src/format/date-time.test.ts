import { dayStart, formatDateTime, isTimeZone } from './date-time';

const moment = Date.UTC(2024, 4, 1, 18, 5);
// ICU versions differ in which space they put before AM/PM: compare the words.
const plain = (s: string) => s.replace(/\s/g, ' ');

test('the player’s time zone and clock, in his language', () => {
  expect(plain(formatDateTime(moment, 'dateTime', { lang: 'en', timeZone: 'UTC', is12h: true }))).toBe('5/1/24, 6:05 PM');
  expect(plain(formatDateTime(moment, 'dateTime', { lang: 'en', timeZone: 'UTC', is12h: false }))).toBe('5/1/24, 18:05');
  expect(plain(formatDateTime(moment, 'dateTime', { lang: 'ru', timeZone: 'Europe/Moscow' }))).toBe('01.05.2024, 21:05');
  expect(plain(formatDateTime(new Date(moment), 'time', { lang: 'ru', timeZone: 'Asia/Tokyo', is12h: true }))).toBe('03:05 AM');
  expect(plain(formatDateTime('2024-05-01T18:05:00.000Z', 'date', { lang: 'ru', timeZone: 'UTC', is12h: true }))).toBe('01.05.2024');
  expect(plain(formatDateTime(moment, 'dayTime', { lang: 'en', timeZone: 'UTC', is12h: false }))).toBe('05/01, 18:05');
});

test('an unreadable moment is empty; an unknown zone or language falls back', () => {
  expect(plain(formatDateTime('not a date', 'dateTime', { lang: 'en' }))).toBe('');
  expect(formatDateTime(moment, 'date', { lang: 'en', timeZone: 'Mars/Olympus' })).toBe(formatDateTime(moment, 'date', { lang: 'en' }));
  expect(formatDateTime(moment, 'date', { lang: '!!', timeZone: 'UTC' })).toBe(formatDateTime(moment, 'date', { lang: 'en' }));
});

test('time zones are the IANA ones the browser knows', () => {
  expect(isTimeZone('Europe/Moscow')).toBe(true);
  expect(isTimeZone('UTC')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
  expect(isTimeZone('')).toBe(false);
  expect(isTimeZone(3)).toBe(false);
});

test('a calendar day starts at the player’s midnight', () => {
  expect(dayStart('2024-05-01', 'UTC')).toBe(Date.UTC(2024, 4, 1));
  expect(dayStart('2024-05-01', 'Europe/Moscow')).toBe(Date.UTC(2024, 3, 30, 21));
  expect(dayStart('2024-05-01', 'America/New_York', 1)).toBe(Date.UTC(2024, 4, 2, 4));
  // the night the clocks go forward in Berlin: midnight is still +1 h
  expect(dayStart('2024-03-31', 'Europe/Berlin')).toBe(Date.UTC(2024, 2, 30, 23));
  expect(dayStart('2024-04-01', 'Europe/Berlin')).toBe(Date.UTC(2024, 2, 31, 22));
  expect(dayStart('2024-05-01')).toBe(new Date(2024, 4, 1).getTime());
  expect(dayStart('2024-05-01', 'Mars/Olympus')).toBe(new Date(2024, 4, 1).getTime());
  expect(dayStart('May 1st')).toBeUndefined();
});

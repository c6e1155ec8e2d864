/** @jest-environment jsdom */
import { runInAction } from 'mobx';
import { defaultSiteConfig } from '@site/api';
import { readCookie } from '@site/routes';
import { testRootStore } from '@site/ui/testing';
import { languageFromPath, pickLanguage } from './language';
import { startPageLanguage } from './page-language';

afterEach(() => {
  document.cookie = 'lng=; Path=/; Max-Age=0';
});

test('<html lang> and the lng cookie follow the page language, from the start and on every change', () => {
  const { store } = testRootStore();
  runInAction(() => store.settings.setLanguage('uk'));
  const stop = startPageLanguage(store);
  expect(document.documentElement.lang).toBe('uk');
  expect(readCookie(document.cookie, 'lng')).toBe('uk');
  runInAction(() => store.settings.setLanguage('tr'));
  expect(document.documentElement.lang).toBe('tr');
  expect(readCookie(document.cookie, 'lng')).toBe('tr');
  stop();
  runInAction(() => store.settings.setLanguage('kk'));
  expect(document.documentElement.lang).toBe('tr');
});

test('the boot takes the path language the site config offers, else its default, else English', () => {
  const config = { ...defaultSiteConfig, core: { ...defaultSiteConfig.core, languages: ['en', 'ru', 'kk'], defaultLanguage: 'ru' } };
  expect(pickLanguage('/kk/line', config)).toBe('kk');
  expect(pickLanguage('/az/line', config)).toBe('ru');
  expect(pickLanguage('/az/line', null)).toBe('az');
  expect(pickLanguage('/xx/line', null)).toBe('en');
  expect(languageFromPath('/uk')).toBe('uk');
  expect(languageFromPath('/de/')).toBeNull();
});

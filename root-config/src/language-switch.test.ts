/** @jest-environment jsdom */
import { testRootStore } from '@site/ui/testing';
import { runInAction } from 'mobx';
import { installLanguageSwitch, pathInLanguage } from './language-switch';

test('the same path under the other prefix; a path without a language prefix is kept', () => {
  expect(pathInLanguage('/en/line/1/11/1', 'ru')).toBe('/ru/line/1/11/1');
  expect(pathInLanguage('/en', 'ru')).toBe('/ru');
  expect(pathInLanguage('/ru/', 'en')).toBe('/en/');
  expect(pathInLanguage('/', 'ru')).toBe('/');
  expect(pathInLanguage('/xx/line', 'ru')).toBe('/xx/line');
  expect(pathInLanguage('/english', 'ru')).toBe('/english');
});

test('a change of the page language moves the URL prefix, <html lang> and the language cookie at once', () => {
  window.history.replaceState(null, '', '/en/line/1?x=1#top');
  const { store } = testRootStore();
  runInAction(() => store.settings.setLanguage('en'));
  const navigated: string[] = [];
  const stop = installLanguageSwitch({ store, win: window, navigate: (url) => navigated.push(url) });
  runInAction(() => store.settings.setLanguage('ru'));
  expect(navigated).toEqual(['/ru/line/1?x=1#top']);
  expect(document.documentElement.lang).toBe('ru');
  expect(document.cookie).toContain('lng=ru');
  // a route of the new prefix (the navigation done): nothing more to move
  window.history.replaceState(null, '', '/ru/line/1');
  runInAction(() => store.settings.setLanguage('en'));
  runInAction(() => store.settings.setLanguage('en'));
  expect(navigated).toEqual(['/ru/line/1?x=1#top', '/en/line/1']);
  stop();
  runInAction(() => store.settings.setLanguage('ru'));
  expect(navigated).toHaveLength(2);
});

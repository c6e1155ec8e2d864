/** @jest-environment jsdom */
import { testRootStore } from '@site/ui/testing';
import { runInAction } from 'mobx';
import { installLanguageSwitch } from './language-switch';

test('a change of the page language moves the URL prefix, keeping the path, query and hash', () => {
  window.history.replaceState(null, '', '/en/line/1?x=1#top');
  const { store } = testRootStore();
  runInAction(() => store.settings.setLanguage('en'));
  const navigated: string[] = [];
  const stop = installLanguageSwitch({ store, win: window, navigate: (url) => navigated.push(url) });
  runInAction(() => store.settings.setLanguage('ru'));
  expect(navigated).toEqual(['/ru/line/1?x=1#top']);
  // the switcher already navigated (the page is under the new prefix): nothing more to move
  window.history.replaceState(null, '', '/uk/line/1');
  runInAction(() => store.settings.setLanguage('uk'));
  expect(navigated).toHaveLength(1);
  window.history.replaceState(null, '', '/ru/line/1');
  runInAction(() => store.settings.setLanguage('en'));
  expect(navigated).toEqual(['/ru/line/1?x=1#top', '/en/line/1']);
  stop();
  runInAction(() => store.settings.setLanguage('ru'));
  expect(navigated).toHaveLength(2);
});

/** @jest-environment jsdom */
import { runInAction } from 'mobx';
import { byRoute, MemoryStorage, testRootStore } from '@site/ui/testing';
import { DISPLAY_STORAGE_KEY, prePaintDisplayScript } from '@site/ui';
import { startDisplay } from './display';

function page() {
  const storage = new MemoryStorage();
  const { store } = testRootStore({ deps: { storage }, server: byRoute({ 'POST /web-api/user/cookies-agreement': [{ status: 204 }] }) });
  const el = document.createElement('html');
  const stop = startDisplay(store, el);
  return { store, storage, el, stop };
}

test('the theme, font size and compact view of the settings are on <html> and follow every change', () => {
  const { store, el, stop } = page();
  expect(el.getAttribute('data-theme')).toBe('light');
  expect(el.getAttribute('data-font-size')).toBe('14');
  expect(el.hasAttribute('data-compact')).toBe(false);
  runInAction(() => store.settings.setDisplay({ appTheme: 1, appFontSize: 18, compactView: true }));
  expect(el.getAttribute('data-theme')).toBe('dark');
  expect(el.getAttribute('data-font-size')).toBe('18');
  expect(el.hasAttribute('data-compact')).toBe(true);
  runInAction(() => store.settings.setDisplay({ appTheme: 0, compactView: false }));
  expect(el.getAttribute('data-theme')).toBe('light');
  expect(el.hasAttribute('data-compact')).toBe(false);
  stop();
  runInAction(() => store.settings.setDisplay({ appTheme: 1 }));
  expect(el.getAttribute('data-theme')).toBe('light');
});

test('the display settings are kept for the next first paint only with functionality cookies agreed', () => {
  const { store, storage, stop } = page();
  runInAction(() => store.settings.setDisplay({ appTheme: 1 }));
  expect(storage.getItem(DISPLAY_STORAGE_KEY)).toBeNull();
  runInAction(() => store.consent.agree('functionality'));
  expect(JSON.parse(storage.getItem(DISPLAY_STORAGE_KEY) ?? 'null')).toEqual({ appTheme: 1, appFontSize: 14, compactView: false });
  runInAction(() => store.consent.agree('disable'));
  expect(storage.getItem(DISPLAY_STORAGE_KEY)).toBeNull();
  stop();
});

describe('the pre-paint script', () => {
  const run = () => new Function(prePaintDisplayScript())();
  afterEach(() => {
    localStorage.clear();
    for (const a of ['data-theme', 'data-font-size', 'data-compact']) document.documentElement.removeAttribute(a);
  });

  test('applies the kept settings to <html> before any unit runs', () => {
    localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify({ appTheme: 1, appFontSize: 16, compactView: true }));
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-font-size')).toBe('16');
    expect(document.documentElement.hasAttribute('data-compact')).toBe(true);
  });

  test.each(['not json', '{"appTheme":"dark","appFontSize":99}', '[1]'])('junk kept (%s) paints the defaults', (kept) => {
    localStorage.setItem(DISPLAY_STORAGE_KEY, kept);
    run();
    expect(document.documentElement.getAttribute('data-font-size') ?? '14').toBe('14');
    expect(document.documentElement.getAttribute('data-theme') ?? 'light').toBe('light');
  });
});

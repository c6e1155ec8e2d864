import { act, fireEvent, screen } from '@testing-library/react';
import { defaultSiteConfig } from '@site/api';
import { renderParcel } from '@site/ui/testing';
import { LanguageSwitcher } from './language-switcher';
import { headerTexts } from './locales';

const hidden = (languages: string[]) => ({ ...defaultSiteConfig, core: { ...defaultSiteConfig.core, hiddenLanguagesForAnonymous: languages } });
const offered = () => screen.getAllByRole('button').map((b) => b.textContent);

function setup(config = defaultSiteConfig) {
  const navigate = jest.fn<void, [string]>();
  const page = renderParcel(<LanguageSwitcher navigate={navigate} />, { texts: headerTexts });
  act(() => page.store.settings.setSiteConfig(config));
  return { ...page, navigate };
}

afterEach(() => {
  document.cookie = 'ua=; Path=/; Max-Age=0';
});

test('the six languages, each named in itself; the page language is the pressed one', () => {
  const { store } = setup();
  act(() => store.settings.setLanguage('uk'));
  expect(offered()).toEqual(['EN', 'RU', 'UK', 'KK', 'AZ', 'TR']);
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('title'))).toEqual(['English', 'Русский', 'Українська', 'Қазақша', 'Azərbaycan', 'Türkçe']);
  expect(screen.getByTestId('lang-uk').getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('lang-en').getAttribute('aria-pressed')).toBe('false');
});

test('a choice opens the same page, query and hash under the new language prefix', () => {
  window.history.pushState({}, '', '/ru/line/1/22?time=6#markets');
  const { navigate } = setup();
  fireEvent.click(screen.getByTestId('lang-tr'));
  expect(navigate).toHaveBeenCalledWith('/tr/line/1/22?time=6#markets');
  window.history.pushState({}, '', '/');
});

test('languages the config hides for guests (spec 2 §5) are offered only to a signed-in or authorised visitor', () => {
  const { store } = setup(hidden(['kk', 'az']));
  expect(offered()).toEqual(['EN', 'RU', 'UK', 'TR']);
  act(() => store.user.setUserId(9));
  expect(offered()).toEqual(['EN', 'RU', 'UK', 'KK', 'AZ', 'TR']);
});

test('the authorised cookie (ua) makes hidden languages choosable for a visitor without a session', () => {
  document.cookie = 'ua=1; Path=/';
  setup(hidden(['kk']));
  expect(offered()).toEqual(['EN', 'RU', 'UK', 'KK', 'AZ', 'TR']);
});

test('only the languages the site config offers, among those the site speaks', () => {
  setup({ ...defaultSiteConfig, core: { ...defaultSiteConfig.core, languages: ['ru', 'kk', 'de'] } });
  expect(offered()).toEqual(['RU', 'KK']);
});

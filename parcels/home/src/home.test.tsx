import { act, render, screen } from '@testing-library/react';
import { ApiClient, defaultSiteConfig, type SiteConfig } from '@site/api';
import { EventBus } from '@site/bus';
import { I18nextProvider } from 'react-i18next';
import { addTexts, createI18n } from '@site/i18n';
import { RootStore, StoresProvider } from '@site/stores';
import { homeTexts } from './locales';
import { Home } from './home';

function setup(appViewType = 0) {
  const i18n = createI18n('en');
  // jsdom has no fetch Response; the ApiClient reads status, ok and text().
  const fetch = (async () => ({ status: 200, ok: true, text: async () => '{}' }) as Response) as typeof globalThis.fetch;
  const store = new RootStore({ api: new ApiClient({ fetch }), bus: new EventBus(), i18n, storage: null, sleep: async () => {} });
  const config = JSON.parse(JSON.stringify(defaultSiteConfig)) as SiteConfig;
  config.global.appViewType = appViewType;
  act(() => store.settings.setSiteConfig(config));
  addTexts(i18n, homeTexts);
  render(
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Home />
      </I18nextProvider>
    </StoresProvider>,
  );
  return store;
}

test('anonymous visitors see the registration widget; signed-in players do not', () => {
  const store = setup();
  expect(screen.getByTestId('registration-widget')).toBeTruthy();
  act(() => store.user.setUserId(5));
  expect(screen.queryByTestId('registration-widget')).toBeNull();
  expect(screen.getByTestId('home-welcome').textContent).toBe('Welcome back');
});

test('the right column shows only while the coupon has no bets', () => {
  const store = setup();
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
  act(() => void store.coupon.addBet({ market: { id: '101', coef: 2 } }));
  expect(screen.queryByTestId('home-right-column')).toBeNull();
  act(() => void store.coupon.removeBet('101'));
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
});

test('the Asian view (global.appViewType 1) ignores the bets condition', () => {
  const store = setup(1);
  act(() => void store.coupon.addBet({ market: { id: '101', coef: 2 } }));
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
});

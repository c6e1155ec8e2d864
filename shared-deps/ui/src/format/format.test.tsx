import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiClient, defaultSiteConfig, type SiteConfig } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { RootStore, StoresProvider } from '@site/stores';
import { DateTime, formatOdds, MessageText, Money, Odds, OddsTexts } from '../index';

// Intl spaces with no-break and narrow spaces: compare the words.
const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

function page(lang = 'en') {
  const store = new RootStore({
    api: new ApiClient({ fetch: (async () => ({ status: 200, ok: true, text: async () => '{}' })) as unknown as typeof fetch }),
    bus: new EventBus(),
    i18n: createI18n(lang),
    storage: null,
  });
  act(() => {
    store.settings.setLanguage(lang);
    store.settings.setSiteConfig(JSON.parse(JSON.stringify(defaultSiteConfig)) as SiteConfig);
    store.settings.setTimeZone('UTC');
  });
  render(
    <StoresProvider store={store}>
      <I18nextProvider i18n={store.i18n}>
        <p data-testid="money">
          <Money amount={1125} currency="RUB" />
        </p>
        <p data-testid="odds">
          <Odds coef={2.5} />
        </p>
        <p data-testid="when">
          <DateTime value={Date.UTC(2024, 4, 1, 18, 5)} />
        </p>
        <p data-testid="message">
          <MessageText message={{ code: 'network.offline' }} />
        </p>
      </I18nextProvider>
    </StoresProvider>,
  );
  const text = (id: string) => plain(screen.getByTestId(id).textContent);
  return { store, text };
}

const setFormat = (store: RootStore, coefViewId: number) =>
  act(() => store.settings.setSiteConfig({ ...store.settings.siteConfig!, global: { ...store.settings.siteConfig!.global, coefViewId } }));

test('money, odds, moments and messages follow the player’s language', () => {
  const { store, text } = page('en');
  expect(text('money')).toBe('₽1,125.00');
  expect(text('odds')).toBe('2.50');
  expect(text('when')).toBe('5/1/24, 6:05 PM');
  expect(text('message')).toBe('No connection: check your network and try again.');
  expect(screen.getByTestId('message').querySelector('[data-code]')?.getAttribute('data-code')).toBe('network.offline');
  act(() => store.settings.setLanguage('ru'));
  expect(text('money')).toBe('1 125,00 ₽');
  expect(text('when')).toBe('01.05.2024, 18:05');
  expect(text('message')).toBe('Нет соединения: проверьте сеть и попробуйте ещё раз.');
});

test('odds follow the player’s format; moments his zone and clock', () => {
  const { store, text } = page('en');
  setFormat(store, 1);
  expect(text('odds')).toBe('6/4');
  setFormat(store, 2);
  expect(text('odds')).toBe('+150');
  act(() => {
    store.settings.setTimeZone('Europe/Moscow');
    store.settings.setIs12h(false);
  });
  expect(text('when')).toBe('5/1/24, 21:05');
  expect(screen.getByTestId('when').querySelector('time')?.getAttribute('datetime')).toBe('2024-05-01T18:05:00.000Z');
  act(() => store.settings.setTimeZone('Mars/Olympus'));
  expect(store.settings.timeZone).toBeNull();
});

test('a price a format cannot show is decimal or a dash, never an error; the cache gives the same texts', () => {
  expect(formatOdds(2.5, 1)).toBe('6/4');
  expect(formatOdds(1, 1)).toBe('—');
  expect(formatOdds(Number.NaN, 0)).toBe('—');
  expect(formatOdds(2.5, 99)).toBe('2.50');
  const texts = new OddsTexts();
  expect([texts.text(2.5, 2), texts.text(2.5, 2), texts.text(2.5, 0)]).toEqual(['+150', '+150', '2.50']);
});

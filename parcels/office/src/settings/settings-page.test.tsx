// The office settings page (issue 18): every setting changes the page at once and, for a
// signed-in player, is saved on the server (PUT /web-api/user/settings).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { DEFAULT_USER_SETTINGS, defaultSiteConfig } from '@site/api';
import { byRoute, renderInWorld, testRootStore } from '@site/ui/testing';
import { officeTexts } from '../locales';
import { SettingsPage } from '../settings-page';

function world(stored: object = {}) {
  const w = testRootStore({
    server: byRoute({
      'GET /web-api/user/settings': [{ body: { ...DEFAULT_USER_SETTINGS, ...stored } }],
      'PUT /web-api/user/settings': [(call) => ({ body: call.body })],
    }),
  });
  act(() => w.store.settings.setSiteConfig({ ...defaultSiteConfig, betting: { ...defaultSiteConfig.betting, oneClickShown: true } }));
  w.store.settings.start();
  renderInWorld(w, <SettingsPage now={() => Date.UTC(2024, 4, 1, 18, 5)} />, { texts: officeTexts });
  const puts = () => w.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  return { ...w, puts };
}

test('a signed-in player’s stored settings show on the page; each change is on the page at once and saved', async () => {
  const w = world({ oddsFormat: 2, display: { ...DEFAULT_USER_SETTINGS.display, compactView: true } });
  act(() => w.store.user.setUserId(5));
  await waitFor(() => expect((screen.getByTestId('settings-odds-format') as HTMLSelectElement).value).toBe('2'));
  expect((screen.getByTestId('settings-display-compactView') as HTMLInputElement).checked).toBe(true);
  expect(w.puts()).toEqual([]);

  fireEvent.change(screen.getByTestId('settings-odds-format'), { target: { value: '1' } });
  expect(w.store.coupon.coefViewId).toBe(1);
  await waitFor(() => expect(w.puts().at(-1)).toMatchObject({ oddsFormat: 1 }));

  fireEvent.change(screen.getByTestId('settings-theme'), { target: { value: '1' } });
  expect(w.store.settings.display.appTheme).toBe(1);
  fireEvent.click(screen.getByTestId('settings-coupon-isAutoMax'));
  fireEvent.click(screen.getByTestId('settings-mailing-news'));
  fireEvent.change(screen.getByTestId('settings-change-coef'), { target: { value: '0' } });
  await waitFor(() =>
    expect(w.puts().at(-1)).toMatchObject({
      display: expect.objectContaining({ appTheme: 1, compactView: true }),
      coupon: expect.objectContaining({ isAutoMax: true, changeCoefAction: 0 }),
      mailing: expect.objectContaining({ news: true }),
    }),
  );
  w.store.settings.dispose();
});

test('the language choice switches the page; back to the address’s language keeps the page as it is', async () => {
  const w = world();
  fireEvent.change(screen.getByTestId('settings-language'), { target: { value: 'ru' } });
  expect(w.store.settings.language).toBe('ru');
  expect(screen.getByTestId('settings-page').querySelector('h1')?.textContent).toBe('Настройки');
  expect(screen.getByTestId('settings-odds-format').textContent).toContain('Дробный');
  fireEvent.change(screen.getByTestId('settings-language'), { target: { value: 'site' } });
  expect(w.store.settings.chosenLanguage).toBeNull();
  expect(w.store.settings.language).toBe('ru');
  w.store.settings.dispose();
});

test('one-click: a stake with too many decimals is refused with a message; a good one is kept', () => {
  const w = world();
  fireEvent.click(screen.getByTestId('settings-one-click'));
  expect(w.store.couponSettings.isActiveOneClick).toBe(true);
  fireEvent.change(screen.getByTestId('settings-one-click-amount'), { target: { value: '1.234' } });
  expect(screen.getByTestId('settings-one-click-amount-error').textContent).not.toBe('');
  fireEvent.change(screen.getByTestId('settings-one-click-amount'), { target: { value: '25' } });
  expect(screen.queryByTestId('settings-one-click-amount-error')).toBeNull();
  expect(w.store.couponSettings.oneClickAmount).toBe(25);
  // a guest's settings are never sent
  expect(w.puts()).toEqual([]);
  w.store.settings.dispose();
});

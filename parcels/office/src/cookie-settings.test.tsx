import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { COOKIES_AGREEMENT_PATH } from '@site/api';
import { byRoute, renderParcel, settle } from '@site/ui/testing';
import { CookieSettings } from './cookie-settings';
import { officeTexts } from './locales';

test('the office shows the choice on record and changes it (logged to the server)', async () => {
  const agreedAt = Date.UTC(2024, 4, 1, 12, 0);
  const { store, calls } = renderParcel(<CookieSettings />, {
    texts: officeTexts,
    userId: 7,
    server: byRoute({
      [`GET ${COOKIES_AGREEMENT_PATH}`]: [{ body: { type: 'marketing', cookiesAgreeTime: agreedAt } }],
      [`POST ${COOKIES_AGREEMENT_PATH}`]: [{ body: { type: 'functionality', cookiesAgreeTime: agreedAt + 1 } }],
    }),
  });
  await settle();
  // Chosen in another browser: the player's choice follows them here.
  expect(store.consent.type).toBe('marketing');
  expect(screen.getByTestId('settings-cookies-current').textContent).toContain('Strictly necessary and marketing');
  fireEvent.change(screen.getByTestId('settings-cookies-type'), { target: { value: 'functionality' } });
  act(() => fireEvent.click(screen.getByTestId('settings-cookies-save')));
  await settle();
  expect(store.consent.type).toBe('functionality');
  expect(calls.filter((c) => c.method === 'POST' && c.path === COOKIES_AGREEMENT_PATH).map((c) => c.body)).toEqual([
    { type: 'functionality' },
  ]);
  expect(screen.getByTestId('settings-cookies-current').textContent).toContain('Strictly necessary and functionality');
  act(() => store.settings.setLanguage('ru'));
  expect(screen.getByTestId('settings-cookies-current').textContent).toContain('Строго необходимые и функциональные');
});

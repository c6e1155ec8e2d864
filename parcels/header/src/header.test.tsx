import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { accountsView, accountView as account, renderParcel } from '@site/ui/testing';
import { headerTexts } from './locales';
import { Header } from './header';

const answer = accountsView;

/** Every call is answered with the next reply (the last one again and again). */
function setup(replies: unknown[]) {
  return renderParcel(<Header />, { texts: headerTexts, server: () => ({ body: replies.length > 1 ? replies.shift() : replies[0] }) });
}

test('anonymous: a login link and no balance', () => {
  setup([]);
  expect(screen.getByTestId('header-user').textContent).toBe('Log in');
  expect(screen.queryByTestId('header-balance')).toBeNull();
});

test('signed in: the active account balance; the selector changes the active account and reloads', async () => {
  const both = (activeId: number) =>
    answer([
      account({ isActive: activeId === 1 }),
      account({ id: 2, type: 4, money: 5, isActive: false }),
      account({ id: 3, type: 9, iso: 'USD', symbol: '$', money: 12.5, isActive: activeId === 3 }),
    ]);
  const { store, calls } = setup([both(1), answer([]), both(3)]);
  act(() => store.user.setUserId(9));
  expect((await screen.findByTestId('header-balance')).textContent).toBe('₽1,000.00');
  const select = screen.getByTestId('header-account-select') as HTMLSelectElement;
  // The bonus account is not one to switch to.
  expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['RUB main', 'USD currency']);
  fireEvent.change(select, { target: { value: '3' } });
  await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$12.50'));
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /web-api/user/accounts',
    'POST /web-api/user/accounts/active',
    'GET /web-api/user/accounts',
  ]);
  expect(calls[1]!.body).toEqual({ id: 3 });
  act(() => store.user.setUserId(null));
  expect(screen.queryByTestId('header-balance')).toBeNull();
});

test('in Russian: the navigation, the balance in Russian money and the account kinds', async () => {
  const { store } = setup([answer([account({}), account({ id: 3, type: 9, iso: 'USD', money: 12.5, isActive: false })])]);
  act(() => {
    store.settings.setLanguage('ru');
    store.user.setUserId(9, 'p12345678');
  });
  expect((await screen.findByTestId('header-account')).textContent?.replace(/\s/g, ' ')).toBe(
    'Баланс: 1 000,00 ₽RUB, основнойUSD, валютный',
  );
  expect(screen.getByTestId('header').textContent).toContain('ЛинияЛайвКазино');
  // the player by his login, never by his number
  expect(screen.getByTestId('header-user').textContent).toBe('p12345678История ставокВыйти');
  expect(screen.getByTestId('lang-en').getAttribute('title')).toBe('English');
});

test('the player is named by the login the session gives, and only his own', async () => {
  const { store } = renderParcel(<Header />, {
    texts: headerTexts,
    server: (call) => (call.path === '/web-api/session' ? { body: { userId: 9, login: 'p00000009' } } : { body: answer([account({})]) }),
  });
  await act(() => store.user.loadSession());
  await screen.findByTestId('header-balance');
  expect(screen.getByTestId('header-user-id').textContent).toBe('p00000009');
  expect(screen.getByTestId('header-user').textContent).not.toContain('#9');
  act(() => store.user.setUserId(10));
  expect(screen.getByTestId('header-user-id').textContent).toBe('');
});

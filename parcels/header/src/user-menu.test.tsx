import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginRequested, SessionEnded } from '@site/bus';
import { renderParcel } from '@site/ui/testing';
import { headerTexts } from './locales';
import { UserMenu } from './user-menu';

function setup(disconnect: { status: number } = { status: 204 }) {
  const world = renderParcel(<UserMenu />, {
    texts: headerTexts,
    server: ({ path }) => (path.endsWith('/auth/disconnect') ? { status: disconnect.status } : path.endsWith('/user/accounts') ? { body: { all_accounts: [] } } : { status: 200 }),
  });
  const ended: string[] = [];
  world.bus.subscribe(SessionEnded, (e) => ended.push(e.payload.reason));
  act(() => world.store.user.setUserId(5));
  return { ...world, ended };
}

const bet = { market: { id: 'm1', coef: 1.5 }, gameId: 1 };

test('anonymous: the login link asks for the login modal through the bus', () => {
  const { store, bus } = setup();
  act(() => store.user.setUserId(null));
  const requests: unknown[] = [];
  bus.subscribe(LoginRequested, (e) => requests.push(e.payload));
  fireEvent.click(screen.getByTestId('header-login'));
  expect(requests).toEqual([{}]);
});

test('with an empty coupon logout needs no confirmation: disconnect, then SessionEnded for the shell', async () => {
  const { store, calls, ended } = setup();
  fireEvent.click(screen.getByTestId('header-logout'));
  expect(screen.queryByTestId('logout-confirm')).toBeNull();
  await waitFor(() => expect(ended).toEqual(['logout']));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /web-api/auth/disconnect');
  expect(store.user.userId).toBeNull();
});

test("with bets in the coupon logout asks 'you sure?' in a modal; cancel and Esc keep the player signed in", () => {
  const { store, calls } = setup();
  act(() => void store.coupon.addBet(bet));
  fireEvent.click(screen.getByTestId('header-logout'));
  const dialog = screen.getByTestId('logout-confirm');
  expect(dialog.getAttribute('role')).toBe('alertdialog');
  expect(dialog.textContent).toContain('You sure?');
  fireEvent.click(screen.getByTestId('logout-confirm-cancel'));
  expect(screen.queryByTestId('logout-confirm')).toBeNull();
  fireEvent.click(screen.getByTestId('header-logout'));
  fireEvent.keyDown(screen.getByTestId('logout-confirm'), { key: 'Escape' });
  expect(screen.queryByTestId('logout-confirm')).toBeNull();
  expect(store.user.userId).toBe(5);
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('confirmed logout with bets in the coupon disconnects', async () => {
  const { store, ended } = setup();
  act(() => void store.coupon.addBet(bet));
  fireEvent.click(screen.getByTestId('header-logout'));
  fireEvent.click(screen.getByTestId('logout-confirm-yes'));
  await waitFor(() => expect(ended).toEqual(['logout']));
  expect(store.user.userId).toBeNull();
});

test('a failed logout keeps the player and tells the shell (which reloads the page)', async () => {
  const { store, ended } = setup({ status: 500 });
  fireEvent.click(screen.getByTestId('header-logout'));
  await waitFor(() => expect(ended).toEqual(['failed']));
  expect(store.user.userId).toBe(5);
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginRequested } from '@site/bus';
import { renderParcel } from '@site/ui/testing';
import { headerTexts } from './locales';
import { pageNeedsAuth } from './needs-auth';
import { UserMenu, type PageLocation } from './user-menu';

function setup(pathname: string, disconnect: { status: number } = { status: 204 }) {
  const location: PageLocation & { assigned: string[]; reloads: number } = {
    pathname,
    assigned: [],
    reloads: 0,
    assign(url) {
      this.assigned.push(url);
    },
    reload() {
      this.reloads++;
    },
  };
  const { store, bus, calls } = renderParcel(<UserMenu location={location} />, {
    texts: headerTexts,
    server: ({ path }) => (path.endsWith('/auth/disconnect') ? { status: disconnect.status } : path.endsWith('/user/accounts') ? { body: { all_accounts: [] } } : { status: 200 }),
  });
  return { store, bus, calls, location };
}

test('anonymous: the login link asks for the login modal through the bus', () => {
  const { bus } = setup('/en/line');
  const requests: unknown[] = [];
  bus.subscribe(LoginRequested, (e) => requests.push(e.payload));
  fireEvent.click(screen.getByTestId('header-login'));
  expect(requests).toEqual([{}]);
});

test("logout asks 'you sure?'; cancel keeps the player signed in", async () => {
  const { store, calls } = setup('/en/line');
  act(() => store.user.setUserId(5));
  fireEvent.click(screen.getByTestId('header-logout'));
  expect(screen.getByTestId('logout-confirm').textContent).toBe('You sure?Log outCancel');
  fireEvent.click(screen.getByTestId('logout-confirm-cancel'));
  expect(screen.queryByTestId('logout-confirm')).toBeNull();
  expect(store.user.userId).toBe(5);
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('confirmed logout on a page that needs auth: disconnect, then home', async () => {
  const { store, calls, location } = setup('/en/office/history');
  act(() => store.user.setUserId(5));
  fireEvent.click(screen.getByTestId('header-logout'));
  fireEvent.click(screen.getByTestId('logout-confirm-yes'));
  await waitFor(() => expect(location.assigned).toEqual(['/en']));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /web-api/auth/disconnect');
  expect(store.user.userId).toBeNull();
  expect(location.reloads).toBe(0);
});

test('confirmed logout on a page open to anyone reloads it', async () => {
  const a = setup('/en/line');
  act(() => a.store.user.setUserId(5));
  fireEvent.click(screen.getByTestId('header-logout'));
  fireEvent.click(screen.getByTestId('logout-confirm-yes'));
  await waitFor(() => expect(a.location.reloads).toBe(1));
  expect(a.location.assigned).toEqual([]);
});

test('a failed logout reloads the page', async () => {
  const b = setup('/en/office/history', { status: 500 });
  act(() => b.store.user.setUserId(5));
  fireEvent.click(screen.getByTestId('header-logout'));
  fireEvent.click(screen.getByTestId('logout-confirm-yes'));
  await waitFor(() => expect(b.location.reloads).toBe(1));
  expect(b.location.assigned).toEqual([]);
});

test.each([
  ['/en/office/history', true],
  ['/print-coupon/12', true],
  ['/ru/line', false],
  ['/', false],
  ['/en/user/login', false],
])('%s needs auth: %s', (path, needs) => {
  expect(pageNeedsAuth(path)).toBe(needs);
});

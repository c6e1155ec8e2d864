import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginRequested } from '@site/bus';
import { routeTable } from '@site/routes';
import { AuthApp } from './auth-app';
import { authWorld, type AuthScript, signedInReplies } from './test-world';

const route = (name: string, params: Record<string, string> = {}) => ({ name, params, lang: 'en', path: `/en/${name}` });
const config =
  (over: Record<string, unknown>): AuthScript =>
  (method, url) =>
    method === 'GET' && url === '/web-api/user/config' ? { body: { activation_type: 0, user_status_id: 0, verification_status: 1, ...over } } : undefined;

test('activation: what the account is bound to and the way to bind the rest; activate/phone puts the phone first', async () => {
  const w = authWorld(config({ activation_type: 1 }));
  act(() => w.store.user.setUserId(5, 'p'));
  const { unmount } = w.view(<AuthApp route={route('user-activate', { type: 'phone' })} env={w.env} />);
  expect((await screen.findByTestId('activation-state')).textContent).toBe('Your account is activated.');
  expect(screen.getAllByRole('listitem').map((li) => [li.getAttribute('data-testid'), li.getAttribute('data-bound')])).toEqual([
    ['activation-phone', 'false'],
    ['activation-email', 'true'],
  ]);
  expect(screen.getByTestId('activation-go').getAttribute('href')).toBe('/en/office/account');
  unmount();

  const one = authWorld(config({ activation_type: 0 }));
  act(() => one.store.user.setUserId(6, 'q'));
  one.view(<AuthApp route={route('user-activatefast')} env={one.env} />);
  expect((await screen.findByTestId('activation-state')).getAttribute('data-activated')).toBe('false');
});

test('account verification: verified, pending or not, with the way to the verification page; in Russian', async () => {
  for (const [over, state] of [
    [{ verification_status: 2 }, 'verified'],
    [{ user_status_id: 1 }, 'pending'],
    [{}, 'not_verified'],
  ] as const) {
    const w = authWorld(config(over));
    act(() => w.store.user.setUserId(5, 'p'));
    const { unmount } = w.view(<AuthApp route={route('user-accountverify')} env={w.env} />);
    expect((await screen.findByTestId('verify-state')).getAttribute('data-state')).toBe(state);
    expect(screen.queryByTestId('verify-go') === null).toBe(state === 'verified');
    unmount();
  }
  const ru = authWorld(config({ user_status_id: 1 }));
  act(() => {
    ru.store.user.setUserId(5, 'p');
    ru.store.settings.setLanguage('ru');
  });
  ru.view(<AuthApp route={route('user-accountverify')} env={ru.env} />);
  expect((await screen.findByTestId('verify-state')).textContent).toBe('Ваши документы на проверке. Мы сообщим, когда она закончится.');
});

test('stop newsletter: one button turns news and promotions off (bet results stay); a guest is asked to sign in and nothing is sent', async () => {
  const guest = authWorld(() => undefined);
  const asked: unknown[] = [];
  guest.store.bus.subscribe(LoginRequested, (e) => asked.push(e.payload));
  const { unmount } = guest.view(<AuthApp route={route('user-stopnewsletter')} env={guest.env} />);
  fireEvent.click(screen.getByTestId('newsletter-sign-in-login'));
  expect(asked).toEqual([{}]);
  expect(guest.calls).toEqual([]);
  unmount();

  const w = authWorld((method, url) => (method === 'PUT' && url === '/web-api/user/settings' ? { body: {} } : undefined));
  act(() => w.store.user.setUserId(5, 'p'));
  w.view(<AuthApp route={route('user-stopnewsletter')} env={w.env} />);
  fireEvent.click(screen.getByTestId('newsletter-stop'));
  expect((await screen.findByTestId('newsletter-stopped')).textContent).toContain('no more newsletters');
  expect(w.calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/web-api/user/settings', body: { mailing: { news: false, promotions: false } } }]);
  expect(w.store.settings.mailing).toMatchObject({ news: false, promotions: false });
});

test('a failed unsubscribe says why and can be tried again', async () => {
  const w = authWorld((method) => (method === 'PUT' ? { status: 503, body: { errors: [{ status: '503', code: 'unavailable', detail: 'x' }] } } : undefined));
  act(() => w.store.user.setUserId(5, 'p'));
  w.view(<AuthApp route={route('user-stopnewsletter')} env={w.env} />);
  fireEvent.click(screen.getByTestId('newsletter-stop'));
  expect(await screen.findByTestId('newsletter-error')).toBeTruthy();
  expect((screen.getByTestId('newsletter-stop') as HTMLButtonElement).disabled).toBe(false);
});
test('{token}: a sign-in link signs in once (one call) and goes on like a fresh sign-in', async () => {
  const token = '0123456789abcdef0123456789abcdef';
  const replies = signedInReplies(42);
  const w = authWorld((m, p, b) => (p === '/web-api/auth/sign-in-link/use' ? { body: { userId: 42 } } : replies(m, p, b)), { previous: '/en/line' });
  w.view(<AuthApp route={route('token', { token })} env={w.env} />);
  await waitFor(() => expect(w.navigated).toEqual(['/en/line']));
  expect(w.store.user.userId).toBe(42);
  expect(w.calls.filter((c) => c.path === '/web-api/auth/sign-in-link/use')).toEqual([{ method: 'POST', path: '/web-api/auth/sign-in-link/use', body: { token } }]);
});

test('{token}: an invalid link shows the reason in the player language and the login', async () => {
  const w = authWorld((_m, p) =>
    p === '/web-api/auth/sign-in-link/use' ? { status: 400, body: { errors: [{ status: '400', code: 'auth.sign_in_link_invalid', detail: 'x' }] } } : undefined,
  );
  act(() => w.store.settings.setLanguage('ru'));
  const asked: unknown[] = [];
  w.store.bus.subscribe(LoginRequested, (e) => asked.push(e.payload));
  w.view(<AuthApp route={route('token', { token: 'f'.repeat(32) })} env={w.env} />);
  expect((await screen.findByTestId('sign-in-link-error')).textContent).toMatch(/^Эта ссылка для входа недействительна/);
  fireEvent.click(screen.getByTestId('sign-in-link-login'));
  expect(asked).toEqual([{}]);
  expect(w.navigated).toEqual([]);
});

test('no route of the auth application shows the "not in the demo" stand-in', () => {
  const names = routeTable.filter((r) => r.application === '@site/app-auth').map((r) => r.name);
  expect(names.length).toBeGreaterThanOrEqual(10);
  for (const name of names) {
    const w = authWorld(() => undefined);
    const { unmount } = w.view(<AuthApp route={route(name, { type: 'email', token: '0123456789abcdef0123456789abcdef' })} env={w.env} />);
    expect([name, screen.queryByTestId('auth-unavailable')]).toEqual([name, null]);
    unmount();
  }
});

import { act, fireEvent, screen } from '@testing-library/react';
import { LoginRequested } from '@site/bus';
import { AuthApp } from './auth-app';
import { authWorld, type AuthScript } from './test-world';

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

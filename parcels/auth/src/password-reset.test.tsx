import { act, fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordRequested, LoginRequested } from '@site/bus';
import { AuthApp } from './auth-app';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginForm } from './login-form';
import { authWorld } from './test-world';

const route = { name: 'user-passwordreset', params: {}, lang: 'en', path: '/en/user/passwordreset' };

test('the forgot-password modal sends the login and says the same thing whether the account exists or not', async () => {
  const w = authWorld((m, p) => (m === 'POST' && p === '/web-api/auth/password-reset/request' ? { status: 202, body: { accepted: true } } : undefined));
  const onClose = jest.fn();
  w.view(<ForgotPasswordModal onClose={onClose} />);
  expect(screen.getByTestId('modal-forgot-password')).toBeTruthy();
  fireEvent.click(screen.getByTestId('forgot-submit'));
  expect(screen.getByTestId('forgot-login-error').textContent).toBe('Fill this in');
  expect(w.calls).toEqual([]);
  fireEvent.change(screen.getByTestId('forgot-login'), { target: { value: ' player@example.com ' } });
  fireEvent.click(screen.getByTestId('forgot-submit'));
  expect((await screen.findByTestId('forgot-sent')).textContent).toMatch(/If an account .* exists/);
  expect(w.calls).toEqual([{ method: 'POST', path: '/web-api/auth/password-reset/request', body: { login: 'player@example.com', lng: 'en' } }]);
});

test('too many requests: the wait is said in the modal', async () => {
  authWorld(() => ({ status: 429, headers: { 'Retry-After': '600' }, body: { errors: [{ status: '429', code: 'rate_limited', detail: 'x', meta: { minutes: 10 } }] } })).view(<ForgotPasswordModal onClose={jest.fn()} />);
  fireEvent.change(screen.getByTestId('forgot-login'), { target: { value: 'ghost' } });
  fireEvent.click(screen.getByTestId('forgot-submit'));
  expect((await screen.findByTestId('forgot-error')).textContent).toBe('Too many attempts. Try again in 10 min.');
});

test('"Forgot password?" on the login form asks for the forgot-password modal', () => {
  const w = authWorld(() => undefined);
  const asked: unknown[] = [];
  w.store.bus.subscribe(ForgotPasswordRequested, (e) => asked.push(e.payload));
  w.view(<LoginForm onSignedIn={jest.fn()} />);
  fireEvent.click(screen.getByTestId('login-forgot'));
  expect(asked).toEqual([{}]);
});

test('the reset page sets the new password with the token, then offers to sign in', async () => {
  const w = authWorld((m, p) => (m === 'POST' && p === '/web-api/auth/password-reset/confirm' ? { status: 204 } : undefined), { search: '?token=abc_DEF-123' });
  const logins: unknown[] = [];
  w.store.bus.subscribe(LoginRequested, (e) => logins.push(e.payload));
  w.view(<AuthApp route={route} env={w.env} />);
  fireEvent.change(screen.getByTestId('reset-password'), { target: { value: 'brandnew42' } });
  fireEvent.change(screen.getByTestId('reset-repeat'), { target: { value: 'brandnew43' } });
  fireEvent.click(screen.getByTestId('reset-submit'));
  expect(screen.getByTestId('reset-repeat-error').textContent).toBe('The two passwords differ.');
  expect(w.calls).toEqual([]);
  fireEvent.change(screen.getByTestId('reset-repeat'), { target: { value: 'brandnew42' } });
  fireEvent.click(screen.getByTestId('reset-submit'));
  await screen.findByTestId('password-reset-done');
  expect(w.calls).toEqual([{ method: 'POST', path: '/web-api/auth/password-reset/confirm', body: { token: 'abc_DEF-123', password: 'brandnew42' } }]);
  act(() => fireEvent.click(screen.getByTestId('password-reset-login')));
  expect(logins).toEqual([{}]);
});

test('a used or expired link, and a weak password, are said in the player language', async () => {
  const replies = [
    { status: 400, body: { errors: [{ status: '400', code: 'user.password_weak', detail: 'x', source: { pointer: '/password' } }] } },
    { status: 400, body: { errors: [{ status: '400', code: 'password_reset.token_invalid', detail: 'x', source: { pointer: '/token' } }] } },
  ];
  const w = authWorld(() => replies.shift(), { search: '?token=used' });
  await act(() => w.store.i18n.changeLanguage('ru'));
  w.view(<AuthApp route={{ ...route, lang: 'ru' }} env={w.env} />);
  fireEvent.change(screen.getByTestId('reset-password'), { target: { value: 'aaaaaaaa' } });
  fireEvent.change(screen.getByTestId('reset-repeat'), { target: { value: 'aaaaaaaa' } });
  fireEvent.click(screen.getByTestId('reset-submit'));
  expect((await screen.findByTestId('reset-password-error')).textContent).toBeTruthy();
  fireEvent.click(screen.getByTestId('reset-submit'));
  expect((await screen.findByTestId('password-reset-error')).textContent).toBe('Ссылка неверна, уже использована или устарела. Запросите новую.');
});

test('without a token the page says to open the mail link again', () => {
  const w = authWorld(() => undefined);
  w.view(<AuthApp route={route} env={w.env} />);
  expect(screen.getByTestId('password-reset-no-token')).toBeTruthy();
  expect(screen.queryByTestId('password-reset-form')).toBeNull();
});

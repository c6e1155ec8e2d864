import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from './login-form';
import { LoginPage } from './login-page';
import { authWorld, signedInReplies } from './test-world';

const fill = (login: string, password: string, prefix = 'login') => {
  fireEvent.change(screen.getByTestId(`${prefix}-login`), { target: { value: login } });
  fireEvent.change(screen.getByTestId(`${prefix}-password`), { target: { value: password } });
  fireEvent.click(screen.getByTestId(`${prefix}-submit`));
};

test('a 401 says the login or password is wrong, never which one', async () => {
  const w = authWorld((m, p) => (m === 'POST' && p === '/web-api/auth/login' ? { status: 401, body: { errors: [{ status: '401', code: 'auth.bad_credentials', detail: 'bad credentials for player@example.com' }] } } : undefined));
  const onSignedIn = jest.fn();
  w.view(<LoginForm onSignedIn={onSignedIn} />);
  fill('player@example.com', 'wrong-password');
  expect((await screen.findByTestId('login-error')).textContent).toBe('The login or password is wrong');
  expect(screen.queryByTestId('login-login-error')).toBeNull();
  expect(screen.queryByTestId('login-password-error')).toBeNull();
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(w.calls[0]!.body).toEqual({ login: 'player@example.com', password: 'wrong-password', save: false });
});

test('a 429 shows how long to wait, from Retry-After', async () => {
  const w = authWorld(() => ({ status: 429, headers: { 'Retry-After': '290' }, body: { errors: [{ status: '429', code: 'rate_limited', detail: 'Too many failed attempts; try again in 5 minutes' }] } }));
  w.view(<LoginForm onSignedIn={jest.fn()} />);
  fill('player@example.com', 'secret');
  expect((await screen.findByTestId('login-error')).textContent).toBe('Too many attempts. Try again in 5 min.');
});

test('in Russian: the refusal and the form in the player language', async () => {
  const w = authWorld(() => ({ status: 401, body: { errors: [{ status: '401', code: 'auth.bad_credentials', detail: 'bad credentials' }] } }));
  act(() => w.store.settings.setLanguage('ru'));
  w.view(<LoginForm onSignedIn={jest.fn()} />);
  fill('player@example.com', 'secret');
  expect((await screen.findByTestId('login-error')).textContent).toBe('Неверный логин или пароль');
  expect(screen.getByTestId('login-submit').textContent).toBe('Войти');
  expect(screen.getByLabelText('Пароль')).toBeTruthy();
});

test('empty fields are refused before any call', () => {
  const w = authWorld(() => undefined);
  w.view(<LoginForm onSignedIn={jest.fn()} />);
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(screen.getByTestId('login-login-error').textContent).toBe('Fill this in');
  expect(screen.getByTestId('login-password-error').textContent).toBe('Fill this in');
  expect(w.calls).toEqual([]);
});

test('a two-step account asks for the code, then signs in', async () => {
  const onSignedIn = jest.fn();
  const w = authWorld((_m, p) => (p === '/web-api/auth/login' ? { body: { twoStep: true } } : p === '/web-api/auth/login/two-step' ? { body: { userId: 7 } } : undefined));
  w.view(<LoginForm onSignedIn={onSignedIn} />);
  fill('player@example.com', 'secret');
  fireEvent.change(await screen.findByTestId('login-code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(7));
  expect(w.calls.map((c) => c.path)).toEqual(['/web-api/auth/login', '/web-api/auth/login/two-step']);
});

test('after login: signed in, config reloaded, then to the return URL', async () => {
  const replies = signedInReplies(42);
  const w = authWorld((m, p, b) => (p === '/web-api/auth/login' ? { body: { userId: 42 } } : replies(m, p, b)), { search: '?returnUrl=%2Fen%2Foffice%2Fhistory', previous: '/en/line' });
  w.view(<LoginPage />);
  fill('player@example.com', 'secret');
  await waitFor(() => expect(w.navigated).toEqual(['/en/office/history']));
  expect(w.store.user.userId).toBe(42);
  expect(w.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/bff-api/config/all.json?lang=en', '/web-api/session']));
});

test('after login without a return URL: the previous route, else home', async () => {
  const replies = signedInReplies(42);
  const script = (m: string, p: string, b: unknown) => (p === '/web-api/auth/login' ? { body: { userId: 42 } } : replies(m, p, b));
  const a = authWorld(script, { previous: 'http://localhost/en/line/1' });
  const first = a.view(<LoginPage />);
  fill('player@example.com', 'secret');
  await waitFor(() => expect(a.navigated).toEqual(['/en/line/1']));
  first.unmount();
  const b = authWorld(script, { search: '?returnUrl=https%3A%2F%2Fevil.test%2F' });
  b.view(<LoginPage />);
  fill('player@example.com', 'secret');
  await waitFor(() => expect(b.navigated).toEqual(['/en']));
});

test('the login page offers registration inside its sentence, in the player language', () => {
  const w = authWorld(() => undefined);
  act(() => w.store.settings.setLanguage('ru'));
  w.view(<LoginPage />);
  const link = screen.getByRole('link', { name: 'Зарегистрируйтесь' });
  expect(link.getAttribute('href')).toBe('/ru/registration');
  expect(link.parentElement?.textContent).toBe('Ещё нет счёта? Зарегистрируйтесь');
});

test('sign-in by phone: the country and the number typed into its mask, sent as digits with the country code', async () => {
  const replies = signedInReplies(9);
  const w = authWorld((m, p, b) => {
    if (p === '/web-api/dicts/phone-countries') return { body: [{ id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' }, { id: 3, name: 'Ukraine', country_code: 'UA', tel_code: '380' }] };
    if (p === '/web-api/dicts/phone-masks') return { body: [{ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 }, { CountryId: 3, Mask: '(##) ###-##-##', Max: 9, Min: 9 }] };
    if (m === 'POST' && p === '/web-api/auth/login') return { body: { userId: 9 } };
    return replies(m, p, b);
  });
  const onSignedIn = jest.fn();
  w.view(<LoginForm onSignedIn={onSignedIn} />);
  fireEvent.click(screen.getByTestId('login-by-phone'));
  expect(screen.queryByTestId('login-login')).toBeNull();
  await screen.findByRole('option', { name: 'Ukraine +380' });
  const number = screen.getByTestId('login-phone_number') as HTMLInputElement;
  // pasted with its dialling code and punctuation: the national digits in the mask
  fireEvent.change(number, { target: { value: '+7 912 345 67 89' } });
  expect(number.value).toBe('(912) 345-67-89');
  fireEvent.change(screen.getByTestId('login-country_code'), { target: { value: 'UA' } });
  fireEvent.change(number, { target: { value: '501234567' } });
  expect(number.value).toBe('(50) 123-45-67');
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'phonepass1' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(9));
  expect(w.calls.find((c) => c.path === '/web-api/auth/login')!.body).toEqual({ phone_number: '501234567', country_code: 'UA', password: 'phonepass1', save: false });
});

test('by phone, an empty number is required before anything is sent; "Forgot password?" stays on the form', async () => {
  const w = authWorld(() => ({ body: [] }));
  w.view(<LoginForm onSignedIn={jest.fn()} />);
  fireEvent.click(screen.getByTestId('login-by-phone'));
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'x' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  expect((await screen.findByTestId('login-phone_number-error')).textContent).not.toBe('');
  expect(w.calls.filter((c) => c.method === 'POST')).toEqual([]);
  expect(screen.getByTestId('login-forgot').textContent).toBe('Forgot password?');
});

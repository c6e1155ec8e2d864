import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotifyRequested } from '@site/bus';
import { translateMessage } from '@site/i18n';
import { RegistrationPage } from './registration-page';
import { authWorld, signedInReplies } from './test-world';

const envelope = (...items: Array<[string, string]>) => ({ status: 400, body: { errors: items.map(([pointer, detail]) => ({ status: '400', code: 'request.invalid', detail, source: { pointer } })) } });

test('every field error of the envelope shows beside the field its pointer names', async () => {
  const replies = signedInReplies(1);
  const w = authWorld((m, p, b) =>
    p === '/web-api/auth/register'
      ? envelope(['/email', 'email is not a valid address'], ['/password', 'password must have at least 8 characters'], ['/captcha', 'something else'])
      : replies(m, p, b),
  );
  w.view(<RegistrationPage />);
  fireEvent.click(screen.getByTestId('reg-type-full_reg'));
  fireEvent.change(screen.getByTestId('reg-email'), { target: { value: 'nope' } });
  fireEvent.change(screen.getByTestId('reg-password'), { target: { value: 'short' } });
  await waitFor(() => expect((screen.getByTestId('reg-submit') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('reg-submit'));
  // Each beside its field, in words for its code (the detail is for logs).
  const words = translateMessage(w.store.i18n, { code: 'request.invalid' }, { warn: () => {} });
  const shown = (id: string) => ({ code: screen.getByTestId(id).querySelector('[data-code]')?.getAttribute('data-code'), text: screen.getByTestId(id).textContent });
  await screen.findByTestId('reg-email-error');
  expect(shown('reg-email-error')).toEqual({ code: 'request.invalid', text: words });
  expect(shown('reg-password-error')).toEqual({ code: 'request.invalid', text: words });
  // A pointer to no field of this form goes above the form.
  expect(shown('reg-error')).toEqual({ code: 'request.invalid', text: words });
  expect(document.body.textContent).not.toContain('email is not a valid address');
  expect(screen.getByTestId('reg-email').getAttribute('aria-describedby')).toBe('reg-email-error');
  const sent = w.calls.find((c) => c.path === '/web-api/auth/register')!.body;
  expect(sent).toEqual({ type: 'full_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, email: 'nope', password: 'short' });
});

test('phone registration sends only its own fields, digits only, with the bonus chosen', async () => {
  const replies = signedInReplies(3);
  const w = authWorld((m, p, b) => (p === '/web-api/auth/register' ? { status: 201, body: { userId: 3, login: '3' } } : replies(m, p, b)), { search: '?returnUrl=%2Fen%2Flive' });
  w.view(<RegistrationPage />);
  await screen.findByRole('option', { name: /USD/ });
  fireEvent.click(screen.getByTestId('reg-type-phone_reg'));
  fireEvent.change(screen.getByTestId('reg-phone_number'), { target: { value: '(912) 345-67-89' } });
  fireEvent.change(screen.getByTestId('reg-password'), { target: { value: 'long-enough-1' } });
  fireEvent.change(screen.getByTestId('reg-currency'), { target: { value: 'USD' } });
  fireEvent.click(screen.getByTestId('reg-bonus-2'));
  await waitFor(() => expect((screen.getByTestId('reg-submit') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('reg-submit'));
  // the login the phone registration got is shown: the player may sign in with it or the phone
  expect((await screen.findByTestId('reg-login-value')).textContent).toBe('3');
  expect(screen.queryByTestId('reg-password-value')).toBeNull();
  expect(screen.getByTestId('reg-save-note').textContent).toMatch(/phone number/);
  fireEvent.click(screen.getByTestId('reg-continue'));
  await waitFor(() => expect(w.navigated).toEqual(['/en/live']));
  expect(w.calls.find((c) => c.path === '/web-api/auth/register')!.body).toEqual({
    type: 'phone_reg',
    currency: 'USD',
    countryId: 1,
    bonusChoice: 2,
    phone_number: '9123456789',
    country_code: 'RU',
    password: 'long-enough-1',
  });
  expect(w.store.user.userId).toBe(3);
});

test('one-click registration shows the generated login and password once, with a note to save them', async () => {
  const replies = signedInReplies(77);
  const storage = { local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) };
  const w = authWorld((m, p, b) => (p === '/web-api/auth/register' ? { status: 201, body: { userId: 77, login: '77', password: 'Xy7-generated-pw' } } : replies(m, p, b)), { previous: '/en/line' });
  w.view(<RegistrationPage />);
  await waitFor(() => expect((screen.getByTestId('reg-submit') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('reg-submit'));
  expect((await screen.findByTestId('reg-password-value')).textContent).toBe('Xy7-generated-pw');
  expect(screen.getByTestId('reg-login-value').textContent).toBe('77');
  expect(screen.getByTestId('reg-save-note').textContent).toMatch(/shown only this once/);
  expect(w.calls.find((c) => c.path === '/web-api/auth/register')!.body).toEqual({ type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 });
  // Signed in already; the page waits for the player before moving on.
  expect(w.store.user.userId).toBe(77);
  expect(w.navigated).toEqual([]);
  fireEvent.click(screen.getByTestId('reg-continue'));
  expect(w.navigated).toEqual(['/en/line']);
  expect(document.body.textContent).not.toContain('Xy7-generated-pw');
  expect({ local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) }).toEqual(storage);
});

test('registration closed: the server message shows above the form', async () => {
  const replies = signedInReplies(1);
  const w = authWorld((m, p, b) =>
    p === '/web-api/auth/register' ? { status: 403, body: { errors: [{ status: '403', code: 'auth.registration_closed', detail: 'Registration is closed at the moment' }] } } : replies(m, p, b),
  );
  w.view(<RegistrationPage />);
  await waitFor(() => expect((screen.getByTestId('reg-submit') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('reg-submit'));
  const error = await screen.findByTestId('reg-error');
  expect(error.querySelector('[data-code]')?.getAttribute('data-code')).toBe('auth.registration_closed');
  expect(error.textContent).toBe(translateMessage(w.store.i18n, { code: 'auth.registration_closed' }, { warn: () => {} }));
  expect(w.store.user.userId).toBeNull();
});

test('a new player is asked to set a deposit limit: one notification whose action opens the responsible-gaming page', async () => {
  const replies = signedInReplies(5);
  const w = authWorld((m, p, b) => (p === '/web-api/auth/register' ? { status: 201, body: { userId: 5, login: '5' } } : replies(m, p, b)));
  const asked: NotifyRequested[] = [];
  w.store.bus.subscribe(NotifyRequested, (e) => asked.push(e));
  w.view(<RegistrationPage />);
  fireEvent.click(screen.getByTestId('reg-type-full_reg'));
  fireEvent.change(screen.getByTestId('reg-email'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByTestId('reg-password'), { target: { value: 'long-enough-1' } });
  await waitFor(() => expect((screen.getByTestId('reg-submit') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('reg-submit'));
  await waitFor(() => expect(w.store.user.userId).toBe(5));
  const prompts = asked.filter((e) => e.payload.text.code === 'limit.set_deposit_prompt');
  expect(prompts).toHaveLength(1);
  expect(prompts[0]!.payload.type).toBe('permanent');
  w.navigated.length = 0;
  prompts[0]!.payload.action!.run();
  expect(w.navigated).toEqual(['/en/office/responsible']);
});

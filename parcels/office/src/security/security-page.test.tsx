import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { byRoute, renderParcel, type Reply, type Script } from '@site/ui/testing';
import { officeTexts } from '../locales';
import { OfficeApp } from '../office-app';

const methods = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: true };
const security = (over: Record<string, unknown> = {}) => ({
  twoStep: false,
  backupCodesLeft: 0,
  securityQuestion: null,
  changedPassDayCount: 3,
  protection_level: 20,
  protection_status: 'bad',
  protection_methods: methods,
  ...over,
});
const session = (id: string, current: boolean) => ({ id: id.repeat(32), createdAt: 1_700_000_000_000, expiresAt: 1_800_000_000_000, userAgent: current ? 'This browser' : 'Firefox', ip: '10.0.0.1', current });

function setup(routes: Record<string, ReadonlyArray<Reply | Script>>, lang = 'en') {
  return renderParcel(<OfficeApp route={{ name: 'office-security', params: {}, lang }} />, {
    lang,
    texts: officeTexts,
    userId: 9,
    server: byRoute({
      'GET /web-api/user/security': [{ body: security() }],
      'GET /web-api/user/sessions': [{ body: { sessions: [session('a', true), session('b', false)] } }],
      ...routes,
    }),
  });
}

test('the protection level of spec 2 §4 and what makes it', async () => {
  setup({ 'GET /web-api/user/security': [{ body: security({ protection_level: 50, protection_status: 'normal', protection_methods: { ...methods, enable_phone_binding: true, enable_security_question: true } }) }] }, 'ru');
  expect((await screen.findByTestId('security-protection-level')).textContent).toBe('50');
  expect(screen.getByTestId('security-protection-status').textContent).toBe('средний');
  expect(screen.getByTestId('security-method-enable_phone_binding').getAttribute('data-on')).toBe('true');
  expect(screen.getByTestId('security-method-enable_two_factor_auth').getAttribute('data-on')).toBe('false');
});

test('changing the password: the old one is required; a wrong one is said beside it; success reloads the sessions', async () => {
  const w = setup({
    'POST /web-api/user/password': [
      { status: 403, body: { errors: [{ status: '403', code: 'security.old_password_wrong', detail: 'x', source: { pointer: '/oldPassword' } }] } },
      { status: 204 },
    ],
    'GET /web-api/user/sessions': [{ body: { sessions: [session('a', true), session('b', false)] } }, { body: { sessions: [session('a', true)] } }],
  });
  expect(await screen.findAllByTestId('security-session')).toHaveLength(2);
  fireEvent.change(screen.getByTestId('security-new-password'), { target: { value: 'newpass123' } });
  fireEvent.click(screen.getByTestId('security-password-submit'));
  expect((await screen.findByTestId('security-old-password-error')).textContent).toBe('Fill this in');
  expect(w.calls.some((c) => c.path === '/web-api/user/password')).toBe(false);
  fireEvent.change(screen.getByTestId('security-old-password'), { target: { value: 'wrong1234' } });
  fireEvent.click(screen.getByTestId('security-password-submit'));
  expect((await screen.findByTestId('security-old-password-error')).textContent).toBe('The current password is wrong.');
  fireEvent.change(screen.getByTestId('security-new-password'), { target: { value: 'newpass123' } });
  fireEvent.click(screen.getByTestId('security-password-submit'));
  await screen.findByTestId('security-password-done');
  await waitFor(() => expect(screen.getAllByTestId('security-session')).toHaveLength(1));
});

test('the sessions list marks this one; another is signed out with its id', async () => {
  const w = setup({
    'DELETE /web-api/user/sessions/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb': [{ status: 204 }],
    'GET /web-api/user/sessions': [{ body: { sessions: [session('a', true), session('b', false)] } }, { body: { sessions: [session('a', true)] } }],
  });
  const rows = await screen.findAllByTestId('security-session');
  expect(within(rows[0]!).getByTestId('security-session-current')).toBeTruthy();
  fireEvent.click(within(rows[1]!).getByTestId(`security-session-end-${'b'.repeat(32)}`));
  await waitFor(() => expect(screen.getAllByTestId('security-session')).toHaveLength(1));
  expect(w.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
});

test('two-step: turn on shows the QR code and secret; the first code turns it on and shows the backup codes once; off needs a code', async () => {
  const w = setup({
    'GET /web-api/user/security': [{ body: security() }, { body: security({ twoStep: true, backupCodesLeft: 10 }) }, { body: security() }],
    'POST /web-api/user/two-step': [
      { body: { enabled: false, secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } },
      { status: 400, body: { errors: [{ status: '400', code: 'auth.bad_code', detail: 'x', source: { pointer: '/code' } }] } },
      { body: { enabled: false } },
    ],
    'POST /web-api/user/two-step/confirm': [{ body: { backupCodes: ['abcd-efgh', 'jkmn-pqrs'] } }],
  });
  fireEvent.click(await screen.findByTestId('security-two-step-enable'));
  expect((await screen.findByTestId('security-two-step-qr')).getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  expect(screen.getByTestId('security-two-step-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
  fireEvent.change(screen.getByTestId('security-two-step-code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('security-two-step-confirm'));
  expect((await screen.findByTestId('security-backup-codes')).textContent).toContain('abcd-efgh');
  await waitFor(() => expect(screen.getByTestId('security-two-step-state').textContent).toBe('On. Backup codes left: 10.'));
  expect(w.calls.find((c) => c.path === '/web-api/user/two-step/confirm')!.body).toEqual({ code: '123456' });
  // off: a wrong code is refused, the right one turns it off
  fireEvent.change(screen.getByTestId('security-two-step-code'), { target: { value: '000000' } });
  fireEvent.click(screen.getByTestId('security-two-step-disable'));
  expect((await screen.findByTestId('security-two-step-error')).textContent).toBe('The code is wrong or has expired.');
  fireEvent.change(screen.getByTestId('security-two-step-code'), { target: { value: 'abcd-efgh' } });
  fireEvent.click(screen.getByTestId('security-two-step-disable'));
  await screen.findByTestId('security-two-step-enable');
  expect(w.calls.filter((c) => c.path === '/web-api/user/two-step').map((c) => c.body)).toEqual([{ enabled: true }, { enabled: false, code: '000000' }, { enabled: false, code: 'abcd-efgh' }]);
});

test('the security question is saved and shown', async () => {
  const w = setup({
    'GET /web-api/user/security': [{ body: security() }, { body: security({ securityQuestion: 'First pet?' }) }],
    'PUT /web-api/user/security-question': [{ status: 204 }],
  });
  expect((await screen.findByTestId('security-question-current')).textContent).toBe('No security question yet.');
  fireEvent.change(screen.getByTestId('security-question'), { target: { value: 'First pet?' } });
  fireEvent.change(screen.getByTestId('security-answer'), { target: { value: 'Rex' } });
  fireEvent.click(screen.getByTestId('security-question-save'));
  await waitFor(() => expect(screen.getByTestId('security-question-current').textContent).toBe('Your question: First pet?'));
  expect(w.calls.find((c) => c.method === 'PUT')!.body).toEqual({ question: 'First pet?', answer: 'Rex' });
});

test('a one-time sign-in link for another device: made on request, shown with its end, a new one replaces it', async () => {
  const token = (c: string) => c.repeat(32);
  const w = setup({ 'POST /web-api/auth/sign-in-link': [{ body: { token: token('a'), expiresAt: 1_700_000_600_000 } }, { body: { token: token('b'), expiresAt: 1_700_000_900_000 } }] });
  const section = await screen.findByTestId('security-sign-in-link');
  expect(within(section).queryByTestId('security-sign-in-link-value')).toBeNull();
  fireEvent.click(within(section).getByTestId('security-sign-in-link-make'));
  const value = () => (within(section).getByTestId('security-sign-in-link-value').querySelector('input') as HTMLInputElement).value;
  await waitFor(() => expect(value()).toBe(`${location.origin}/en/${token('a')}`));
  expect(within(section).getByTestId('security-sign-in-link-make').textContent).toBe('Make a new link (the old one stops working)');
  fireEvent.click(within(section).getByTestId('security-sign-in-link-make'));
  await waitFor(() => expect(value()).toBe(`${location.origin}/en/${token('b')}`));
  expect(w.calls.filter((c) => c.method === 'POST' && c.path === '/web-api/auth/sign-in-link')).toHaveLength(2);
});

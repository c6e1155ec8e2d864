import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { accountsView, accountView, byRoute, renderParcel, type Reply, type Script } from '@site/ui/testing';
import { officeTexts } from '../locales';
import { OfficeApp } from '../office-app';

const profile = (over: Record<string, unknown> = {}) => ({
  name: 'Ann',
  surname: 'Lee',
  birthDate: '1990-05-01',
  address: null,
  documentType: null,
  documentNumber: null,
  email: 'ann@example.com',
  phoneCode: null,
  phoneNumber: null,
  activationType: 1,
  verification: 'pending',
  ...over,
});

function setup(routes: Record<string, ReadonlyArray<Reply | Script>>, lang = 'en') {
  return renderParcel(<OfficeApp route={{ name: 'office-account', params: {}, lang }} />, {
    lang,
    texts: officeTexts,
    userId: 9,
    server: byRoute({
      'GET /web-api/user/profile': [{ body: profile() }],
      'GET /web-api/user/accounts': [{ body: accountsView([accountView(), accountView({ id: 2, type: 9, iso: 'USD', currencyId: 2, money: 0, isActive: false })]) }],
      'GET /web-api/dicts/currencies': [{ body: [{ id: 1, iso: 'RUB', symbol: '₽' }, { id: 2, iso: 'USD', symbol: '$' }, { id: 3, iso: 'EUR', symbol: '€' }] }],
      ...routes,
    }),
  });
}

test('the account page shows the personal data and the verification status, and saves the data', async () => {
  const w = setup({ 'PUT /web-api/user/profile': [(call) => ({ body: profile({ ...call.body }) })] });
  expect((await screen.findByTestId('account-verification')).textContent).toContain('documents are being checked');
  expect((screen.getByTestId('account-name') as HTMLInputElement).value).toBe('Ann');
  fireEvent.change(screen.getByTestId('account-address'), { target: { value: '1 Main St' } });
  fireEvent.change(screen.getByTestId('account-documentType'), { target: { value: 'passport' } });
  fireEvent.change(screen.getByTestId('account-documentNumber'), { target: { value: 'AB123456' } });
  fireEvent.click(screen.getByTestId('account-save'));
  await screen.findByTestId('account-saved');
  const put = w.calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toEqual({ name: 'Ann', surname: 'Lee', birthDate: '1990-05-01', address: '1 Main St', documentType: 'passport', documentNumber: 'AB123456' });
});

test('a refused field says why beside the field, in Russian too', async () => {
  setup(
    {
      'GET /web-api/user/profile': [{ body: profile({ verification: 'none' }) }],
      'PUT /web-api/user/profile': [{ status: 400, body: { errors: [{ status: '400', code: 'profile.too_young', detail: 'x', meta: { age: 18 }, source: { pointer: '/birthDate' } }] } }],
    },
    'ru',
  );
  expect((await screen.findByTestId('account-verification')).textContent).toContain('не начата');
  fireEvent.click(screen.getByTestId('account-save'));
  expect((await screen.findByTestId('account-birthDate-error')).textContent).toBe('Вам должно быть не меньше 18 лет.');
  expect(screen.queryByTestId('account-saved')).toBeNull();
});

test('binding a phone shows the new activation type the server answers', async () => {
  const w = setup({ 'POST /web-api/user/phone': [{ body: { activation_type: 2, phone_code: '7', phone_number: '9001234567' } }] });
  expect((await screen.findByTestId('account-activation')).textContent).toBe('Contacts: e-mail');
  fireEvent.change(screen.getByTestId('account-phone-country'), { target: { value: 'RU' } });
  fireEvent.change(screen.getByTestId('account-phone'), { target: { value: '9001234567' } });
  fireEvent.click(screen.getByTestId('account-phone-save'));
  await waitFor(() => expect(screen.getByTestId('account-activation').textContent).toBe('Contacts: phone and e-mail'));
  expect(w.calls.find((c) => c.path === '/web-api/user/phone')!.body).toEqual({ country_code: 'RU', phone_number: '9001234567' });
});

test('currency accounts: switch, remove an inactive one, add another; the answer said in words', async () => {
  const w = setup({
    'POST /web-api/user/accounts/currency': [{ body: { success: true, data: { message: 'x', code: 'account.currency_added', meta: { currency: 'EUR' } } } }],
    'DELETE /web-api/user/accounts/currency/2': [{ body: { success: true, data: { message: 'x', code: 'account.currency_removed', meta: { currency: 'USD' } } } }],
    'POST /web-api/user/accounts/active': [{ body: accountsView([accountView({ isActive: false }), accountView({ id: 2, type: 9, iso: 'USD', currencyId: 2, isActive: true })]) }],
  });
  await act(() => w.store.accounts.load());
  const usd = await screen.findByTestId('account-currency-USD');
  expect(within(screen.getByTestId('account-currency-RUB')).getByTestId('account-currency-RUB-active')).toBeTruthy();
  // only currencies the player has no account in can be added
  const options = Array.from(((await screen.findByTestId('account-currency-add')) as HTMLSelectElement).options).map((o) => o.textContent);
  expect(options).toEqual(['—', 'EUR']);
  fireEvent.change(screen.getByTestId('account-currency-add'), { target: { value: '3' } });
  fireEvent.click(screen.getByTestId('account-currency-add-submit'));
  expect((await screen.findByTestId('account-currency-message')).textContent).toMatch(/EUR/);
  expect(w.calls.find((c) => c.path === '/web-api/user/accounts/currency')!.body).toEqual({ currencyId: 3 });
  fireEvent.click(within(usd).getByTestId('account-currency-USD-remove'));
  await waitFor(() => expect(w.calls.some((c) => c.method === 'DELETE')).toBe(true));
  fireEvent.click(within(usd).getByTestId('account-currency-USD-switch'));
  await waitFor(() => expect(w.calls.find((c) => c.path === '/web-api/user/accounts/active')?.body).toEqual({ id: 2 }));
});

// The office payments pages (issue 18) on a scripted server: recharge, deduce, historypay, the
// onpay return pages, payment requests and their create-request routes.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { accountsView, accountView, byRoute, renderParcel, type Reply, type Script } from '@site/ui/testing';
import { officeTexts } from '../locales';
import { OfficeApp } from '../office-app';
import { RechargePage } from './recharge-page';

const METHODS = { methods: [{ id: 'demo', name: 'Demo card', kinds: ['deposit', 'withdraw'], min: 100, max: 500000, currency: 'RUB' }] };
const accounts = (money = 1000, firstDepositBonus = false) => ({
  body: {
    ...accountsView([accountView({ money }), accountView({ id: 2, type: 4, money: 300, isActive: false })]),
    is_available_first_deposit_bonus: firstDepositBonus,
  },
});
const request = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: 'deposit',
  amount: 150.5,
  currency: 'RUB',
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

function setup(ui: React.ReactNode, routes: Record<string, ReadonlyArray<Reply | Script>> = {}, lang = 'en') {
  return renderParcel(ui, {
    lang,
    texts: officeTexts,
    userId: 9,
    server: byRoute({
      'GET /web-api/user/accounts': [accounts()],
      'GET /web-api/payments/methods': [{ body: METHODS }],
      ...routes,
    }),
  });
}
const route = (name: string, params: Record<string, string> = {}, lang = 'en') => ({ name, params, lang });
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('recharge', () => {
  test("the demo provider's method is named in the player's language", async () => {
    setup(<RechargePage go={jest.fn()} />, {}, 'ru');
    expect((await screen.findByTestId('recharge-method')).textContent).toBe('Демо-карта');
  });

  test("a real provider's method shows the provider's own name", async () => {
    setup(
      <RechargePage go={jest.fn()} />,
      { 'GET /web-api/payments/methods': [{ body: { methods: [{ ...METHODS.methods[0], id: 'visa', name: 'Visa' }] } }] },
      'ru',
    );
    expect((await screen.findByTestId('recharge-method')).textContent).toBe('Visa');
  });

  test('the method with min and max; a deposit goes to the provider page with a key, the language and the amount', async () => {
    const go = jest.fn();
    const w = setup(<RechargePage go={go} />, {
      'POST /web-api/payments/deposit': [{ body: { requestId: 5, status: 'pending', redirectUrl: '/demo-provider/pay/abc' } }],
    });
    expect((await screen.findByTestId('recharge-method')).textContent).toBe('Demo card');
    expect(screen.getByTestId('recharge-limits').textContent).toMatch(/from .*100.* up to .*500,000/);
    expect(screen.getByTestId('recharge-amount').getAttribute('step')).toBe('0.01');
    type('recharge-amount', '150.5');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/demo-provider/pay/abc'));
    const call = w.calls.find((c) => c.path === '/web-api/payments/deposit');
    expect(call?.body).toEqual({ amount: 150.5, method: 'demo', idempotencyKey: expect.stringMatching(/^pay-[0-9a-f]{24}$/) });
  });

  test('an amount below the minimum or with too many decimals is refused before any call; a server refusal is shown', async () => {
    const go = jest.fn();
    const w = setup(<RechargePage go={go} />, {
      'POST /web-api/payments/deposit': [
        {
          status: 422,
          body: { errors: [{ status: '422', code: 'limit.deposit', detail: 'over', meta: { remaining: 50, currency: 'RUB' } }] },
        },
      ],
    });
    await screen.findByTestId('recharge-amount');
    type('recharge-amount', '99');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    expect((await screen.findByTestId('recharge-error')).textContent).toMatch(/minimum amount is .*100/);
    type('recharge-amount', '100.555');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(screen.getByTestId('recharge-error').textContent).toMatch(/RUB amounts have at most 2 decimals/));
    expect(w.calls.some((c) => c.path === '/web-api/payments/deposit')).toBe(false);
    type('recharge-amount', '200');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(screen.getByTestId('recharge-error').textContent).toMatch(/deposit limit.*50/));
    expect(go).not.toHaveBeenCalled();
  });

  test('the first-deposit bonus the player chose at registration is shown while it is available (in Russian)', async () => {
    setup(
      <OfficeApp route={route('office-recharge', {}, 'ru')} />,
      { 'GET /web-api/user/accounts': [accounts(0, true)], 'GET /web-api/user/config': [{ body: { bonus_type: 2 } }] },
      'ru',
    );
    expect((await screen.findByTestId('recharge-first-deposit-bonus')).textContent).toMatch(/бонус казино/);
  });

  test('no bonus notice once the first deposit is made; a failed methods load says why', async () => {
    setup(<OfficeApp route={route('office-recharge')} />, {
      'GET /web-api/payments/methods': [{ status: 500, body: { errors: [{ status: '500', code: 'server.internal', detail: 'boom' }] } }],
    });
    await screen.findByTestId('recharge-methods-error');
    expect(screen.queryByTestId('recharge-first-deposit-bonus')).toBeNull();
  });
});

describe('deduce', () => {
  test('what is withdrawable (bonus money excluded), the final warning; a withdrawal reloads the balance', async () => {
    let balance = 1000;
    const w = setup(<OfficeApp route={route('office-deduce')} />, {
      'GET /web-api/user/accounts': [() => accounts(balance)],
      'POST /web-api/payments/withdraw': [
        () => {
          balance = 600;
          return { body: { requestId: 11, status: 'pending' } };
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('deduce-withdrawable').textContent).toMatch(/1,000\.00/));
    expect(screen.getByTestId('deduce-final').textContent).toMatch(/cannot be cancelled/);
    type('deduce-amount', '1000.01');
    fireEvent.click(screen.getByTestId('deduce-submit'));
    expect((await screen.findByTestId('deduce-error')).textContent).toMatch(/withdraw at most .*1,000\.00/);
    type('deduce-amount', '400');
    fireEvent.click(screen.getByTestId('deduce-submit'));
    expect((await screen.findByTestId('deduce-done')).textContent).toMatch(/request 11 is waiting/);
    await waitFor(() => expect(screen.getByTestId('deduce-withdrawable').textContent).toMatch(/600\.00/));
    expect(w.calls.find((c) => c.path === '/web-api/payments/withdraw')?.body).toMatchObject({ amount: 400, method: 'demo' });
    expect(screen.queryByText(/^cancel/i)).toBeNull();
  });
});

describe('historypay', () => {
  test('each request with its kind, amount, status; bad rows dropped; empty and failed loads', async () => {
    setup(<OfficeApp route={route('office-historypay')} />, {
      'GET /web-api/payments/requests': [
        {
          body: {
            requests: [request({ id: 8, kind: 'withdraw', amount: 400, status: 'pending' }), request({ status: 'success' }), { id: 'x' }],
          },
        },
      ],
    });
    const rows = await screen.findAllByTestId('historypay-row');
    expect(rows.map((r) => [r.dataset.id, r.dataset.kind, r.dataset.status])).toEqual([
      ['8', 'withdraw', 'pending'],
      ['7', 'deposit', 'success'],
    ]);
    expect(rows[0]?.textContent).toMatch(/Withdrawal.*400\.00.*Pending/);
    expect(rows[1]?.textContent).toMatch(/Deposit.*150\.50.*Credited/);
  });

  test('no requests, and a failed load', async () => {
    setup(<OfficeApp route={route('office-historypay')} />, { 'GET /web-api/payments/requests': [{ body: { requests: [] } }] });
    await screen.findByTestId('historypay-empty');
  });

  test('an answer without the list is a bad answer', async () => {
    setup(<OfficeApp route={route('office-historypay')} />, { 'GET /web-api/payments/requests': [{ body: { nope: 1 } }] });
    expect((await screen.findByTestId('historypay-error')).textContent).not.toBe('');
  });
});

describe('onpay', () => {
  test.each([
    ['onpay', 'success', 'The deposit has been credited'],
    ['onpay', 'fail', 'The deposit did not go through'],
    ['onpay', 'pending', 'The deposit is being processed'],
    ['onpay', 'cancel', 'The deposit was cancelled'],
    ['onpay-withdraw', 'pending', 'The withdrawal is waiting for approval'],
    ['onpay', 'garbage', 'The deposit is being processed'],
  ])('%s/%s says "%s"', async (name, result, title) => {
    setup(<OfficeApp route={route(name, { result })} />);
    expect((await screen.findByTestId('onpay-title')).textContent).toBe(title);
  });

  test('the balance is read again on arrival, so the header shows the deposit without a reload', async () => {
    let money = 0;
    const w = setup(<OfficeApp route={route('onpay', { result: 'success' })} />, { 'GET /web-api/user/accounts': [() => accounts(money)] });
    await waitFor(() => expect(w.store.accounts.balance).toBe(0));
    money = 250;
    await act(async () => {
      await w.store.accounts.load();
    });
    expect(screen.getByTestId('onpay-balance').textContent).toMatch(/250\.00/);
    expect(w.calls.filter((c) => c.path === '/web-api/user/accounts').length).toBeGreaterThanOrEqual(2);
  });
});

describe('payment requests', () => {
  test('the list of questions and the way to ask one', async () => {
    setup(<OfficeApp route={route('office-payment-requests')} />, {
      'GET /web-api/payments/questions': [
        {
          body: {
            questions: [
              {
                id: 1,
                topicId: 1,
                subTopicId: null,
                requestId: 7,
                text: 'Where is it?',
                status: 'open',
                createdAt: '2026-01-05T10:00:00.000Z',
              },
            ],
          },
        },
      ],
    });
    expect((await screen.findByTestId('payment-question')).textContent).toMatch(
      /A deposit.*Request 7.*waiting for an answer.*Where is it\?/,
    );
    expect(screen.getByTestId('payment-question-new').getAttribute('href')).toBe('/en/office/payment/create-request');
  });

  test('create-request lists the topics; a topic about deposits offers its payments; one is chosen and asked about', async () => {
    const first = setup(<OfficeApp route={route('office-payment-create-request')} />);
    expect(screen.getByTestId('payment-topic-1').getAttribute('href')).toBe('/en/office/payment/create-request/1');
    first.view.unmount();
    const list = setup(<OfficeApp route={route('office-payment-topic-transactions', { topicId: '1' })} />, {
      'GET /web-api/payments/requests': [{ body: { requests: [request(), request({ id: 8, kind: 'withdraw' })] } }],
    });
    const links = await screen.findAllByTestId('payment-transaction');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/office/payment/create-request/1/transactions/7']);
    list.view.unmount();
    const w = setup(<OfficeApp route={route('office-payment-topic-transaction', { topicId: '1', transactionId: '7' })} />, {
      'POST /web-api/payments/questions': [{ status: 201, body: {} }],
    });
    fireEvent.click(screen.getByTestId('payment-question-submit'));
    expect((await screen.findByTestId('payment-question-error')).textContent).toBe('Fill this in');
    type('payment-question-text', '  My deposit is late  ');
    fireEvent.click(screen.getByTestId('payment-question-submit'));
    await screen.findByTestId('payment-question-sent');
    expect(w.calls.find((c) => c.method === 'POST')?.body).toEqual({ topicId: 1, requestId: 7, text: 'My deposit is late' });
  });

  test('a topic with sub-topics, a sub-topic question, and an unknown topic', async () => {
    const a = setup(<OfficeApp route={route('office-payment-topic', { topicId: '3' })} />);
    expect(screen.getByTestId('payment-subtopic-31').getAttribute('href')).toBe('/en/office/payment/create-request/3/31');
    a.view.unmount();
    const w = setup(<OfficeApp route={route('office-payment-subtopic', { topicId: '3', subTopicId: '31' })} />, {
      'POST /web-api/payments/questions': [{ status: 201, body: {} }],
    });
    type('payment-question-text', 'Which cards?');
    fireEvent.click(screen.getByTestId('payment-question-submit'));
    await screen.findByTestId('payment-question-sent');
    expect(w.calls.find((c) => c.method === 'POST')?.body).toEqual({ topicId: 3, subTopicId: 31, text: 'Which cards?' });
    w.view.unmount();
    setup(<OfficeApp route={route('office-payment-topic', { topicId: '99' })} />);
    expect(screen.getByTestId('payment-topic-unknown')).toBeTruthy();
  });
});

test('the office navigation links the payments sections and marks the current one', async () => {
  setup(<OfficeApp route={route('office-payment-requests')} />, { 'GET /web-api/payments/questions': [{ body: { questions: [] } }] });
  const nav = screen.getByTestId('office-nav');
  const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/en/office/recharge', '/en/office/deduce', '/en/office/historypay', '/en/office/payment/requests']),
  );
  expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Payment requests');
  await screen.findByTestId('payment-questions-empty');
});

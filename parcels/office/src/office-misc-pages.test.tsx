// The office pages of issue 18 beyond settings, each on its server data through OfficeApp:
// bonuses, cashback, rewards, bring-a-friend, promotion, share-an-idea, block appeals, support.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { byRoute, renderInWorld, type Reply, testRootStore } from '@site/ui/testing';
import { officeTexts } from './locales';
import { OfficeApp } from './office-app';

const at = '2026-11-01T10:00:00.000Z';
const route = (name: string) => ({ name, params: {}, lang: 'en' });

function show(name: string, routes: Record<string, Array<Reply | ((call: { body?: Record<string, unknown> }) => Reply)>>, lang = 'en') {
  const w = testRootStore({ server: byRoute(routes), lang, userId: 4 });
  renderInWorld(w, <OfficeApp route={route(name)} />, { texts: officeTexts });
  return { ...w, posts: () => w.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]) };
}
const accounts = { 'GET /web-api/user/accounts': [{ body: {} }] };

test('bonuses: the deposit bonuses with their wagering progress; the wager page shows its own kind', async () => {
  const bonuses = {
    bonuses: [
      { id: 1, kind: 'deposit', amount: 50, currency: 'EUR', wagerRequired: 250, wagerDone: 100, status: 'active', createdAt: at },
      { id: 2, kind: 'wager', amount: 10, currency: 'EUR', wagerRequired: 10, wagerDone: 10, status: 'wagered', createdAt: at },
    ],
  };
  show('office-bonuses-deposit', { ...accounts, 'GET /web-api/office/bonuses': [{ body: bonuses }] });
  const row = await screen.findByTestId('bonus-row');
  expect(screen.getAllByTestId('bonus-row')).toHaveLength(1);
  expect(row.textContent).toContain('€50.00');
  expect(row.textContent).toContain('being wagered');
  expect((within(row).getByTestId('bonus-progress') as HTMLProgressElement).value).toBe(40);
  expect(screen.getByTestId('office-nav').querySelector('[aria-current="page"]')?.textContent).toBe('Deposit bonuses');
});

test('bonuses: none of the kind is said; an unreadable answer is an error with a retry', async () => {
  show('office-bonuses-wager', { ...accounts, 'GET /web-api/office/bonuses': [{ body: { bonuses: [{ id: 'x' }] } }, { body: { bonuses: [] } }] });
  const error = await screen.findByTestId('office-error');
  fireEvent.click(within(error).getByRole('button'));
  expect((await screen.findByTestId('office-empty')).textContent).toBe('You have no bonuses here yet.');
});

test('cashback: the programme’s payments, in Russian', async () => {
  show(
    'office-casino-premiumcashback',
    {
      ...accounts,
      'GET /web-api/office/cashback': [
        {
          body: {
            cashback: [
              { id: 1, program: 'vip', percent: 10, amount: 12.5, currency: 'RUB', period: '2026-10', createdAt: at },
              { id: 2, program: 'premium', percent: 5, amount: 3, currency: 'RUB', period: '2026-10', createdAt: at },
            ],
          },
        },
      ],
    },
    'ru',
  );
  const rows = await screen.findAllByTestId('cashback-row');
  expect(rows).toHaveLength(1);
  expect(rows[0]?.textContent).toContain('5%');
  expect(screen.getByTestId('cashback-page').querySelector('h1')?.textContent).toBe('Премиум-кешбэк');
});

test('rewards: the points and each reward', async () => {
  show('office-rewards', { ...accounts, 'GET /web-api/office/rewards': [{ body: { points: 42, rewards: [{ id: 1, title: 'First bet', points: 42, createdAt: at }] } }] });
  expect((await screen.findByTestId('rewards-points')).textContent).toBe('Your points: 42');
  expect(screen.getByTestId('reward-row').textContent).toContain('First bet: +42');
});

test('bring a friend: the personal link in the page’s language and the friends who came', async () => {
  show('office-bringfriend', { ...accounts, 'GET /web-api/office/friends': [{ body: { code: 'f4', friends: [{ login: 'ab***c', joinedAt: at }] } }] });
  const link = (await screen.findByTestId('bringfriend-link')) as HTMLInputElement;
  expect(link.value).toBe('http://localhost/en/registration?ref=f4');
  expect(screen.getByTestId('bringfriend-friend').textContent).toContain('ab***c');
});

test('promotion: the promotions running now', async () => {
  show('office-promotion', { ...accounts, 'GET /web-api/office/promotions': [{ body: { promotions: [{ id: 1, title: 'Autumn cup', body: 'Bet and win', startsAt: at, endsAt: at }] } }] });
  expect((await screen.findByTestId('promotion-row')).textContent).toContain('Autumn cup');
});

test('share an idea: blank is refused here; a sent idea joins the list', async () => {
  const w = show('office-share-idea', {
    ...accounts,
    'GET /web-api/office/ideas': [{ body: { ideas: [] } }, { body: { ideas: [{ id: 1, body: 'Dark theme', createdAt: at }] } }],
    'POST /web-api/office/ideas': [{ status: 201, body: { id: 1, body: 'Dark theme', createdAt: at } }],
  });
  await screen.findByTestId('office-empty');
  fireEvent.click(screen.getByTestId('idea-send'));
  expect(screen.getByTestId('idea-error').textContent).toBe('Fill this in');
  fireEvent.change(screen.getByTestId('idea-text'), { target: { value: ' Dark theme ' } });
  fireEvent.click(screen.getByTestId('idea-send'));
  expect((await screen.findByTestId('idea-row')).textContent).toContain('Dark theme');
  expect(w.posts()).toEqual([['/web-api/office/ideas', { body: 'Dark theme' }]]);
  expect((screen.getByTestId('idea-text') as HTMLTextAreaElement).value).toBe('');
});

test('block appeals: the ban page without the office navigation; each appeal with its answer; a refusal is said', async () => {
  show('office-block-appeal-history', {
    ...accounts,
    'GET /web-api/office/block-appeals': [
      { body: { appeals: [{ id: 1, body: 'Unblock me', status: 'rejected', answer: 'Not yet', createdAt: at, updatedAt: at }] } },
    ],
    'POST /web-api/office/block-appeals': [{ status: 400, body: { errors: [{ status: '400', code: 'request.invalid', detail: 'x' }] } }],
  });
  const row = await screen.findByTestId('appeal-row');
  expect(row.textContent).toContain('rejected');
  expect(within(row).getByTestId('appeal-answer').textContent).toBe('Answer: Not yet');
  expect(screen.queryByTestId('office-nav')).toBeNull();
  fireEvent.change(screen.getByTestId('appeal-text'), { target: { value: 'Again' } });
  fireEvent.click(screen.getByTestId('appeal-send'));
  expect((await screen.findByTestId('appeal-error')).textContent).toBe('Please check the data you entered.');
});

test('support: the player’s requests; one opens its thread; a reply is sent; "new request" opens the support form', async () => {
  const request = { id: 7, subject: 'Deposit missing', status: 'answered', createdAt: at, updatedAt: at };
  const thread = {
    request,
    messages: [
      { id: 1, author: 'player', body: 'I paid', createdAt: at },
      { id: 2, author: 'operator', body: 'Found it', createdAt: at },
    ],
  };
  const w = show('office-support', {
    ...accounts,
    'GET /web-api/office/support': [{ body: { requests: [request] } }],
    'GET /web-api/office/support/7': [{ body: thread }],
    'POST /web-api/office/support/7/messages': [
      { body: { request: { ...request, status: 'open' }, messages: [...thread.messages, { id: 3, author: 'player', body: 'Thanks', createdAt: at }] } },
    ],
  });
  const item = await screen.findByTestId('support-request');
  expect(item.textContent).toContain('answered');
  fireEvent.click(within(item).getByTestId('support-request-open'));
  const messages = await screen.findAllByTestId('support-message');
  expect(messages.map((m) => m.getAttribute('data-author'))).toEqual(['player', 'operator']);
  fireEvent.change(screen.getByTestId('support-reply-text'), { target: { value: 'Thanks' } });
  fireEvent.click(screen.getByTestId('support-reply-send'));
  await waitFor(() => expect(screen.getAllByTestId('support-message')).toHaveLength(3));
  expect(screen.getByTestId('support-request').textContent).toContain('waiting for an answer');
  expect(w.store.support.formOpen).toBe(false);
  fireEvent.click(screen.getByTestId('support-new'));
  expect(w.store.support.formOpen).toBe(true);
});

test('support: a failed load is said, with a retry', async () => {
  show('office-support', { ...accounts, 'GET /web-api/office/support': [{ status: 500, body: {} }, { body: { requests: [] } }] });
  const error = await screen.findByTestId('office-error');
  fireEvent.click(within(error).getByRole('button'));
  expect((await screen.findByTestId('office-empty')).textContent).toBe('You have not written to support yet.');
});

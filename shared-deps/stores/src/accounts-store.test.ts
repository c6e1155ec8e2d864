import { ApiClient } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { runInAction } from 'mobx';
import { ACCOUNT_UPDATE_RETRY, RootStore, parseAccounts } from './index';

type Answer = () => Response;
const json =
  (body: unknown, status = 200): Answer =>
  () =>
    new Response(JSON.stringify(body), { status });

const account = (over: Record<string, unknown> = {}) => ({
  id: 1,
  type: 0,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 1,
  money: 1000,
  points: 0,
  isActive: true,
  ...over,
});
const answer = (accounts: unknown[], over: Record<string, unknown> = {}) => ({
  balance: 1000,
  bonus: 0,
  all_accounts: accounts,
  is_available_first_deposit_bonus: false,
  ...over,
});

function world(answers: Record<string, Answer[]>, sleep?: (ms: number) => Promise<void>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).split('?')[0] as string;
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers[path]?.shift();
    if (!next) throw new TypeError('network down');
    return next();
  }) as typeof globalThis.fetch;
  const sleeps: number[] = [];
  const store = new RootStore({
    api: new ApiClient({ fetch, sleep: async () => {} }),
    bus: new EventBus(),
    i18n: createI18n('en'),
    storage: null,
    sleep:
      sleep ??
      (async (ms) => {
        sleeps.push(ms);
      }),
  });
  const accountsCalls = () => calls.filter((c) => c.path === '/web-api/user/accounts').length;
  return { store, calls, sleeps, accountsCalls };
}

/** Lets the load started by a login run to its end. */
async function settle(store: RootStore) {
  for (let i = 0; i < 50 && store.accounts.isUpdateBalanceProcess; i++) await new Promise((r) => setTimeout(r, 0));
}

test('a login loads the accounts: main, active, bonus and currency accounts, balance and the first-deposit flag', async () => {
  const { store } = world({
    '/web-api/user/accounts': [
      json(
        answer(
          [
            account(),
            account({ id: 2, type: 4, money: 50, isActive: false }),
            account({ id: 3, type: 9, iso: 'USD', symbol: '$', money: 7.5, isActive: false }),
          ],
          {
            bonus: 50,
            is_available_first_deposit_bonus: true,
          },
        ),
      ),
    ],
  });
  runInAction(() => store.user.setUserId(7));
  await settle(store);
  const a = store.accounts;
  expect(a.mainAccount?.id).toBe(1);
  expect(a.activeAccount?.id).toBe(1);
  expect(a.bonusAccount?.money).toBe(50);
  expect(a.currencyAccounts.map((x) => x.iso)).toEqual(['USD']);
  // The bonus account is not one the player switches to.
  expect(a.accounts.map((x) => x.id)).toEqual([1, 3]);
  expect(a.all_accounts).toHaveLength(3);
  expect(a.balance).toBe(1000);
  expect(a.bonus).toBe(50);
  expect(a.isAvailableFirstDepositBonus).toBe(true);
  expect(a.activeAccount?.label).toEqual({ code: 'account.label_main', values: { iso: 'RUB', type: 0 } });
});

test('while there is no active account the update is asked again, 5 times at 2500 ms, then gives up', async () => {
  const noActive = json(answer([account({ isActive: false })]));
  const { store, sleeps, accountsCalls } = world({ '/web-api/user/accounts': Array.from({ length: 10 }, () => noActive) });
  runInAction(() => store.user.setUserId(7));
  await settle(store);
  expect(accountsCalls()).toBe(1 + ACCOUNT_UPDATE_RETRY.count);
  expect(sleeps).toEqual([2500, 2500, 2500, 2500, 2500]);
  expect(store.accounts.activeAccount).toBeNull();
  expect(store.accounts.error).toEqual({ code: 'account.no_active' });
});

test('the retries stop as soon as an active account appears; network failures are retried too', async () => {
  const { store, sleeps, accountsCalls } = world({
    '/web-api/user/accounts': [
      json(answer([account({ isActive: false })])),
      () => {
        throw new TypeError('down');
      },
      json(answer([account()])),
    ],
  });
  runInAction(() => store.user.setUserId(7));
  await settle(store);
  expect(accountsCalls()).toBe(3);
  expect(sleeps).toEqual([2500, 2500]);
  expect(store.accounts.activeAccount?.id).toBe(1);
  expect(store.accounts.error).toBeNull();
});

test('a 401 is final: no retries', async () => {
  const { store, accountsCalls } = world({
    '/web-api/user/accounts': [json({ errors: [{ status: '401', code: 'unauthorized', detail: 'Log in' }] }, 401)],
  });
  runInAction(() => store.user.setUserId(7));
  await settle(store);
  expect(accountsCalls()).toBe(1);
  // The server's code (and meta) is kept, for the UI to say in the player's language.
  expect(store.accounts.error).toEqual({ code: 'unauthorized' });
});

test('a logout clears the accounts and stops a load that is still retrying', async () => {
  const { store, accountsCalls } = world({ '/web-api/user/accounts': [json(answer([account()]))] });
  runInAction(() => store.user.setUserId(7));
  await settle(store);
  expect(store.accounts.activeAccount).not.toBeNull();
  runInAction(() => store.user.setUserId(null));
  expect(store.accounts.all_accounts).toEqual([]);
  expect(store.accounts.activeAccount).toBeNull();
  expect(store.accounts.balance).toBe(0);

  // A load still waiting for an active account gives up when the player logs out.
  const noActive = json(answer([account({ isActive: false })]));
  let wake: () => void = () => {};
  const w = world({ '/web-api/user/accounts': Array.from({ length: 10 }, () => noActive) }, () => new Promise<void>((r) => (wake = r)));
  runInAction(() => w.store.user.setUserId(7));
  await new Promise((r) => setTimeout(r, 0));
  expect(w.accountsCalls()).toBe(1);
  runInAction(() => w.store.user.setUserId(null));
  wake();
  await new Promise((r) => setTimeout(r, 0));
  expect(w.accountsCalls()).toBe(1);
  expect(accountsCalls()).toBe(1);
});

test('changing the active account sends the id, then reloads the accounts', async () => {
  const { store, calls } = world({
    '/web-api/user/accounts': [
      json(answer([account(), account({ id: 3, type: 9, iso: 'USD', isActive: false })])),
      json(answer([account({ isActive: false }), account({ id: 3, type: 9, iso: 'USD', isActive: true })])),
    ],
    '/web-api/user/accounts/active': [json(answer([]))],
  });
  runInAction(() => store.user.setUserId(7));
  await settle(store);
  expect(await store.accounts.setActiveAccount(3)).toBe(true);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /web-api/user/accounts',
    'POST /web-api/user/accounts/active',
    'GET /web-api/user/accounts',
  ]);
  expect(calls[1]!.body).toEqual({ id: 3 });
  expect(store.accounts.activeAccount?.iso).toBe('USD');
  // The coupon stakes in the active account's currency.
  expect(store.coupon.currency).toBe('USD');
  expect(store.coupon.initialAmount).toBe(5);
  expect(store.coupon.amountStep).toBe(2.5);
});

test('an account the player does not have is not sent', async () => {
  const { store, calls } = world({ '/web-api/user/accounts': [json(answer([account()]))] });
  runInAction(() => store.user.setUserId(7));
  await settle(store);
  expect(await store.accounts.setActiveAccount(99)).toBe(false);
  expect(calls).toHaveLength(1);
});

test('answers are checked: bad rows are dropped, an answer without the list is refused', () => {
  const parsed = parseAccounts({
    balance: 'x',
    all_accounts: [account(), { id: 'a' }, null, account({ id: 2, money: Infinity }), account({ id: 3, symbol: 5 })],
  });
  expect(parsed.all_accounts.map((a) => a.id)).toEqual([1, 3]);
  expect(parsed.all_accounts[1]!.symbol).toBe('RUB');
  expect(parsed.balance).toBe(0);
  expect(() => parseAccounts([1])).toThrow(/all_accounts/);
  expect(() => parseAccounts({})).toThrow(/all_accounts/);
});

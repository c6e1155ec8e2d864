/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { accountsView, accountView, byRoute } from '@site/ui/testing';
import { BALANCE_REFRESH_MS, startBalanceRefresh } from './balance-refresh';
import { shellWorld } from './test-world';

const balances = (...money: number[]) => money.map((m) => ({ body: accountsView([accountView({ money: m })]) }));
const flush = () => act(async () => {});

test('a signed-in player’s balance is read again while the page is open: a settlement shows without a reload', async () => {
  const w = shellWorld({ server: byRoute({ 'GET /web-api/user/accounts': balances(100, 250) }), userId: 7 });
  await flush();
  expect(w.store.accounts.activeAccount?.money).toBe(100);
  const stop = startBalanceRefresh({ store: w.store, scheduler: w.scheduler });
  w.clock.advance(BALANCE_REFRESH_MS);
  await flush();
  expect(w.store.accounts.activeAccount?.money).toBe(250);
  stop();
  const reads = w.calls.length;
  w.clock.advance(BALANCE_REFRESH_MS * 3);
  await flush();
  expect(w.calls.length).toBe(reads);
});

test('a guest’s page asks for no balance', async () => {
  const w = shellWorld({ server: byRoute({ 'GET /web-api/user/accounts': balances(100) }) });
  const stop = startBalanceRefresh({ store: w.store, scheduler: w.scheduler });
  w.clock.advance(BALANCE_REFRESH_MS * 2);
  await flush();
  expect(w.calls.filter((c) => c.path === '/web-api/user/accounts')).toEqual([]);
  stop();
});

// Issue 22: the header's balance follows what happens on the server without a reload (a bet
// settled, a deposit credited elsewhere): a signed-in player's accounts are read again every
// 30 s on the shell's scheduler (which pauses while the page is hidden). The pages that change
// the balance themselves (a bet placed, a deposit, a game) reload it at once.
import type { RootStore } from '@site/stores';
import type { Clock } from '@site/ui';

export const BALANCE_REFRESH_MS = 30_000;

export function startBalanceRefresh({ store, scheduler, intervalMs = BALANCE_REFRESH_MS }: { store: RootStore; scheduler: Clock; intervalMs?: number }): () => void {
  const timer = scheduler.setInterval(() => {
    if (store.user.isAuthorized && !store.accounts.isUpdateBalanceProcess) void store.accounts.load();
  }, intervalMs);
  return () => scheduler.clearInterval(timer);
}

import { ApiClient } from '@site/api';
import { getRootStore, type RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';

/**
 * The page's root store with its waits on the shell's scheduler (spec 2 §4: page-leave pauses
 * timers after 30 s): the start-up retries of the session (2 at 1500 ms) and of the accounts
 * (5 at 2500 ms) wait there like every other timer of the shell. The player-protection timers
 * (reality check, session-limit ping) keep their own wall clock: a hidden page must not delay
 * a reality check.
 */
export function shellStore(scheduler: Pick<Scheduler, 'setTimeout'>): RootStore {
  const sleep = (ms: number) => new Promise<void>((resolve) => void scheduler.setTimeout(resolve, ms));
  return getRootStore({ api: new ApiClient({ sleep }), sleep });
}

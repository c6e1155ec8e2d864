import { type ApiError, isRecord, type TermsStatus } from '@site/api';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';

/** Spec 2 §4, §9: the terms status is polled every 60 s. */
export const TERMS_POLL_MS = 60_000;
export const TERMS_STATUS_PATH = 'web:/api-v3/v2/user/agreement-rules/status';

/** Spec 2 §8: a 451 answer with exception_code 1 means the terms changed. */
export function isTermsChangedAnswer(error: Pick<ApiError, 'status' | 'body'>): boolean {
  return error.status === 451 && isRecord(error.body) && error.body.exception_code === 1;
}

export interface TermsWatchDeps {
  store: Pick<RootStore, 'api' | 'user'>;
  scheduler: Scheduler;
  /** Marks the terms changed for the route table's guard and follows its redirect to confirm-terms. */
  termsChanged(): void;
}

/**
 * Terms confirmation (spec 2 §4): while a player is signed in the terms status is polled every
 * 60 s (a failed check counts as unchanged); changed terms, or a 451 with exception_code 1 from
 * ANY call, send the player to the confirm-terms page (the route table's terms guard, when the
 * site supports it). Returns the stop function.
 */
export function startTermsWatch(deps: TermsWatchDeps): () => void {
  const { store, scheduler } = deps;
  const poll = scheduler.setInterval(() => {
    if (!store.user.isAuthorized) return;
    store.api.get<TermsStatus>(TERMS_STATUS_PATH).then(
      (status) => {
        if (isRecord(status) && status.result === true) deps.termsChanged();
      },
      () => undefined,
    );
  }, TERMS_POLL_MS);
  const stopHook = store.api.onHttpError((error) => {
    if (isTermsChangedAnswer(error)) deps.termsChanged();
  });
  return () => {
    scheduler.clearInterval(poll);
    stopHook();
  };
}

import type { Clock } from '@site/ui';

/** Spec 2 §4 "Micro-frontend loading": defaults timeout 1000 ms, retries 3, first wait 1000 ms doubling. */
export const MF_LOAD_TIMEOUT_MS = 1000;
export const MF_RETRIES = 3;
export const MF_FIRST_RETRY_MS = 1000;
/** Manual reload is throttled to once per 1000 ms. */
export const MF_RELOAD_THROTTLE_MS = 1000;

export interface RetryOptions {
  retries?: number;
  firstDelayMs?: number;
  throttleMs?: number;
}

/** The wait before automatic retry number `attempt` (1-based), or null when none is left. */
export function retryDelay(attempt: number, retries = MF_RETRIES, firstDelayMs = MF_FIRST_RETRY_MS): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > retries) return null;
  return firstDelayMs * 2 ** (attempt - 1);
}

/**
 * Retry bookkeeping of one remote front-end: automatic retries after errors, cleared when it
 * becomes ready, and the throttle on the reload button. Pure apart from the injected clock.
 */
export class RetryPolicy {
  private retriesDone = 0;
  private lastManual: number | null = null;
  private readonly retries: number;
  private readonly firstDelayMs: number;
  private readonly throttleMs: number;

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    options: RetryOptions = {},
  ) {
    this.retries = options.retries ?? MF_RETRIES;
    this.firstDelayMs = options.firstDelayMs ?? MF_FIRST_RETRY_MS;
    this.throttleMs = options.throttleMs ?? MF_RELOAD_THROTTLE_MS;
  }

  /** Automatic retries used since the last ready. */
  get attempts(): number {
    return this.retriesDone;
  }

  /** After an error: the wait before the next automatic retry (and counts it), or null. */
  onError(): number | null {
    const delay = retryDelay(this.retriesDone + 1, this.retries, this.firstDelayMs);
    if (delay !== null) this.retriesDone++;
    return delay;
  }

  /** Ready clears the retry info. */
  onReady(): void {
    this.retriesDone = 0;
  }

  /**
   * A click on the reload button: allowed at most once per throttle window. A manual reload
   * does not give back automatic retries; only ready does.
   */
  tryManualReload(): boolean {
    const now = this.clock.now();
    if (this.lastManual !== null && now - this.lastManual < this.throttleMs) return false;
    this.lastManual = now;
    return true;
  }
}

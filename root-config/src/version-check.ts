import { type EventBus, NotifyRequested } from '@site/bus';
import type { Clock } from '@site/ui';

/** The update notice's notification id: one notice however many deploys (its data-testid). */
export const UPDATE_NOTICE_ID = 'notice-update';
/** Spec 2 §9: a version check loads 60 seconds after start (application.versionCheckDelayMs). */
export const VERSION_CHECK_DELAY_MS = 60_000;

export interface VersionCheckDeps {
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  bus: Pick<EventBus, 'publish'>;
  /** The deployed version (`GET /version.json`); a failure is skipped until the next check. */
  fetchVersion(): Promise<string>;
  /** What the notice's action does (reloads the page). */
  reload(): void;
  /** Delay of the first check and between checks. */
  intervalMs?: number;
}

/**
 * Spec 2 §9 version check: `/version.json` is loaded `intervalMs` after start and every
 * `intervalMs` after that; when the version differs from the first one seen, ONE update notice
 * (a permanent warning on top with a reload action) is published, so a running page learns of a
 * deploy. Returns the stop function.
 */
export function startVersionCheck(deps: VersionCheckDeps): () => void {
  const interval = deps.intervalMs && deps.intervalMs > 0 ? deps.intervalMs : VERSION_CHECK_DELAY_MS;
  let first: string | null = null;
  let announced = false;
  let stopped = false;
  let timer: unknown = null;
  const schedule = () => {
    if (!stopped && !announced) timer = deps.clock.setTimeout(check, interval);
  };
  const check = async () => {
    timer = null;
    try {
      const version = await deps.fetchVersion();
      if (stopped) return;
      if (first === null) first = version;
      else if (version !== first) {
        announced = true;
        deps.bus.publish(
          new NotifyRequested({
            id: UPDATE_NOTICE_ID,
            type: 'permanent',
            area: 'top',
            kind: 'ok',
            text: { code: 'update.available' },
            action: { label: { code: 'update.reload' }, run: () => deps.reload() },
          }),
        );
      }
    } catch {
      // offline or a bad answer: the next check tries again
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (timer !== null) deps.clock.clearTimeout(timer);
  };
}

/** The version from `/version.json` ({version}); throws on anything else. */
export async function fetchSiteVersion(fetcher: typeof fetch = fetch): Promise<string> {
  const res = await fetcher('/version.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`version.json: ${res.status}`);
  const body = (await res.json()) as { version?: unknown };
  if (typeof body.version !== 'string' || body.version === '') throw new Error('version.json: no version');
  return body.version;
}

import { ADBLOCK_BAIT_PATH, type SiteConfig } from '@site/api';
import { NotifyRequested } from '@site/bus';
import type { RootStore } from '@site/stores';
import { recall, remember } from './remembered';
import { LOGOFF_FLAG_KEY } from './session-lifecycle';

export const LOGOFF_NOTICE_ID = 'notice-logoff';
export const AGE_NOTICE_ID = 'notice-age';
export const ADBLOCK_NOTICE_ID = 'notice-adblock';
/** Spec 1 §4, §9: accepting the age notice is remembered for 3 days (259200000 ms). */
export const AGE_ACCEPT_MS = 259_200_000;
export const AGE_ACCEPTED_KEY = 'site.ageAccepted';
/** The feature (site config `modules.features`) that turns the age notice on. */
export const AGE_FEATURE = 'age-restriction';
/** A URL ad blockers block by name: the bait request of the ad-block notice. */
export const ADBLOCK_BAIT_URL = `${ADBLOCK_BAIT_PATH}?bait=1`;

type Publisher = Pick<RootStore, 'bus'>;

/** Spec 1 §4 auto-logoff: the load after an idle logoff shows the inactivity notice once. */
export function showLogoffNotice(store: Publisher, storage: Storage | null): void {
  let flagged = false;
  try {
    flagged = (storage?.getItem(LOGOFF_FLAG_KEY) ?? null) !== null;
    storage?.removeItem(LOGOFF_FLAG_KEY);
  } catch {
    flagged = false;
  }
  if (!flagged) return;
  store.bus.publish(
    new NotifyRequested({
      id: LOGOFF_NOTICE_ID,
      type: 'permanent',
      kind: 'ok',
      title: { code: 'shell.logoff_title' },
      text: { code: 'shell.logoff_text' },
    }),
  );
}

export interface AgeNoticeDeps {
  store: Publisher;
  config: SiteConfig | null;
  local: Storage | null;
  session: Storage | null;
  now(): number;
}

/** The configured age (`responsible.ageRestriction`) when the age feature is on, else null. */
export function configuredAge(config: SiteConfig | null): number | null {
  const age = config?.responsible.ageRestriction;
  const features = config?.modules.features ?? [];
  return features.includes(AGE_FEATURE) && typeof age === 'number' && age > 0 ? age : null;
}

/**
 * Spec 1 §4 age restriction: shown until accepted when the feature and an age are configured;
 * accepting stores the flag for 3 days, or for the session when `responsible.ageAcceptPerSession`.
 */
export function showAgeNotice(deps: AgeNoticeDeps): void {
  const age = configuredAge(deps.config);
  if (age === null) return;
  const perSession = (deps.config?.responsible as Record<string, unknown> | undefined)?.ageAcceptPerSession === true;
  const storage = perSession ? deps.session : deps.local;
  const until = Number(recall(storage, AGE_ACCEPTED_KEY));
  if (Number.isFinite(until) && until > deps.now()) return;
  deps.store.bus.publish(
    new NotifyRequested({
      id: AGE_NOTICE_ID,
      type: 'permanent',
      area: 'bottom',
      kind: 'ok',
      text: { code: 'shell.age_text', values: { age } },
      action: {
        label: { code: 'shell.age_accept', values: { age } },
        run: () => remember(storage, AGE_ACCEPTED_KEY, String(perSession ? Number.MAX_SAFE_INTEGER : deps.now() + AGE_ACCEPT_MS)),
      },
    }),
  );
}

/**
 * Spec 1 §8 ad-block: a bait request an ad blocker stops (the request fails while the browser
 * is online), or the query `adblock=1`, shows the notice.
 */
export async function checkAdblock(store: Publisher, search: string, bait: () => Promise<unknown>, online: () => boolean): Promise<boolean> {
  let blocked = new URLSearchParams(search).get('adblock') === '1';
  if (!blocked) {
    try {
      await bait();
    } catch {
      blocked = online();
    }
  }
  if (blocked)
    store.bus.publish(
      new NotifyRequested({
        id: ADBLOCK_NOTICE_ID,
        type: 'permanent',
        area: 'top',
        kind: 'error',
        title: { code: 'shell.adblock_title' },
        text: { code: 'shell.adblock_text' },
      }),
    );
  return blocked;
}

import { reaction } from 'mobx';
import { isRecord, type SiteConfig } from '@site/api';
import { NotifyDismissed, NotifyRequested } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';
import { recall, remember } from './remembered';

export const REGISTRATION_POPUP_ID = 'popup-registration';
export const REGISTRATION_SHOWN_KEY = 'site.registrationReminderAt';
/** Defaults of the registration reminder's config (`reg.reminderDelaySeconds`, `reg.reminderIntervalMinutes`). */
export const REGISTRATION_REMINDER_DEFAULTS = { delaySeconds: 60, intervalMinutes: 1440 };

export interface RegistrationReminderDeps {
  store: Pick<RootStore, 'bus' | 'user'>;
  scheduler: Scheduler;
  config: SiteConfig | null;
  /** localStorage: when it was last shown. */
  local: Storage | null;
  openRegistration(): void;
}

function configNumber(group: unknown, key: string, fallback: number): number {
  const v = isRecord(group) ? group[key] : undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback;
}

/**
 * The registration reminder (spec 2 §4, §9): for guests, after the configured delay
 * (`reg.reminderDelaySeconds`), and not again before the configured interval
 * (`reg.reminderIntervalMinutes`) has passed. Signing in closes it. Only when registration is allowed.
 */
export function startRegistrationReminder(deps: RegistrationReminderDeps): () => void {
  const { store, scheduler } = deps;
  if (deps.config && deps.config.auth.registrationAllowed === false) return () => undefined;
  const delayMs = configNumber(deps.config?.reg, 'reminderDelaySeconds', REGISTRATION_REMINDER_DEFAULTS.delaySeconds) * 1000;
  const intervalMs = configNumber(deps.config?.reg, 'reminderIntervalMinutes', REGISTRATION_REMINDER_DEFAULTS.intervalMinutes) * 60_000;
  const timer = scheduler.setTimeout(() => {
    if (store.user.isAuthorized) return;
    const last = Number(recall(deps.local, REGISTRATION_SHOWN_KEY));
    if (Number.isFinite(last) && last > 0 && scheduler.now() - last < intervalMs) return;
    remember(deps.local, REGISTRATION_SHOWN_KEY, String(scheduler.now()));
    store.bus.publish(
      new NotifyRequested({
        id: REGISTRATION_POPUP_ID,
        type: 'permanent',
        area: 'bottom',
        kind: 'ok',
        text: { code: 'shell.registration_reminder' },
        action: { label: { code: 'shell.registration_open' }, run: () => deps.openRegistration() },
      }),
    );
  }, delayMs);
  const stopUser = reaction(
    () => store.user.isAuthorized,
    (signedIn) => signedIn && store.bus.publish(new NotifyDismissed({ id: REGISTRATION_POPUP_ID })),
  );
  return () => {
    scheduler.clearTimeout(timer);
    stopUser();
  };
}

import { navigateToUrl } from 'single-spa';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';
import { startBalanceRefresh } from './balance-refresh';
import { startCouponReminder } from './coupon-reminder';
import { startFirstDepositPopup } from './first-deposit-popup';
import { documentMediaPlaying, startIdleLogoff } from './idle-logoff';
import { startMaintenanceWatch } from './maintenance-watch';
import { ADBLOCK_BAIT_URL, checkAdblock, showAgeNotice, showLogoffNotice } from './notices';
import { pageNeedsAuth } from './page-needs-auth';
import { startPlayerStateWatch } from './player-state-watch';
import { registerServiceWorker } from './pwa';
import { startRegistrationReminder } from './registration-reminder';
import { clearCookie, startSessionLifecycle } from './session-lifecycle';
import type { ShellRouting } from './shell-routing';
import { startTermsWatch } from './terms-watch';

export interface ShellBehavioursDeps {
  store: RootStore;
  scheduler: Scheduler;
  routing: Pick<ShellRouting, 'siteState' | 'recheck'>;
  win: Window;
  /** Settles once the notification areas are mounted: notices wait for them. */
  notificationsReady: Promise<unknown>;
}

function storage(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

/**
 * The shell's global behaviours (issue 15, spec 2 §4), every timer on the one scheduler: the
 * session around the page, idle logoff, terms, maintenance, the notices and the reminders.
 * Returns the stop function.
 */
export function startShellBehaviours(deps: ShellBehavioursDeps): () => void {
  const { store, scheduler, routing, win } = deps;
  const doc = win.document;
  const config = () => store.settings.siteConfig;
  const lang = () => store.settings.language;
  const local = storage(() => win.localStorage);
  const session = storage(() => win.sessionStorage);
  const stops: Array<() => void> = [];
  let stopped = false;

  stops.push(
    startSessionLifecycle({
      store,
      scheduler,
      intervalMs: config()?.application.sessionCheckIntervalMs,
      page: {
        needsAuth: () => pageNeedsAuth(win.location.pathname),
        home: () => win.location.assign(`/${lang()}`),
        reload: () => win.location.reload(),
        clearCookie: (name) => clearCookie(doc, name),
        // Spec 2 §4: logout resets the ban level (and the profile ids, which no store keeps yet).
        resetPlayerState: () => {
          routing.siteState.banLevel = 0;
          routing.siteState.banVersion = 0;
        },
      },
    }),
    // Issue 22: the balance follows settlements without a reload.
    startBalanceRefresh({ store, scheduler }),
    startIdleLogoff({
      store,
      scheduler,
      target: win,
      idleMinutes: () => config()?.responsible.idleTimeoutMinutes ?? 0,
      mediaPlaying: () => documentMediaPlaying(doc),
    }),
    startTermsWatch({
      store,
      scheduler,
      termsChanged: () => {
        if (routing.siteState.termsChanged === true) return;
        routing.siteState.termsChanged = true;
        routing.recheck();
      },
    }),
    startPlayerStateWatch({ store, scheduler, config, siteState: routing.siteState, recheck: () => routing.recheck() }),
  );

  void registerServiceWorker(win.navigator, config(), (message, error) => console.warn(message, error));

  void deps.notificationsReady.then(() => {
    if (stopped) return;
    showLogoffNotice(store, local);
    showAgeNotice({ store, config: config(), local, session, now: () => scheduler.now() });
    void checkAdblock(
      store,
      win.location.search,
      () => win.fetch(ADBLOCK_BAIT_URL, { method: 'HEAD', cache: 'no-store', credentials: 'omit' }),
      () => win.navigator.onLine,
    );
    stops.push(
      startMaintenanceWatch({
        store,
        scheduler,
        language: lang,
        active: routing.siteState.maintenanceActive,
        onActiveChange: (active) => {
          routing.siteState.maintenanceActive = active;
          routing.recheck();
        },
      }),
      startCouponReminder({
        store,
        scheduler,
        session,
        couponPageOpen: () => /^\/([a-z]{2}\/)?coupon(\/|$)/.test(win.location.pathname),
        openCoupon: () => doc.querySelector('[data-slot="right"]')?.scrollIntoView({ behavior: 'smooth' }),
      }),
      startRegistrationReminder({ store, scheduler, config: config(), local, openRegistration: () => navigateToUrl(`/${lang()}/registration`) }),
      startFirstDepositPopup({ store, scheduler, config, session, openDeposit: () => navigateToUrl(`/${lang()}/office/recharge`) }),
    );
  });

  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

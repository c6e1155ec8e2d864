import { reaction } from 'mobx';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';

/** Spec 1 §9: what counts as activity, throttled at 100 ms. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'touchend', 'wheel'] as const;
export const ACTIVITY_THROTTLE_MS = 100;
/** Spec 1 §4: the last-active time is stored. */
export const LAST_ACTIVE_KEY = 'site.lastActive';

export interface IdleLogoffDeps {
  store: Pick<RootStore, 'user' | 'storage'>;
  scheduler: Scheduler;
  /** Where activity happens (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The configured idle time in minutes (`responsible.idleTimeoutMinutes`); 0 or less: never. */
  idleMinutes(): number;
  /** A video or a sound is playing: never idle then. */
  mediaPlaying(): boolean;
}

/**
 * Auto-logoff (spec 1 §4, §9): a signed-in player with no activity for the configured idle time
 * is logged off (`user.logout('idle')`; the root config then marks the next load to show the
 * inactivity notice). Never while media plays. The timer runs on the shell's scheduler; a page
 * left hidden long enough for it to pause is checked the moment it is shown again.
 */
export function startIdleLogoff(deps: IdleLogoffDeps): () => void {
  const { store, scheduler } = deps;
  let lastActive = scheduler.now();
  let timer: unknown = null;
  const stopTimer = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    stopTimer();
    const limit = deps.idleMinutes() * 60_000;
    if (!store.user.isAuthorized || !(limit > 0)) return;
    timer = scheduler.setTimeout(due, Math.max(0, lastActive + limit - scheduler.now()));
  };
  const due = () => {
    stopTimer();
    const limit = deps.idleMinutes() * 60_000;
    if (!store.user.isAuthorized || !(limit > 0)) return;
    if (deps.mediaPlaying()) lastActive = scheduler.now();
    if (scheduler.now() - lastActive < limit) return arm();
    void store.user.logout('idle');
  };
  const onActivity = () => {
    const now = scheduler.now();
    if (now - lastActive < ACTIVITY_THROTTLE_MS) return;
    lastActive = now;
    try {
      store.storage?.setItem(LAST_ACTIVE_KEY, String(now));
    } catch {
      // storage off: the time is kept in memory only
    }
    arm();
  };
  for (const type of ACTIVITY_EVENTS) deps.target.addEventListener(type, onActivity, { passive: true });
  const stopUser = reaction(
    () => store.user.isAuthorized,
    () => {
      lastActive = scheduler.now();
      arm();
    },
  );
  // Back from a long page-leave: the paused timer is behind, the idle time is not.
  let wasPaused = scheduler.paused;
  const stopPage = scheduler.subscribe(() => {
    if (wasPaused && !scheduler.paused && timer !== null) due();
    wasPaused = scheduler.paused;
  });
  arm();
  return () => {
    stopTimer();
    stopUser();
    stopPage();
    for (const type of ACTIVITY_EVENTS) deps.target.removeEventListener(type, onActivity);
  };
}

/** Is any audio or video of the document playing? */
export function documentMediaPlaying(doc: Document): boolean {
  return [...doc.querySelectorAll('audio, video')].some((m) => {
    const media = m as HTMLMediaElement;
    return !media.paused && !media.ended;
  });
}

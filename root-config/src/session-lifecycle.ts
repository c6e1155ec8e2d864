import { SessionEnded } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';
import { remember } from './remembered';
import { AUTHORISED_COOKIE } from './route-context';

/** Spec 1 §6, spec 2 §9: the session is re-checked every 60 s while the page is visible. */
export const SESSION_CHECK_MS = 60_000;
/** Spec 2 §4, §9: with no session preloaded, it is requested once about 8 s after ready. */
export const SESSION_LATE_REQUEST_MS = 8_000;
/** The session cookie the logout clears with `ua` (spec 2 §4, §7 gettoken). */
export const USER_TOKEN_COOKIE = 'user_token';
/** Set by an idle logoff: the next load shows the inactivity notice once (spec 1 §4). */
export const LOGOFF_FLAG_KEY = 'site.loggedOffIdle';

/** What the session's end does to the page. */
export interface PageControl {
  /** Does the page shown now need a signed-in player (its route's needsAuth)? */
  needsAuth(): boolean;
  /** Home of the current language, a full page load. */
  home(): void;
  reload(): void;
  clearCookie(name: string): void;
  /** Forgets the ban level of the signed-in player and the profile ids (spec 2 §4). */
  resetPlayerState(): void;
}

export interface SessionLifecycleDeps {
  store: Pick<RootStore, 'user' | 'bus' | 'storage'>;
  scheduler: Scheduler;
  page: PageControl;
  intervalMs?: number;
}

/**
 * The session around the page (spec 2 §4): a visitor the boot found without an id is
 * disconnected (`user_token` and `ua` cleared); a session that could not be read is asked for
 * once more 8 s later; every 60 s, while the page is visible, the session is checked (a session
 * ended elsewhere signs this page out); every end of the session (logout, idle logoff, ended
 * elsewhere) clears the cookies, the ban level and the profile ids and leaves the page: home
 * when it needs auth, else a reload. A failed logout reloads. Returns the stop function.
 */
export function startSessionLifecycle(deps: SessionLifecycleDeps): () => void {
  const { store, scheduler, page } = deps;
  const disconnect = () => {
    page.clearCookie(USER_TOKEN_COOKIE);
    page.clearCookie(AUTHORISED_COOKIE);
    page.resetPlayerState();
  };
  if (!store.user.isAuthorized) disconnect();
  const late = store.user.sessionFailed ? scheduler.setTimeout(() => void store.user.loadSession(), SESSION_LATE_REQUEST_MS) : null;
  const check = scheduler.setInterval(() => {
    if (!scheduler.hidden) void store.user.checkSession();
  }, deps.intervalMs && deps.intervalMs > 0 ? deps.intervalMs : SESSION_CHECK_MS);
  const ended = store.bus.subscribe(SessionEnded, ({ payload }) => {
    if (payload.reason === 'failed') return page.reload();
    disconnect();
    if (payload.reason === 'idle') remember(store.storage, LOGOFF_FLAG_KEY, '1');
    if (page.needsAuth()) page.home();
    else page.reload();
  });
  return () => {
    if (late !== null) scheduler.clearTimeout(late);
    scheduler.clearInterval(check);
    ended.unsubscribe();
  };
}

/** Removes a cookie on the site's path (the way the server set it). */
export function clearCookie(doc: Document, name: string): void {
  doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

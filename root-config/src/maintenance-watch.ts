import { isRecord, type MaintenanceAnswer } from '@site/api';
import { NotifyRequested } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';

export const MAINTENANCE_NOTICE_ID = 'notice-maintenance';
/** How often a running page asks about maintenance windows. */
export const MAINTENANCE_CHECK_MS = 60_000;
/** Spec 2 §2: the notice is in Russian for these languages, in English otherwise. */
export const RUSSIAN_NOTICE_LANGUAGES: readonly string[] = ['az', 'kk', 'uk', 'ru'];
export const MAINTENANCE_PATH = 'web:/maintenance';

export interface MaintenanceWatchDeps {
  store: Pick<RootStore, 'api' | 'bus'> & { settings: Pick<RootStore['settings'], 'timeZone'> };
  scheduler: Scheduler;
  /** The page's language now. */
  language(): string;
  /** Whether the page was built for an active window (the server's boot state). */
  active: boolean;
  /** The window started or ended while the page was open: the shell moves to or from the maintenance page. */
  onActiveChange(active: boolean): void;
  intervalMs?: number;
}

/** The window's start and end, said in the notice's language and the player's time zone (null: the browser's). */
export function maintenanceNotice(state: MaintenanceAnswer, language: string, timeZone: string | null = null): NotifyRequested {
  const lang = RUSSIAN_NOTICE_LANGUAGES.includes(language) ? 'ru' : 'en';
  const fmt = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', ...(timeZone !== null && { timeZone }) });
  const when = (iso: string | null) => (iso === null || Number.isNaN(Date.parse(iso)) ? '' : fmt.format(new Date(iso)));
  return new NotifyRequested({
    id: MAINTENANCE_NOTICE_ID,
    type: 'permanent',
    area: 'top',
    kind: 'error',
    text: { code: `shell.maintenance_${lang}`, values: { start: when(state.started_at), end: when(state.ended_at) } },
  });
}

/**
 * The maintenance notice and state (spec 1 §4, spec 2 §2, §4): `/web-api/maintenance` is read at
 * start and every minute; from the window's notice time to its end a warning with a close button
 * states the start and the end (once per window: closed, it stays closed), in Russian for az, kk,
 * uk and ru, in English otherwise. When the window starts or ends while the page is open, the
 * shell is told (the maintenance layout and redirects of the route table). A failed read changes
 * nothing. Returns the stop function.
 */
export function startMaintenanceWatch(deps: MaintenanceWatchDeps): () => void {
  const { store, scheduler } = deps;
  let active = deps.active;
  let announced: string | null = null;
  let stopped = false;
  const check = async () => {
    let state: MaintenanceAnswer;
    try {
      state = await store.api.get<MaintenanceAnswer>(MAINTENANCE_PATH);
    } catch {
      return;
    }
    if (stopped || !isRecord(state) || typeof state.isActive !== 'boolean') return;
    const now = scheduler.now();
    const from = Date.parse(state.notify_started_at ?? '');
    const to = Date.parse(state.ended_at ?? '');
    const key = `${state.started_at}/${state.ended_at}`;
    if (from <= now && now < to && announced !== key) {
      announced = key;
      store.bus.publish(maintenanceNotice(state, deps.language(), store.settings.timeZone));
    }
    if (state.isActive !== active) {
      active = state.isActive;
      deps.onActiveChange(active);
    }
  };
  void check();
  const timer = scheduler.setInterval(() => void check(), deps.intervalMs ?? MAINTENANCE_CHECK_MS);
  return () => {
    stopped = true;
    scheduler.clearInterval(timer);
  };
}

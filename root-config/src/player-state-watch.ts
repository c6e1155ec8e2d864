import { reaction } from 'mobx';
import { isRecord, type SiteConfig } from '@site/api';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';
import type { SiteState } from './route-context';

export const USER_CONFIG_PATH = 'web:/user/config';
/** The player's state is read again with the session check's rhythm. */
export const PLAYER_STATE_CHECK_MS = 60_000;

export interface PlayerStateWatchDeps {
  store: Pick<RootStore, 'api' | 'user'>;
  scheduler: Scheduler;
  config(): SiteConfig | null;
  siteState: SiteState;
  /** The guards' inputs changed: run the route table on the current URL again. */
  recheck(): void;
}

/**
 * The signed-in player's ban and identification as the route table reads them (spec 2 §4), kept
 * fresh while the page is open: the user config (`GET /web-api/user/config`: `ban_level`,
 * `ban_version`, `is_need_identification`) is read on sign-in and every 60 s while visible; a
 * change re-runs the route table (a new ban hard-redirects to the ban page, the identification
 * blocker sends the player to the identification page when the site shows it). A failed read
 * changes nothing (a 451 there forces confirm-terms through the terms watch).
 */
export function startPlayerStateWatch(deps: PlayerStateWatchDeps): () => void {
  const { store, scheduler, siteState } = deps;
  const read = async () => {
    if (!store.user.isAuthorized) return;
    let answer: unknown;
    try {
      answer = await store.api.get<unknown>(USER_CONFIG_PATH);
    } catch {
      return;
    }
    if (!isRecord(answer) || !store.user.isAuthorized) return;
    const int = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) ? v : fallback);
    const banLevel = int(answer.ban_level, siteState.banLevel);
    const banVersion = int(answer.ban_version, siteState.banVersion);
    const identificationRequired = answer.is_need_identification === true && deps.config()?.modules.identificationShown === true;
    const changed = banLevel !== siteState.banLevel || banVersion !== siteState.banVersion || identificationRequired !== (siteState.identificationRequired ?? false);
    siteState.banLevel = banLevel;
    siteState.banVersion = banVersion;
    siteState.identificationRequired = identificationRequired;
    if (changed) deps.recheck();
  };
  const stopUser = reaction(
    () => store.user.userId,
    (userId) => {
      if (userId !== null) void read();
    },
  );
  const timer = scheduler.setInterval(() => {
    if (!scheduler.hidden) void read();
  }, PLAYER_STATE_CHECK_MS);
  void read();
  return () => {
    stopUser();
    scheduler.clearInterval(timer);
  };
}

import { action, makeObservable, observable, runInAction } from 'mobx';
import { messageOf, type Message } from '@site/api';
import { eachLimited, type LineApi } from './line-api';
import type { ChampView, GameDetail, Section, SportView } from '@site/api';
import type { LiveStore } from './live-store';
import { sameTeam, type SportsView } from './route-view';

/** Multi-live shows at most this many boards (games in full), the ones the player picks. */
export const MULTI_LIVE_MAX_BOARDS = 4;
/** Top events: the recommended games (time filter 6) of this many sports, largest first. */
export const TOP_EVENTS_SPORTS = 5;
const DETAIL_CONCURRENCY = 6;

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * What the current view shows: the sports menu, champs with games (main markets) or games in
 * full. Games and markets go to the LiveStore, which the stream keeps moving; this store only
 * holds the order and grouping. A newer load wins over an older one still in flight.
 */
export class SportsPageStore {
  status: LoadStatus = 'loading';
  /** Why the last load failed, as a message (said in the player's language where it shows). */
  error: Message | null = null;
  section: Section = 'line';
  sports: SportView[] = [];
  /** The sport the menu opens (the view's, else the first). */
  sportId: number | null = null;
  /** Champs of the menu's sport (list views) or of the top events. */
  champs: ChampView[] = [];
  /** Games shown with every market (game page, multi-live), in order. */
  details: GameDetail[] = [];
  /** Multi-live: the live games the player may pick from, by champ. */
  pickable: ChampView[] = [];
  /**
   * Live lists: the periods (1, 2...) some game of the sport is in, whatever the time filter;
   * the "1st period"/"2nd period" filters show only for these. Empty on the line.
   */
  periods: number[] = [];
  private generation = 0;
  private abort: AbortController | null = null;

  constructor(
    private readonly api: LineApi,
    private readonly live: LiveStore,
    /** bets-on-yours reads the player's open bets only when signed in. */
    private readonly signedIn: () => boolean = () => false,
  ) {
    makeObservable(this, {
      status: observable,
      error: observable.ref,
      section: observable,
      sports: observable.ref,
      sportId: observable,
      champs: observable.ref,
      details: observable.ref,
      pickable: observable.ref,
      periods: observable.ref,
      setFailed: action,
    });
  }

  /** Game ids on the page, for the stream filter. */
  visibleGameIds(): number[] {
    const ids = new Set<number>();
    for (const c of this.champs) for (const g of c.games) ids.add(g.id);
    for (const g of this.details) ids.add(g.id);
    return [...ids];
  }

  dispose(): void {
    this.abort?.abort();
  }

  /** Loads a view; `quiet` keeps the current picture on screen while it refreshes (after a reconnect). */
  async load(view: SportsView, lang: string, { quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
    const gen = ++this.generation;
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    const signal = abort.signal;
    const current = () => gen === this.generation;
    const section: Section = view.kind === 'multi-live' ? 'live' : view.section;
    runInAction(() => {
      this.section = section;
      if (!quiet) {
        this.status = 'loading';
        this.error = null;
        if (view.kind !== 'multi-live') this.details = [];
      }
    });
    try {
      const sports = await this.api.sports(section, lang, signal);
      if (!current()) return false;
      runInAction(() => (this.sports = sports));
      let champs: ChampView[] = [];
      let details: GameDetail[] = [];
      let sportId: number | null = null;
      let periods: number[] = [];
      if (view.kind === 'list') {
        sportId = view.sportId ?? sports[0]?.id ?? null;
        if (sportId !== null) {
          const [list, all] = await Promise.all([
            this.api.champs({ mode: section, sportId, timeFilter: view.timeFilter, lang }, signal),
            // the period filters need the periods of every game, not only the filtered ones
            section === 'live' && view.timeFilter !== 0 ? this.api.champs({ mode: section, sportId, timeFilter: 0, lang }, signal) : null,
          ]);
          champs = list;
          if (view.champId !== undefined) champs = champs.filter((c) => c.id === view.champId);
          if (view.streamed) champs = keepGames(champs, (g) => g.hasStream);
          if (section === 'live') periods = periodsOf(all ?? list);
        }
      } else if (view.kind === 'top-events') {
        const top = [...sports].sort((a, b) => b.gamesCount - a.gamesCount).slice(0, TOP_EVENTS_SPORTS);
        const lists = await Promise.all(
          top.map((s) =>
            this.api.champs({ mode: section, sportId: s.id, timeFilter: view.timeFilter === 0 ? 6 : view.timeFilter, lang }, signal),
          ),
        );
        champs = lists.flat();
      } else if (view.kind === 'team') {
        const ids = view.sportId !== undefined ? [view.sportId] : sports.map((s) => s.id);
        const lists: ChampView[][] = ids.map(() => []);
        await eachLimited([...ids.keys()], DETAIL_CONCURRENCY, async (i) => {
          lists[i] = await this.api.champs({ mode: section, sportId: ids[i]!, timeFilter: 0, lang }, signal);
        });
        champs = keepGames(lists.flat(), (g) => g.opponents.some((o) => sameTeam(o, view.name)));
        sportId = view.sportId ?? null;
      } else if (view.kind === 'top-game') {
        const top = [...sports].sort((a, b) => b.gamesCount - a.gamesCount)[0];
        const list = top ? await this.api.champs({ mode: section, sportId: top.id, timeFilter: 6, lang }, signal) : [];
        const first = list.flatMap((c) => c.games).sort((a, b) => a.startTime - b.startTime)[0];
        if (first) details = [await this.api.game(first.id, lang, signal)];
        sportId = top?.id ?? null;
      } else if (view.kind === 'my-games') {
        const ids = new Set([...(this.signedIn() ? await this.api.openBetGames(lang, signal) : []), ...this.live.couponGameIds()]);
        details = await this.gamesStillOn([...ids], lang, signal);
      } else if (view.kind === 'game') {
        const g = await this.api.game(view.gameId, lang, signal);
        details = [g];
        sportId = g.sportId;
      } else if (view.kind === 'multi-live') {
        await this.loadMultiLive(view.gameIds ?? [], sports, lang, signal, current, quiet);
        if (!current()) return false;
        details = this.details;
      }
      if (!current()) return false;
      runInAction(() => {
        for (const c of champs) for (const g of c.games) this.live.upsertGame(g);
        for (const g of details) this.live.upsertGame(g);
        this.champs = champs;
        this.details = details;
        this.sportId = sportId;
        this.periods = periods;
        this.live.retainGames(new Set(this.visibleGameIds()));
        this.status = 'ready';
      });
      return true;
    } catch (error) {
      if (!current()) return false;
      this.setFailed(error);
      return false;
    }
  }

  /** Every market of each game, in the order given; a game that ended (or is not in the line) is left out. */
  private async gamesStillOn(ids: number[], lang: string, signal: AbortSignal): Promise<GameDetail[]> {
    const got = new Map<number, GameDetail>();
    await eachLimited(ids, DETAIL_CONCURRENCY, async (id) => {
      try {
        got.set(id, await this.api.game(id, lang, signal));
      } catch (error) {
        if (signal.aborted) throw error;
      }
    });
    return ids.flatMap((id) => got.get(id) ?? []);
  }

  setFailed(error: unknown): void {
    this.status = 'error';
    this.error = messageOf(error);
  }

  /** The live games to pick from, and every market of each picked one (at most MULTI_LIVE_MAX_BOARDS); boards appear as they arrive. */
  private async loadMultiLive(
    picked: number[],
    sports: SportView[],
    lang: string,
    signal: AbortSignal,
    current: () => boolean,
    quiet: boolean,
  ): Promise<void> {
    const ids = [...new Set(picked)].slice(0, MULTI_LIVE_MAX_BOARDS);
    const order = new Map(ids.map((id, i) => [id, i]));
    // a pick or a removal keeps the boards already there (a quiet reload refreshes them all)
    const kept = quiet ? [] : this.details.filter((g) => order.has(g.id));
    const got: GameDetail[] = [...kept].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    if (!quiet) runInAction(() => (this.details = [...got]));
    const missing = ids.filter((id) => !kept.some((g) => g.id === id));
    const lists = Promise.all(sports.map((s) => this.api.champs({ mode: 'live', sportId: s.id, timeFilter: 0, lang }, signal)));
    await eachLimited(missing, DETAIL_CONCURRENCY, async (id) => {
      let g: GameDetail;
      try {
        g = await this.api.game(id, lang, signal);
      } catch (error) {
        // A game that ended since the link was made is simply not shown.
        if (signal.aborted) throw error;
        return;
      }
      if (!current()) return;
      got.push(g);
      got.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      runInAction(() => {
        this.live.upsertGame(g);
        if (!quiet) this.details = [...got];
      });
    });
    const pickable = (await lists).flat();
    if (current())
      runInAction(() => {
        this.details = [...got];
        this.pickable = pickable;
      });
  }
}

/** The champs with only the games that pass; a champ left with none is dropped. */
function keepGames(champs: readonly ChampView[], keep: (g: ChampView['games'][number]) => boolean): ChampView[] {
  return champs.map((c) => ({ ...c, games: c.games.filter(keep) })).filter((c) => c.games.length > 0);
}

/** The periods live games of these champs are in, ascending. */
export function periodsOf(champs: readonly ChampView[]): number[] {
  const set = new Set<number>();
  for (const c of champs) for (const g of c.games) if (g.isLive && g.period > 0) set.add(g.period);
  return [...set].sort((a, b) => a - b);
}

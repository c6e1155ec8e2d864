import { action, comparer, computed, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { isCoefViewId, type CoefViewId } from '@site/betting';
import { OddsChanged } from '@site/bus';
import type { RootStore } from '@site/stores';
import { OddsTexts } from '@site/ui';
import type { LiveEvent } from './live-events';
import type { GameDetail, GameView, MarketDetail, MarketView } from '@site/api';

/** How long an odd shows that its price went up or down. */
export const FLASH_MS = 1500;

export type Direction = 'up' | 'down' | null;

/** What never changes about a market while it is on the page. */
export interface MarketInfo {
  id: number;
  gameId: number;
  typeId: number;
  name: string;
  kind?: string;
  group?: string;
  isDepend?: boolean;
  isBannedExpress?: boolean;
}

/** One market on the page; each odd button observes only its own. */
export class MarketState {
  coef: number;
  isBlocked: boolean;
  dir: Direction = null;
  /** In the coupon (kept in step by LiveStore from the coupon's bets). */
  selected = false;
  flashUntil = 0;

  constructor(
    public info: MarketInfo,
    coef: number,
    isBlocked: boolean,
  ) {
    this.coef = coef;
    this.isBlocked = isBlocked;
    makeObservable(this, { coef: observable, isBlocked: observable, dir: observable, selected: observable });
  }
}

export interface GameInfo {
  id: number;
  sportId: number;
  champId: number;
  opponents: [string, string];
  startTime: number;
  champName?: string;
  sportName?: string;
}

export class GameState {
  score: [number, number];
  status: string;
  isLive: boolean;
  period: number;
  ended = false;

  constructor(
    public info: GameInfo,
    g: Pick<GameView, 'score' | 'status' | 'isLive' | 'period'>,
  ) {
    this.score = g.score;
    this.status = g.status;
    this.isLive = g.isLive;
    this.period = g.period;
    makeObservable(this, { score: observable.ref, status: observable, isLive: observable, period: observable, ended: observable });
  }
}

/** Ids of the coupon's bets as one string, so a price change in the coupon is not a change of membership. */
function couponKey(root: RootStore): string {
  return root.coupon.bets.map((b) => b.market.id).join('\n');
}

/**
 * The live picture of the markets and games on the page. Stream events arrive in batches
 * (one per frame); a batch is one MobX action, so each changed odd re-renders once and
 * nothing else does. Prices of markets in the coupon go on to the bus (OddsChanged).
 */
export class LiveStore {
  readonly markets = new Map<number, MarketState>();
  readonly games = new Map<number, GameState>();
  /** The stream is down: prices may be old until it is back. */
  stale = false;
  coefViewOverride: CoefViewId | null = null;
  /** Price texts in the player's format, cached for this page's thousands of repaints. */
  readonly formatter = new OddsTexts();
  private readonly flashing = new Set<MarketState>();
  private selectedIds = new Set<string>();
  /** The same ids as numbers, for the per-event check (no string per event). */
  private selectedNums = new Set<number>();
  private readonly disposers: IReactionDisposer[] = [];

  constructor(readonly root: RootStore) {
    makeObservable<LiveStore, 'syncSelected'>(this, {
      stale: observable,
      coefViewOverride: observable,
      coefViewId: computed,
      setStale: action,
      setCoefViewId: action,
      upsertGame: action,
      retainGames: action,
      applyBatch: action,
      sweepFlashes: action,
      syncSelected: action,
    });
    this.disposers.push(
      reaction(
        () => couponKey(root),
        (key) => this.syncSelected(key),
        { fireImmediately: true, equals: comparer.default },
      ),
    );
  }

  dispose(): void {
    for (const d of this.disposers) d();
    this.disposers.length = 0;
  }

  /** The player's odds format: his pick on this page, else the site config's (spec 1 §3). */
  get coefViewId(): CoefViewId {
    return this.coefViewOverride ?? this.root.coupon.coefViewId;
  }

  setCoefViewId(id: unknown): void {
    if (!isCoefViewId(id)) return;
    this.coefViewOverride = id;
    // The player's choice: kept (on the server when signed in) and followed by every page.
    this.root.settings.setOddsFormat(id);
    // The coupon reads the format from the config: keep the two in step.
    const config = this.root.settings.siteConfig;
    if (config && config.global.coefViewId !== id)
      this.root.settings.setSiteConfig({ ...config, global: { ...config.global, coefViewId: id } });
  }

  setStale(stale: boolean): void {
    this.stale = stale;
  }

  market(id: number): MarketState | undefined {
    return this.markets.get(id);
  }

  game(id: number): GameState | undefined {
    return this.games.get(id);
  }

  /** Puts a fetched game and its markets on the page; a fresh fetch overwrites prices without a flash. */
  upsertGame(g: GameView<MarketView | MarketDetail> | GameDetail): GameState {
    const info: GameInfo = {
      id: g.id,
      sportId: g.sportId,
      champId: g.champId,
      opponents: g.opponents,
      startTime: g.startTime,
      ...('champName' in g && { champName: g.champName, sportName: g.sportName }),
    };
    let game = this.games.get(g.id);
    if (!game) {
      game = new GameState(info, g);
      this.games.set(g.id, game);
    } else {
      game.info = { ...game.info, ...info };
      game.score = g.score;
      game.status = g.status;
      game.isLive = g.isLive;
      game.period = g.period;
      game.ended = g.status === 'ended';
    }
    for (const m of g.markets) {
      const minfo: MarketInfo = {
        id: m.id,
        gameId: g.id,
        typeId: m.typeId,
        name: m.name,
        ...('kind' in m && { kind: m.kind, group: m.group, isDepend: m.isDepend, isBannedExpress: m.isBannedExpress }),
      };
      const s = this.markets.get(m.id);
      if (!s) {
        const state = new MarketState(minfo, m.coef, m.isBlocked);
        state.selected = this.selectedIds.has(String(m.id));
        this.markets.set(m.id, state);
      } else {
        s.info = { ...s.info, ...minfo };
        s.coef = m.coef;
        s.isBlocked = m.isBlocked;
      }
    }
    return game;
  }

  /** Forgets games (and their markets) no longer on the page. */
  retainGames(keep: ReadonlySet<number>): void {
    for (const id of [...this.games.keys()]) if (!keep.has(id)) this.games.delete(id);
    for (const [id, m] of [...this.markets]) {
      if (keep.has(m.info.gameId)) continue;
      this.markets.delete(id);
      this.flashing.delete(m);
    }
  }

  /** Applies one frame's events. `now` is the clock of the flashes (ms). */
  applyBatch(events: readonly LiveEvent[], now: number): void {
    const toCoupon = new Map<string, { marketId: string; coef: number; isBlocked?: boolean }>();
    for (const e of events) {
      switch (e.type) {
        case 'odds': {
          const m = this.markets.get(e.marketId);
          if (m && m.coef !== e.coef) {
            m.dir = e.coef > m.coef ? 'up' : 'down';
            m.coef = e.coef;
            m.flashUntil = now + FLASH_MS;
            this.flashing.add(m);
          }
          this.forCoupon(toCoupon, e.marketId, e.coef, undefined);
          break;
        }
        case 'market-block': {
          const m = this.markets.get(e.marketId);
          if (m) m.isBlocked = e.isBlocked;
          this.forCoupon(toCoupon, e.marketId, m?.coef, e.isBlocked);
          break;
        }
        case 'score': {
          const g = this.games.get(e.gameId);
          if (g) {
            g.score = e.score;
            g.period = e.period;
          }
          break;
        }
        case 'game-status': {
          const g = this.games.get(e.gameId);
          if (g) {
            g.status = e.status;
            g.isLive = e.isLive;
            g.period = e.period;
          }
          break;
        }
        case 'game-end': {
          const g = this.games.get(e.gameId);
          if (g) {
            g.score = e.score;
            g.status = 'ended';
            g.ended = true;
          }
          break;
        }
      }
    }
    for (const change of toCoupon.values()) this.root.bus.publish(new OddsChanged(change));
  }

  private forCoupon(
    out: Map<string, { marketId: string; coef: number; isBlocked?: boolean }>,
    marketId: number,
    coef: number | undefined,
    isBlocked: boolean | undefined,
  ): void {
    if (!this.selectedNums.has(marketId)) return;
    const id = String(marketId);
    const prev = out.get(id);
    const price = coef ?? prev?.coef ?? this.root.coupon.bets.find((b) => b.market.id === id)?.market.coef;
    if (price === undefined) return;
    const blocked = isBlocked ?? prev?.isBlocked;
    out.set(id, { marketId: id, coef: price, ...(blocked !== undefined && { isBlocked: blocked }) });
  }

  /** Ends the flashes that are over. */
  sweepFlashes(now: number): void {
    for (const m of this.flashing) {
      if (m.flashUntil > now) continue;
      m.dir = null;
      this.flashing.delete(m);
    }
  }

  get flashingCount(): number {
    return this.flashing.size;
  }

  /** Game ids of the coupon's bets, so the stream also carries their prices. */
  couponGameIds(): number[] {
    const ids = new Set<number>();
    for (const b of this.root.coupon.bets) if (typeof b.market.gameId === 'number') ids.add(b.market.gameId);
    return [...ids];
  }

  private syncSelected(key: string): void {
    const next = new Set(key === '' ? [] : key.split('\n'));
    for (const id of this.selectedIds) if (!next.has(id)) this.setSelected(id, false);
    for (const id of next) if (!this.selectedIds.has(id)) this.setSelected(id, true);
    this.selectedIds = next;
    this.selectedNums = new Set([...next].map(Number).filter(Number.isSafeInteger));
  }

  private setSelected(id: string, on: boolean): void {
    const m = this.markets.get(Number(id));
    if (m) m.selected = on;
  }
}

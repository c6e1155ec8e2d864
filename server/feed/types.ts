// The data a feed hands to the rest of the server: the catalogue (plain, JSON-ready) and
// the live events that change it. The database layer stores these shapes and the live
// stream fans the events out, so they are written once here and imported everywhere.

import type { ContentLang } from '@site/api/contracts';

/** The languages the feed names things in: the site's six (a page's language is one of them). */
export type Lang = ContentLang;
/** A name in every language of the site: a missing one is a type error. */
export type LocalizedName = Readonly<Record<Lang, string>>;

/** [home, away]. In set sports it counts sets (maps, games); in a fight the winner gets 1. */
export type Score = [number, number];

export type GameStatus = 'scheduled' | 'live' | 'ended';

/** 'special' markets never count towards the express bonus (spec 1, bonus bet). */
export type MarketKind = 'main' | 'total' | 'handicap' | 'team-total' | 'goals' | 'special';

export type Outcome = 'win' | 'lose' | 'void';

export interface Sport {
  id: number;
  nameEng: string;
  name: LocalizedName;
}

export interface Champ {
  id: number;
  sportId: number;
  name: LocalizedName;
  /** Simulated data: never real fixtures or prices. */
  demo: boolean;
}

export interface Game {
  id: number;
  sportId: number;
  champId: number;
  opponents: [LocalizedName, LocalizedName];
  /** Epoch milliseconds. */
  startTime: number;
  status: GameStatus;
  /** 0 before the start; then half, period, quarter, inning, set or round number. */
  period: number;
  isLive: boolean;
  score: Score;
  /** Seconds of play since the start (0 before it). */
  clock: number;
  /** The feed carries a video stream of the game (esports). */
  hasStream: boolean;
}

export interface Market {
  id: number;
  gameId: number;
  sportId: number;
  champId: number;
  /** What the selection is; see MARKET_TYPES. */
  typeId: number;
  kind: MarketKind;
  /** Selections sharing a group key are one complete market group (e.g. "1x2", "total:2.5"). */
  group: string;
  /** Total, handicap or team-total line; for "correct score: other" the largest listed score. */
  line: number | null;
  /** The score a correct-score selection names. */
  exactScore: Score | null;
  name: LocalizedName;
  /** Decimal odds, at most 3 decimals, >= 1.01. */
  coef: number;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
}

export interface Catalogue {
  /** Which feed produced it, e.g. "simulator". */
  source: string;
  /** True when the whole catalogue is simulated demo data. */
  demo: boolean;
  /** Feed time of the snapshot, epoch ms. */
  at: number;
  sports: Sport[];
  champs: Champ[];
  games: Game[];
  markets: Market[];
}

/** What settles a game's markets. */
export interface FinalState {
  score: Score;
  /** Seconds of play; fight markets (rounds, distance) settle on it. */
  clock: number;
  /** Esports: the first map's total rounds or kills ("Map 1: total" markets settle on it). */
  map1Total?: number | null;
}

export interface MarketResult {
  marketId: number;
  outcome: Outcome;
}

/** Every event carries `at`, the feed time (epoch ms) it happened at. */
export type FeedEvent =
  | { type: 'odds'; at: number; marketId: number; gameId: number; coef: number }
  | {
      type: 'market-block';
      at: number;
      marketId: number;
      gameId: number;
      isBlocked: boolean;
    }
  | {
      type: 'score';
      at: number;
      gameId: number;
      score: Score;
      period: number;
      clock: number;
    }
  | {
      type: 'game-status';
      at: number;
      gameId: number;
      status: GameStatus;
      isLive: boolean;
      period: number;
    }
  | {
      type: 'game-end';
      at: number;
      gameId: number;
      score: Score;
      clock: number;
      /** One entry for every market of the game. */
      results: MarketResult[];
    }
  | {
      /**
       * A new upcoming game (the rolling line): the game and all its markets as they stand at
       * `at`, priced. Applying it twice is the same as once. Not sent to the live stream:
       * browsers get new games from their next line request.
       */
      type: 'game-added';
      at: number;
      gameId: number;
      game: Game;
      markets: Market[];
    };

export type FeedEventType = FeedEvent['type'];
export type FeedEventOf<T extends FeedEventType> = Extract<FeedEvent, { type: T }>;
export type FeedListener = (events: FeedEvent[]) => void;

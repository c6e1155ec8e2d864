// The answers of the line API (API.md: /web-api/line/*), written once: the server's
// line queries produce them, the sports app reads them.

export type Section = 'line' | 'live';

/** Spec 2 §3: 0 all, 1 upcoming events, 2 first period, 3 second period, 6 recommended. */
export const TIME_FILTERS = [0, 1, 2, 3, 6] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export interface SportView {
  id: number;
  nameEng: string;
  name: string;
  gamesCount: number;
  champsCount: number;
}

export interface MarketView {
  id: number;
  typeId: number;
  name: string;
  coef: number;
  isBlocked: boolean;
}

export interface MarketDetail extends MarketView {
  kind: string;
  group: string;
  line: number | null;
  isDepend: boolean;
  isBannedExpress: boolean;
}

export interface GameView<M extends MarketView = MarketView> {
  id: number;
  sportId: number;
  champId: number;
  opponents: [string, string];
  startTime: number;
  status: string;
  isLive: boolean;
  period: number;
  score: [number, number];
  markets: M[];
}

export interface GameDetail extends GameView<MarketDetail> {
  champName: string;
  sportName: string;
}

export interface ChampView {
  id: number;
  sportId: number;
  name: string;
  demo: boolean;
  games: GameView[];
}

export interface SportsAnswer {
  demo: boolean;
  mode: Section;
  sports: SportView[];
}

export interface GamesAnswer {
  demo: boolean;
  mode: Section;
  timeFilter: TimeFilter;
  champs: ChampView[];
}

export interface GameAnswer {
  demo: boolean;
  game: GameDetail;
}

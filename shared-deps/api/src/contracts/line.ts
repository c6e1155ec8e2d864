// The line API (the HTTP contract: /web-api/line/*), written once: the server's line queries produce these
// answers, the sports app reads them (types through @site/api).
import { type Static, Type } from '@sinclair/typebox';
import { TIME_FILTERS } from './line-constants';
import { CatalogueLang, Id, IntEnum, StrictObject, StringEnum } from './schema-helpers';

export const Section = StringEnum(['line', 'live'] as const);
export type Section = Static<typeof Section>;
export const TimeFilterSchema = IntEnum(TIME_FILTERS);

export const SportView = Type.Object({
  id: Type.Integer(),
  nameEng: Type.String(),
  name: Type.String(),
  gamesCount: Type.Integer(),
  champsCount: Type.Integer(),
});
export type SportView = Static<typeof SportView>;

export const MarketView = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  name: Type.String(),
  coef: Type.Number(),
  isBlocked: Type.Boolean(),
});
export type MarketView = Static<typeof MarketView>;

export const MarketDetail = Type.Composite([
  MarketView,
  Type.Object({
    kind: Type.String(),
    group: Type.String(),
    line: Type.Union([Type.Number(), Type.Null()]),
    isDepend: Type.Boolean(),
    isBannedExpress: Type.Boolean(),
  }),
]);
export type MarketDetail = Static<typeof MarketDetail>;

const gameFields = {
  id: Type.Integer(),
  sportId: Type.Integer(),
  champId: Type.Integer(),
  opponents: Type.Tuple([Type.String(), Type.String()]),
  /** epoch ms */
  startTime: Type.Number(),
  status: Type.String(),
  isLive: Type.Boolean(),
  period: Type.Integer(),
  score: Type.Tuple([Type.Integer(), Type.Integer()]),
  /** The feed carries a video stream of the game (esports: `cyber/stream` lists these). */
  hasStream: Type.Boolean(),
};

export const GameView = Type.Object({
  ...gameFields,
  markets: Type.Array(MarketView),
  /** Lists: how many open markets the game has in all (the page links "+N markets" to the rest). */
  marketsCount: Type.Optional(Type.Integer()),
});
/** A game with its markets; lists carry the main markets (MarketView), the game page every market (MarketDetail). */
export type GameView<M extends MarketView = MarketView> = Omit<Static<typeof GameView>, 'markets'> & { markets: M[] };

export const GameDetail = Type.Object({
  ...gameFields,
  markets: Type.Array(MarketDetail),
  champName: Type.String(),
  sportName: Type.String(),
});
export type GameDetail = Static<typeof GameDetail>;

export const ChampView = Type.Object({
  id: Type.Integer(),
  sportId: Type.Integer(),
  name: Type.String(),
  demo: Type.Boolean(),
  games: Type.Array(GameView),
});
export type ChampView = Static<typeof ChampView>;

export const SportsQuery = StrictObject({ mode: Type.Optional(Section), lang: Type.Optional(CatalogueLang) });
export const SportsAnswer = Type.Object({ demo: Type.Boolean(), mode: Section, sports: Type.Array(SportView) });
export type SportsAnswer = Static<typeof SportsAnswer>;

export const GamesQuery = StrictObject({
  mode: Type.Optional(Section),
  sportId: Type.Optional(Id),
  champId: Type.Optional(Id),
  timeFilter: Type.Optional(TimeFilterSchema),
  lang: Type.Optional(CatalogueLang),
});
export const GamesAnswer = Type.Object({
  demo: Type.Boolean(),
  mode: Section,
  timeFilter: TimeFilterSchema,
  champs: Type.Array(ChampView),
});
export type GamesAnswer = Static<typeof GamesAnswer>;

export const GameParams = Type.Object({ gameId: Id });
export const GameQuery = StrictObject({ lang: Type.Optional(CatalogueLang) });
export const GameAnswer = Type.Object({ demo: Type.Boolean(), game: GameDetail });
export type GameAnswer = Static<typeof GameAnswer>;

// Results and statistics (issue 19): settled games from settlement data, and statistics computed
// from the line's history. Times are epoch ms; names in the asked language.
import { type Static, Type } from '@sinclair/typebox';
import { CatalogueLang, Id, Nullable, StrictObject } from './schema-helpers';

export const ResultGame = Type.Object({
  id: Type.Integer(),
  sportId: Type.Integer(),
  champId: Type.Integer(),
  opponents: Type.Tuple([Type.String(), Type.String()]),
  startTime: Type.Integer(),
  status: Type.String(),
  score: Type.Tuple([Type.Integer(), Type.Integer()]),
  /** The names of the winning selections of the main and total markets, once settled. */
  winners: Type.Array(Type.String()),
});
export type ResultGame = Static<typeof ResultGame>;

export const ResultChamp = Type.Object({
  id: Type.Integer(),
  sportId: Type.Integer(),
  sportName: Type.String(),
  name: Type.String(),
  games: Type.Array(ResultGame),
});
export type ResultChamp = Static<typeof ResultChamp>;

/** `date` YYYY-MM-DD (UTC, default today): games of that day that have ended; `mode` live: games in play now; zone: games ended in the last 3 hours. */
export const ResultsQuery = StrictObject({
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  mode: Type.Optional(Type.Union([Type.Literal('live'), Type.Literal('zone')])),
  sportId: Type.Optional(Id),
  champId: Type.Optional(Id),
  lang: Type.Optional(CatalogueLang),
});
export type ResultsQuery = Static<typeof ResultsQuery>;
export const ResultsAnswer = Type.Object({ demo: Type.Literal(true), champs: Type.Array(ResultChamp) });
export type ResultsAnswer = Static<typeof ResultsAnswer>;

export const LangQuery = StrictObject({ lang: Type.Optional(CatalogueLang) });
export const GameIdParams = StrictObject({ gameId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export const ChampIdParams = StrictObject({ champId: Type.String({ pattern: '^[0-9]{1,9}$' }) });

/** The champs that have results (`champs/{champId?}` lists them). */
export const ResultChampsAnswer = Type.Object({
  demo: Type.Literal(true),
  champs: Type.Array(Type.Object({ id: Type.Integer(), sportId: Type.Integer(), sportName: Type.String(), name: Type.String(), games: Type.Integer() })),
});
export type ResultChampsAnswer = Static<typeof ResultChampsAnswer>;

export const StandingRow = Type.Object({
  team: Type.String(),
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  scored: Type.Integer(),
  conceded: Type.Integer(),
  points: Type.Integer(),
});
export type StandingRow = Static<typeof StandingRow>;

export const GameStatisticsAnswer = Type.Object({
  demo: Type.Literal(true),
  game: ResultGame,
  champName: Type.String(),
  /** Earlier ended games between the two, newest first. */
  headToHead: Type.Array(ResultGame),
  /** Each side's last five ended games, newest first: W, D or L. */
  form: Type.Tuple([Type.Array(Type.String()), Type.Array(Type.String())]),
  standings: Type.Array(StandingRow),
});
export type GameStatisticsAnswer = Static<typeof GameStatisticsAnswer>;

export const ChampStatisticsAnswer = Type.Object({ demo: Type.Literal(true), champName: Nullable(Type.String()), standings: Type.Array(StandingRow) });
export type ChampStatisticsAnswer = Static<typeof ChampStatisticsAnswer>;

// The casino calls (issue 17: /web-api/casino/*), written once: the server's catalogue, game
// sessions, rounds and fairness produce these answers; the casino parcel and the office read them.
// Money is a decimal in the currency of the session (the HTTP contract), minor units in storage.
import { type Static, Type } from '@sinclair/typebox';
import {
  CASINO_CATEGORIES,
  CASINO_ENGINES,
  CASINO_MAX_PAGE_SIZE,
  CASINO_MODES,
  CASINO_SECTIONS,
  CASINO_SORTS,
  CLIENT_SEED_PATTERN,
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  KENO_MAX_PICKS,
  KENO_MIN_PICKS,
  KENO_NUMBERS,
  SLOT_MAX_LINES,
} from './casino-constants';
import { CatalogueLang, Id, Nullable, StrictObject, StringEnum } from './schema-helpers';

const Page = Type.Integer({ minimum: 1, maximum: 100_000 });
const Limit = Type.Integer({ minimum: 1, maximum: CASINO_MAX_PAGE_SIZE });
const Slug = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' });
const Hex64 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const ClientSeed = Type.String({ minLength: 1, maxLength: 64, pattern: CLIENT_SEED_PATTERN });
/** A game session's id: an unguessable token (a guest's demo session is reached by it alone). */
const SessionId = Type.String({ minLength: 32, maxLength: 32, pattern: '^[0-9a-f]{32}$' });

export const CasinoEngineSchema = StringEnum(CASINO_ENGINES);
export const CasinoSectionSchema = StringEnum(CASINO_SECTIONS);
export const CasinoModeSchema = StringEnum(CASINO_MODES);

/** A catalogue game, as every list and the game call answer it. */
export const CasinoGame = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The game page's path, e.g. `/slots/game/12/book-of-sun` (spec 1 route table). */
  route: Type.String(),
  /** The provider's id (slug), as `providers/{provider}` takes it. */
  provider: Type.String(),
  providerName: Type.String(),
  section: CasinoSectionSchema,
  categories: Type.Array(StringEnum(CASINO_CATEGORIES)),
  engine: CasinoEngineSchema,
  /** Stake bounds of one round, in whole units of any currency. */
  minStake: Type.Number(),
  maxStake: Type.Number(),
  /** The skin the engine plays in (colours, symbols' names), e.g. `egypt`. */
  theme: Type.String(),
  /** The game's own engine parameters: slot `lines` (played when a round names none); keno `picks`, dice `target`, crash `cashOutAt`: the choice the game suggests. */
  params: Type.Record(Type.String(), Type.Number()),
  /** The tile's image path (lazy-loaded by the lobby). */
  image: Type.String(),
  /** Higher is more popular (the default order). */
  popularity: Type.Integer(),
  /** The published return to player, percent (e.g. 96). */
  rtp: Type.Number(),
  isNew: Type.Boolean(),
  /** Signed-in only: whether it is one of the player's favourites (false for guests). */
  isFavorite: Type.Boolean(),
});
export type CasinoGame = Static<typeof CasinoGame>;

/** GET /web-api/casino/games: filters combine; `q` searches names and providers (case-insensitive). */
export const CasinoGamesQuery = StrictObject({
  section: Type.Optional(CasinoSectionSchema),
  category: Type.Optional(StringEnum(CASINO_CATEGORIES)),
  provider: Type.Optional(Slug),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  sort: Type.Optional(StringEnum(CASINO_SORTS)),
  engine: Type.Optional(CasinoEngineSchema),
});
export type CasinoGamesQuery = Static<typeof CasinoGamesQuery>;
export const CasinoGamesAnswer = Type.Object({ games: Type.Array(CasinoGame), total: Type.Integer() });
export type CasinoGamesAnswer = Static<typeof CasinoGamesAnswer>;

export const CasinoGameParams = Type.Object({ gameId: Id });

/** One line of the slot's paytable: `pays[n]` is what `n + 3` of `symbol` on a line pay, in line bets. */
export const SlotPayline = Type.Object({ symbol: Type.Integer(), name: Type.String(), pays: Type.Array(Type.Integer()) });
/** The published rules of the engine a game launches (its paytable and RTP). */
export const CasinoRules = Type.Object({
  engine: CasinoEngineSchema,
  rtp: Type.Number(),
  /** slot: the paytable (3, 4, 5 of a kind, in line bets), the paylines (row per reel), wild symbol id. */
  slot: Type.Optional(
    Type.Object({
      paytable: Type.Array(SlotPayline),
      paylines: Type.Array(Type.Array(Type.Integer())),
      wild: Type.Integer(),
      reels: Type.Array(Type.Array(Type.Integer())),
    }),
  ),
  /** keno: `paytable[picks]` lists the multiplier (of the stake) for 0..picks hits. */
  keno: Type.Optional(
    Type.Object({ paytable: Type.Record(Type.String(), Type.Array(Type.Number())), rtpByPicks: Type.Record(Type.String(), Type.Number()) }),
  ),
  /** dice and crash: the house edge, percent. */
  houseEdge: Type.Optional(Type.Number()),
});
export type CasinoRules = Static<typeof CasinoRules>;
/** GET /web-api/casino/games/:gameId */
export const CasinoGameAnswer = Type.Object({ game: CasinoGame, rules: CasinoRules });
export type CasinoGameAnswer = Static<typeof CasinoGameAnswer>;

export const CasinoProvider = Type.Object({ id: Type.String(), name: Type.String(), gamesCount: Type.Integer() });
export type CasinoProvider = Static<typeof CasinoProvider>;
/** GET /web-api/casino/providers (by name) */
export const CasinoProvidersAnswer = Type.Object({ providers: Type.Array(CasinoProvider) });
export type CasinoProvidersAnswer = Static<typeof CasinoProvidersAnswer>;

/** POST / DELETE /web-api/casino/favorites/:gameId (signed in): the player's favourite ids after the change. GET answers `{games, total}`. */
export const CasinoFavoritesAnswer = Type.Object({ ids: Type.Array(Type.Integer()) });
export type CasinoFavoritesAnswer = Static<typeof CasinoFavoritesAnswer>;
export const CasinoFavoritesQuery = StrictObject({ page: Type.Optional(Page), limit: Type.Optional(Limit) });

/** GET /web-api/casino/games-preview: spec 2 §7 "Games preview light" (every param optional). */
export const GamesPreviewQuery = StrictObject({
  whence: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  groupId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  ref: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  lng: Type.Optional(CatalogueLang),
  fcountry: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  includeCategories: Type.Optional(Type.Boolean()),
});
/** A game in the preview: short names as spec 2 gives them. */
export const GamePreviewItem = Type.Object({
  /** record id: the game's id */
  RI: Type.Integer(),
  /** tile: the image path */
  TR: Type.String(),
  /** game type: the engine */
  GT: CasinoEngineSchema,
  /** game name */
  GN: Type.String(),
  /** route: the game page's path */
  R: Type.String(),
  /** order in its category (1 first) */
  OR: Type.Integer(),
  /** creator (provider) id */
  CRID: Type.String(),
  /** game flags: 1 new, 2 popular, 4 jackpot */
  GF: Type.Integer(),
});
export type GamePreviewItem = Static<typeof GamePreviewItem>;
export const GamesPreviewAnswer = Type.Object({ Success: Type.Boolean(), Value: Type.Record(Type.String(), Type.Array(GamePreviewItem)) });
export type GamesPreviewAnswer = Static<typeof GamesPreviewAnswer>;

/** The fairness state the next round will use (GET /web-api/casino/fairness, and in every session). */
export const FairnessView = Type.Object({
  /** lowercase hex SHA-256 of the (hidden) server seed */
  serverSeedHash: Hex64,
  clientSeed: Type.String(),
  /** the next round's nonce */
  nonce: Type.Integer(),
});
export type FairnessView = Static<typeof FairnessView>;
/** Fairness calls of a guest's demo session name it; a signed-in player's are theirs (real play). */
export const FairnessQuery = StrictObject({ sessionId: Type.Optional(SessionId) });
/** PUT /web-api/casino/fairness/client-seed */
export const ClientSeedBody = StrictObject({ clientSeed: ClientSeed, sessionId: Type.Optional(SessionId) });
/** POST /web-api/casino/fairness/rotate (no body; a guest's demo session in the query, FairnessQuery): reveals the seed in use and starts a new one (nonce back to 0). */
export const RotateAnswer = Type.Object({ serverSeed: Hex64, serverSeedHash: Hex64, nextServerSeedHash: Hex64 });
export type RotateAnswer = Static<typeof RotateAnswer>;

/** POST /web-api/casino/games/:gameId/launch: guests may open demo only. */
export const LaunchBody = StrictObject({ mode: CasinoModeSchema });
export type LaunchBody = Static<typeof LaunchBody>;
export const CasinoSession = Type.Object({
  sessionId: SessionId,
  gameId: Type.Integer(),
  mode: CasinoModeSchema,
  engine: CasinoEngineSchema,
  currency: Type.String(),
  /** real: the account's balance; demo: the session's virtual balance */
  balance: Type.Number(),
  minStake: Type.Number(),
  maxStake: Type.Number(),
  fairness: FairnessView,
});
export type CasinoSession = Static<typeof CasinoSession>;
export const CasinoSessionParams = Type.Object({ sessionId: SessionId });

/** POST /web-api/casino/sessions/:sessionId/rounds: the stake and the engine's choice. */
export const RoundBody = StrictObject({
  stake: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  /** keno: the numbers picked (distinct) */
  picks: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: KENO_NUMBERS }), {
      minItems: KENO_MIN_PICKS,
      maxItems: KENO_MAX_PICKS,
      uniqueItems: true,
    }),
  ),
  /** crash: the automatic cash-out multiplier (2 decimals) */
  cashOutAt: Type.Optional(Type.Number({ minimum: CRASH_MIN_CASH_OUT, maximum: CRASH_MAX_CASH_OUT })),
  /** dice: win when the roll is under it (2 decimals) */
  target: Type.Optional(Type.Number({ minimum: DICE_MIN_TARGET, maximum: DICE_MAX_TARGET })),
  /** slot: lines played (the stake is shared between them); all of them when absent */
  lines: Type.Optional(Type.Integer({ minimum: 1, maximum: SLOT_MAX_LINES })),
});
export type RoundBody = Static<typeof RoundBody>;

const LineWin = Type.Object({ line: Type.Integer(), symbol: Type.Integer(), count: Type.Integer(), pays: Type.Integer() });
/** What the RNG decided and what it paid; `multiplier` is win / stake. */
export const SlotOutcome = Type.Object({
  engine: Type.Literal('slot'),
  /** the stop of each reel on its strip (rules.slot.reels) */
  stops: Type.Array(Type.Integer()),
  /** symbol ids, one column of 3 rows per reel */
  grid: Type.Array(Type.Array(Type.Integer())),
  lines: Type.Integer(),
  lineWins: Type.Array(LineWin),
  multiplier: Type.Number(),
});
export const KenoOutcome = Type.Object({
  engine: Type.Literal('keno'),
  picks: Type.Array(Type.Integer()),
  drawn: Type.Array(Type.Integer()),
  hits: Type.Array(Type.Integer()),
  multiplier: Type.Number(),
});
export const DiceOutcome = Type.Object({
  engine: Type.Literal('dice'),
  target: Type.Number(),
  roll: Type.Number(),
  multiplier: Type.Number(),
});
export const CrashOutcome = Type.Object({
  engine: Type.Literal('crash'),
  cashOutAt: Type.Number(),
  crashPoint: Type.Number(),
  multiplier: Type.Number(),
});
export const RoundOutcome = Type.Union([SlotOutcome, KenoOutcome, DiceOutcome, CrashOutcome]);
export type RoundOutcome = Static<typeof RoundOutcome>;

export const RoundAnswer = Type.Object({
  roundId: Type.Integer(),
  stake: Type.Number(),
  win: Type.Number(),
  /** the balance right after the round, in `currency` */
  balance: Type.Number(),
  currency: Type.String(),
  outcome: RoundOutcome,
  /** the seeds' state this round used */
  serverSeedHash: Hex64,
  clientSeed: Type.String(),
  nonce: Type.Integer(),
});
export type RoundAnswer = Static<typeof RoundAnswer>;

/** A played round as the history and the verify page read it. */
export const RoundView = Type.Object({
  roundId: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  engine: CasinoEngineSchema,
  mode: CasinoModeSchema,
  currency: Type.String(),
  stake: Type.Number(),
  win: Type.Number(),
  createdAt: Type.String({ description: 'ISO date-time' }),
  serverSeedHash: Hex64,
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  outcome: RoundOutcome,
  /** revealed once the seed was rotated, else null */
  serverSeed: Nullable(Hex64),
});
export type RoundView = Static<typeof RoundView>;

/** GET /web-api/casino/rounds: the player's own, newest first (a guest names a demo session). */
export const RoundsQuery = StrictObject({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  gameId: Type.Optional(Id),
  mode: Type.Optional(CasinoModeSchema),
  sessionId: Type.Optional(SessionId),
});
export const RoundsAnswer = Type.Object({ rounds: Type.Array(RoundView), total: Type.Integer() });
export type RoundsAnswer = Static<typeof RoundsAnswer>;
/** GET /web-api/casino/rounds/:roundId (another player's round answers 404) */
export const RoundParams = Type.Object({ roundId: Id });
export const RoundQuery = StrictObject({ sessionId: Type.Optional(SessionId) });
export const RoundViewAnswer = Type.Object({ round: RoundView });
export type RoundViewAnswer = Static<typeof RoundViewAnswer>;

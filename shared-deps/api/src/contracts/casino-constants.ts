// The casino's values the browser needs (issue 17): sections, engines, paths, the limits of a
// round's choices. TypeBox-free: the browser may import it (the schemas are in casino.ts).

/** The casino API's base path. */
export const CASINO_API = '/web-api/casino';
export const CASINO_PATHS = {
  games: `${CASINO_API}/games`,
  game: (gameId: number) => `${CASINO_API}/games/${gameId}`,
  launch: (gameId: number) => `${CASINO_API}/games/${gameId}/launch`,
  providers: `${CASINO_API}/providers`,
  favorites: `${CASINO_API}/favorites`,
  favorite: (gameId: number) => `${CASINO_API}/favorites/${gameId}`,
  gamesPreview: `${CASINO_API}/games-preview`,
  rounds: (sessionId: string) => `${CASINO_API}/sessions/${sessionId}/rounds`,
  history: `${CASINO_API}/rounds`,
  round: (roundId: number) => `${CASINO_API}/rounds/${roundId}`,
  fairness: `${CASINO_API}/fairness`,
  clientSeed: `${CASINO_API}/fairness/client-seed`,
  rotate: `${CASINO_API}/fairness/rotate`,
} as const;

/** Every casino section of spec 1's route table (the lobby's sections; `casino` is live casino). */
export const CASINO_SECTIONS = [
  'slots',
  'casino',
  'keno',
  'bingo',
  'poker',
  'tvgames',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'scratchcards',
  'fishinghunting',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
] as const;
export type CasinoSection = (typeof CASINO_SECTIONS)[number];

/** The sections that have a game page of their own (`{section}/game/{gameId}/{gameName}`); the rest open theirs under `casino`. */
export const CASINO_GAME_PAGE_SECTIONS = ['slots', 'casino', 'keno'] as const;

/** Categories (a section's subcategories; a game has one or more). */
export const CASINO_CATEGORIES = [
  'popular',
  'new',
  'top',
  'jackpot',
  'megaways',
  'classic',
  'fruits',
  'egypt',
  'adventure',
  'mythology',
  'animals',
  'asian',
  'horror',
  'sport',
  'table',
  'instant',
  'lottery',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

/** The game servers the site ships (every catalogue game launches one, with its own theme). */
export const CASINO_ENGINES = ['slot', 'keno', 'crash', 'dice'] as const;
export type CasinoEngine = (typeof CASINO_ENGINES)[number];

export const CASINO_MODES = ['demo', 'real'] as const;
export type CasinoMode = (typeof CASINO_MODES)[number];

export const CASINO_SORTS = ['popularity', 'name'] as const;
export type CasinoSort = (typeof CASINO_SORTS)[number];

/** Paging of the catalogue and the round history. */
export const CASINO_PAGE_SIZE = 48;
export const CASINO_MAX_PAGE_SIZE = 200;
/** A search needs at least this many characters (shorter `q` is ignored). */
export const CASINO_MIN_QUERY = 2;

/** A demo session starts with this virtual balance (whole units of the session's currency); it never touches the ledger. */
export const CASINO_DEMO_BALANCE = 1000;
/** The currency of a guest's demo session. */
export const CASINO_DEMO_CURRENCY = 'EUR';

/** The 5x3 video slot. */
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_MAX_LINES = 20;

/** Keno: pick 1-10 of 80, 20 drawn. */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;

/** Dice: the roll is 0.00-99.99; a target T wins when roll < T and pays (100 - edge) / T. */
export const DICE_HOUSE_EDGE_PERCENT = 1;
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 95;

/** Crash: the round crashes at a multiplier >= 1.00; an automatic cash-out at `cashOutAt` wins when it is <= the crash point. */
export const CRASH_HOUSE_EDGE_PERCENT = 1;
export const CRASH_MIN_CASH_OUT = 1.01;
export const CRASH_MAX_CASH_OUT = 1000;

/** A client seed the player sets: 1-64 of these characters. */
export const CLIENT_SEED_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';

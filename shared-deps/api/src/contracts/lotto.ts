// Lotto (issue 19): draw games, draws, tickets. Money values are whole units of the ticket's
// currency; times are epoch ms.
import { type Static, Type } from '@sinclair/typebox';
import { LOTTO_TICKET_STATUSES } from './lotto-constants';
import { Id, Nullable, StrictObject, StringEnum } from './schema-helpers';

export const LottoTier = Type.Object({ matches: Type.Integer(), multiplier: Type.Integer() });

/** A draw: the seed's SHA-256 is published before it, the seed itself once drawn. */
export const LottoDraw = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  drawAt: Type.Integer(),
  status: StringEnum(['open', 'drawn'] as const),
  seedHash: Type.String(),
  /** Hex; null until the draw. numbers = the first `pick` distinct values of HMAC-SHA256(seed, counter) mod `of` + 1. */
  seed: Nullable(Type.String()),
  numbers: Nullable(Type.Array(Type.Integer())),
});
export type LottoDraw = Static<typeof LottoDraw>;

export const LottoGame = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  pick: Type.Integer(),
  of: Type.Integer(),
  price: Type.Number(),
  currency: Type.String(),
  everyMinutes: Type.Integer(),
  tiers: Type.Array(LottoTier),
  nextDraw: LottoDraw,
});
export type LottoGame = Static<typeof LottoGame>;

export const LottoGamesAnswer = Type.Object({ demo: Type.Literal(true), games: Type.Array(LottoGame) });
export type LottoGamesAnswer = Static<typeof LottoGamesAnswer>;

export const LottoGameParams = StrictObject({ gameId: Type.String({ pattern: '^[0-9a-z-]{1,20}$' }) });
export const LottoGameQuery = StrictObject({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
/** One game with its latest drawn draws (results), newest first. */
export const LottoGameAnswer = Type.Object({ demo: Type.Literal(true), game: LottoGame, results: Type.Array(LottoDraw) });
export type LottoGameAnswer = Static<typeof LottoGameAnswer>;

export const LottoDrawParams = StrictObject({ drawId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export const LottoDrawAnswer = Type.Object({ demo: Type.Literal(true), draw: LottoDraw });
export type LottoDrawAnswer = Static<typeof LottoDrawAnswer>;

export const LottoTicket = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  drawId: Type.Integer(),
  drawAt: Type.Integer(),
  numbers: Type.Array(Type.Integer()),
  amount: Type.Number(),
  currency: Type.String(),
  status: StringEnum(LOTTO_TICKET_STATUSES),
  matches: Nullable(Type.Integer()),
  win: Nullable(Type.Number()),
  createdAt: Type.Integer(),
});
export type LottoTicket = Static<typeof LottoTicket>;

/** POST: a ticket for the game's next draw, bought from the active account. */
export const LottoBuyBody = StrictObject({
  gameId: Id,
  numbers: Type.Array(Type.Integer({ minimum: 1, maximum: 99 }), { minItems: 1, maxItems: 10 }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 100 }),
});
export type LottoBuyBody = Static<typeof LottoBuyBody>;
export const LottoBuyAnswer = Type.Object({ demo: Type.Literal(true), ticket: LottoTicket, balance: Type.Number() });
export type LottoBuyAnswer = Static<typeof LottoBuyAnswer>;

export const LottoTicketsAnswer = Type.Object({ demo: Type.Literal(true), tickets: Type.Array(LottoTicket) });
export type LottoTicketsAnswer = Static<typeof LottoTicketsAnswer>;

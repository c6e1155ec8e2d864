// Toto (issue 19): a pool of 15 line events; tickets pick 1/X/2 per event. Money values are
// whole units of the currency named beside them; times are epoch ms.
import { type Static, Type } from '@sinclair/typebox';
import { TOTO_DRAW_STATUSES, TOTO_EVENTS, TOTO_PICKS, TOTO_RESULTS, TOTO_TICKET_STATUSES } from './toto-constants';
import { CatalogueLang, Id, Nullable, StrictObject, StringEnum } from './schema-helpers';

/** One of the draw's events (a nominee): a line game and its result once settled. */
export const TotoEvent = Type.Object({
  idx: Type.Integer(),
  gameId: Type.Integer(),
  home: Type.String(),
  away: Type.String(),
  champ: Type.String(),
  startTime: Type.Integer(),
  result: Nullable(StringEnum(TOTO_RESULTS)),
});
export type TotoEvent = Static<typeof TotoEvent>;

/** The pool in one currency: stakes, what goes to the tiers, the jackpot carried in, what each tier paid per combination. */
export const TotoPool = Type.Object({
  currency: Type.String(),
  stakes: Type.Number(),
  pool: Type.Number(),
  jackpot: Type.Number(),
  tiers: Type.Array(Type.Object({ correct: Type.Integer(), winners: Type.Integer(), perCombination: Type.Number() })),
});
export type TotoPool = Static<typeof TotoPool>;

export const TotoDraw = Type.Object({
  id: Type.Integer(),
  status: StringEnum(TOTO_DRAW_STATUSES),
  /** Sales close when the first event starts. */
  closesAt: Type.Integer(),
  settledAt: Nullable(Type.Integer()),
  events: Type.Array(TotoEvent),
  pools: Type.Array(TotoPool),
});
export type TotoDraw = Static<typeof TotoDraw>;

export const TotoLangQuery = StrictObject({ lang: Type.Optional(CatalogueLang) });
export const TotoDrawAnswer = Type.Object({ demo: Type.Literal(true), draw: Nullable(TotoDraw) });
export type TotoDrawAnswer = Static<typeof TotoDrawAnswer>;
export const TotoDrawsAnswer = Type.Object({ demo: Type.Literal(true), draws: Type.Array(TotoDraw) });
export type TotoDrawsAnswer = Static<typeof TotoDrawsAnswer>;
export const TotoDrawParams = StrictObject({ drawId: Type.String({ pattern: '^[0-9]{1,9}$' }) });

export const TotoTicket = Type.Object({
  id: Type.Integer(),
  drawId: Type.Integer(),
  picks: Type.Array(Type.String()),
  combinations: Type.Integer(),
  amount: Type.Number(),
  currency: Type.String(),
  status: StringEnum(TOTO_TICKET_STATUSES),
  /** The best combination's correct results, once settled. */
  correct: Nullable(Type.Integer()),
  win: Nullable(Type.Number()),
  createdAt: Type.Integer(),
});
export type TotoTicket = Static<typeof TotoTicket>;

/** POST: picks for every event of the open draw, in the draw's order. */
export const TotoBuyBody = StrictObject({
  drawId: Id,
  picks: Type.Array(StringEnum(TOTO_PICKS), { minItems: TOTO_EVENTS, maxItems: TOTO_EVENTS }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 100 }),
});
export type TotoBuyBody = Static<typeof TotoBuyBody>;
export const TotoBuyAnswer = Type.Object({ demo: Type.Literal(true), ticket: TotoTicket, balance: Type.Number() });
export type TotoBuyAnswer = Static<typeof TotoBuyAnswer>;
export const TotoTicketsAnswer = Type.Object({ demo: Type.Literal(true), tickets: Type.Array(TotoTicket) });
export type TotoTicketsAnswer = Static<typeof TotoTicketsAnswer>;

// Toto (issue 19): a pool of 15 line events, picks 1/X/2 per event. TypeBox-free: the browser
// imports it. Prices are whole units of the account's currency.

export const TOTO_EVENTS = 15;
/** The price of one combination (one pick per event). */
export const TOTO_BASE_PRICE = 10;
/** The most combinations one ticket may hold (price = base x combinations). */
export const TOTO_MAX_COMBINATIONS = 972;
/** The house's share of the stakes (the rest is the pool). */
export const TOTO_MARGIN = 0.15;
/** Correct results -> share of the pool; a tier without winners goes to the jackpot of the next draw. */
export const TOTO_TIERS: Readonly<Record<number, number>> = { 15: 0.4, 14: 0.25, 13: 0.2, 12: 0.15 };
/** One event's pick: any non-empty set of 1, X, 2 in this order. */
export const TOTO_PICKS = ['1', 'X', '2', '1X', '12', 'X2', '1X2'] as const;
export type TotoPick = (typeof TOTO_PICKS)[number];
/** An event's result: 1, X or 2, or void (every pick counts as right). */
export const TOTO_RESULTS = ['1', 'X', '2', 'void'] as const;

export const TOTO_PATHS = {
  draws: '/web-api/toto/draws',
  current: '/web-api/toto/current',
  draw: '/web-api/toto/draws/:drawId',
  tickets: '/web-api/toto/tickets',
} as const;

export const TOTO_DRAW_STATUSES = ['open', 'closed', 'settled'] as const;
export const TOTO_TICKET_STATUSES = ['open', 'won', 'lost'] as const;

/** How many combinations a set of picks holds. */
export function totoCombinations(picks: readonly string[]): number {
  return picks.reduce((n, p) => n * p.length, 1);
}

// Lotto (issue 19): the draw games, their prize tiers and the paths. TypeBox-free: the browser
// imports it. Prices and prizes are whole units of the account's currency.

export interface LottoGameDef {
  id: number;
  /** The URL name: lotto/catalogue/<slug>. */
  slug: string;
  /** How many numbers a ticket picks, and from how many (1..of). */
  pick: number;
  of: number;
  /** Ticket price in whole units of the account's currency. */
  price: number;
  /** A draw every this many minutes, on the clock's minute marks (UTC). */
  everyMinutes: number;
  /** Matches -> prize as a multiple of the price; fewer matches win nothing. */
  tiers: Readonly<Record<number, number>>;
}

export const LOTTO_GAMES: readonly LottoGameDef[] = [
  { id: 645, slug: '6-of-45', pick: 6, of: 45, price: 100, everyMinutes: 15, tiers: { 6: 100_000, 5: 500, 4: 30, 3: 3 } },
  { id: 536, slug: '5-of-36', pick: 5, of: 36, price: 50, everyMinutes: 10, tiers: { 5: 10_000, 4: 100, 3: 5, 2: 1 } },
];

export const LOTTO_PATHS = {
  games: '/web-api/lotto/games',
  game: '/web-api/lotto/games/:gameId',
  draw: '/web-api/lotto/draws/:drawId',
  tickets: '/web-api/lotto/tickets',
} as const;

/** Ticket states. */
export const LOTTO_TICKET_STATUSES = ['open', 'won', 'lost'] as const;
export type LottoTicketStatus = (typeof LOTTO_TICKET_STATUSES)[number];

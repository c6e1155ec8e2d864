import { randomInt } from 'node:crypto';
import { BONUS_GAME_COST } from '@site/api/contracts';

/**
 * The bonus games (spec 1 `games/{gameRoute}`): each round costs points and draws one prize of
 * its table, in whole units of the player's currency, with the weights beside it. Every game of
 * a tier shares its table; what differs is how the page shows the draw (a wheel sector, a chest,
 * a card, a safe, a ticket): the player's pick is shown, never used for the draw.
 */
export interface GameTable {
  cost: number;
  prizes: readonly number[];
  weights: readonly number[];
}

const TIERS = {
  base: { prizes: [0, 1, 2, 5, 10], weights: [40, 30, 15, 10, 5] },
  bonus: { prizes: [0, 3, 5, 15, 30], weights: [40, 30, 15, 10, 5] },
  dragon: { prizes: [0, 5, 10, 30, 100], weights: [40, 30, 15, 10, 5] },
} as const;

export function gameTable(route: string): GameTable | null {
  const cost = Object.hasOwn(BONUS_GAME_COST, route) ? BONUS_GAME_COST[route] : undefined;
  if (cost === undefined) return null;
  const tier = route === 'dragon-bonus' ? TIERS.dragon : route.endsWith('-bonus') ? TIERS.bonus : TIERS.base;
  return { cost, ...tier };
}

export const gameRoutes = (): string[] => Object.keys(BONUS_GAME_COST);

/** A random number source: `below(n)` is uniform in 0..n-1. The server's is the CSPRNG. */
export interface Draw {
  below(n: number): number;
}
export const cryptoDraw: Draw = { below: (n) => randomInt(n) };

/** The index of the prize a draw lands on, by the table's weights. */
export function drawOutcome(table: GameTable, draw: Draw): number {
  const total = table.weights.reduce((s, w) => s + w, 0);
  let r = draw.below(total);
  for (let i = 0; i < table.weights.length; i++) {
    r -= table.weights[i] as number;
    if (r < 0) return i;
  }
  return table.weights.length - 1;
}

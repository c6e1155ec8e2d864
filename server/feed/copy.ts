import type { Game, Market } from './types';

// Copies of runtime objects for what the feed hands out (snapshots, events): the runtime keeps
// mutating its own.

export function copyGame(g: Game): Game {
  return {
    ...g,
    opponents: [{ ...g.opponents[0] }, { ...g.opponents[1] }],
    score: [g.score[0], g.score[1]],
  };
}

export function copyMarket(m: Market): Market {
  return {
    ...m,
    name: { ...m.name },
    exactScore: m.exactScore ? [m.exactScore[0], m.exactScore[1]] : null,
  };
}

// Keno: the player picks 1 to 10 of 80 numbers, 20 are drawn (the fair draw); the paytable
// gives, per number of picks, the multiplier of the stake for each number of hits. The RTP of
// each pick count is exact (hypergeometric): kenoRtp(picks).
import { KENO_DRAWS, KENO_BALLS } from '@site/betting';

/** KENO_PAYTABLE[picks][hits]: the multiplier of the stake, in hundredths. */
export const KENO_PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 384],
  2: [0, 100, 960],
  3: [0, 0, 300, 3900],
  4: [0, 0, 180, 620, 9800],
  5: [0, 0, 110, 340, 1300, 33500],
  6: [0, 0, 50, 200, 800, 6000, 100300],
  7: [0, 0, 60, 110, 460, 2200, 11000, 220000],
  8: [0, 0, 0, 110, 350, 1100, 5700, 45400, 567000],
  9: [0, 0, 0, 110, 230, 560, 2300, 11300, 112800, 1128500],
  10: [0, 0, 0, 50, 170, 440, 1600, 6500, 32500, 270800, 1083200],
};

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** P(hits | picks): hypergeometric, 20 drawn of 80. */
export function kenoHitProbability(picks: number, hits: number): number {
  return (choose(KENO_DRAWS, hits) * choose(KENO_BALLS - KENO_DRAWS, picks - hits)) / choose(KENO_BALLS, picks);
}

/** The exact RTP of a pick count, as a fraction. */
export function exactKenoRtp(picks: number): number {
  return KENO_PAYTABLE[picks]!.reduce((sum, m, hits) => sum + (kenoHitProbability(picks, hits) * m) / 100, 0);
}

/** The published RTP of each pick count, percent (0.01). */
export const kenoRtp = (picks: number): number => Math.round(exactKenoRtp(picks) * 10_000) / 100;

export function playKeno(drawn: readonly number[], picks: readonly number[], stakeMinor: number) {
  const set = new Set(drawn);
  const hits = picks.filter((n) => set.has(n)).sort((a, b) => a - b);
  const m = KENO_PAYTABLE[picks.length]![hits.length]!;
  return { hits, winMinor: Math.floor((stakeMinor * m) / 100), multiplier: m / 100 };
}

import { binomialCoefficient } from './odds-math';
import { fromTable, poisson, type CountDistribution } from './count-distribution';
import type { Rng } from './prng';
import type { LineSet } from './sports';
import type { LocalizedName } from './types';

// The first map's statistic of an esports game: total rounds (CS2, Valorant) or total kills
// (Dota 2, LoL). One distribution both prices the "Map 1: total" markets and draws the value
// the game plays out, so the prices are fair by construction.

export type MapStat =
  | {
      kind: 'rounds';
      /** Rounds a side needs to win the map in regulation (13 in CS2 and Valorant). */
      roundsToWin: number;
      /** Rounds an overtime adds when regulation ends level (one overtime, decided 4:2). */
      overtimeRounds: number;
      lines: LineSet;
      unit: LocalizedName;
    }
  | { kind: 'kills'; mean: number; lines: LineSet; unit: LocalizedName };

const half = 0.5;

/** Total rounds of a map of evenly matched sides: the winner's N plus the loser's 0..N-2, or overtime. */
function roundsDistribution(roundsToWin: number, overtimeRounds: number): CountDistribution {
  const n = roundsToWin;
  const regulationMax = 2 * n - 2; // the loser stops at n - 2 before a level n - 1 : n - 1
  const total = regulationMax + overtimeRounds;
  const pmf = new Float64Array(total - n + 1);
  let decided = 0;
  for (let loser = 0; loser <= n - 2; loser++) {
    // either side wins the last round after winning n - 1 of the first n - 1 + loser
    const p = 2 * binomialCoefficient(n - 1 + loser, loser) * half ** (n + loser);
    pmf[loser] = p;
    decided += p;
  }
  pmf[total - n] = 1 - decided;
  return fromTable(n, pmf);
}

export function mapStatDistribution(stat: MapStat): CountDistribution {
  return stat.kind === 'rounds' ? roundsDistribution(stat.roundsToWin, stat.overtimeRounds) : poisson(stat.mean);
}

/** The value the map plays out: an inverse-CDF draw from the same distribution. */
export function drawMapStat(rng: Rng, stat: MapStat): number {
  const dist = mapStatDistribution(stat);
  const table = dist.table;
  if (!table) throw new Error('map statistic: the distribution has no table');
  const u = rng();
  let cum = 0;
  for (let i = 0; i < table.pmf.length; i++) {
    cum += table.pmf[i] ?? 0;
    if (u < cum) return table.offset + i;
  }
  return table.offset + table.pmf.length - 1;
}

/** The central line of the "Map 1: total" markets: just above the distribution's median. */
export function mapStatCenter(stat: MapStat): number {
  const dist = mapStatDistribution(stat);
  let k = dist.table?.offset ?? 0;
  while (dist.cdf(k) < 0.5) k++;
  return k + 0.5;
}

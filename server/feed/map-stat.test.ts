import { drawMapStat, mapStatCenter, mapStatDistribution, type MapStat } from './map-stat';
import { mulberry32 } from './prng';
import { settleMarket } from './settlement';
import { T } from './market-types';
import { ROUNDS } from './market-names';
import { sameInAll } from './localized';

const rounds: MapStat = {
  kind: 'rounds',
  roundsToWin: 13,
  overtimeRounds: 6,
  lines: { step: 1, count: 2 },
  unit: ROUNDS,
};
const kills: MapStat = { kind: 'kills', mean: 27, lines: { step: 4, count: 2 }, unit: sameInAll('kills') };

test('a CS2 map lasts 13 to 24 rounds, or 30 after an overtime; the probabilities add up to one', () => {
  const dist = mapStatDistribution(rounds);
  expect(dist.pmf(12)).toBe(0);
  expect(dist.pmf(13)).toBeCloseTo(2 * 0.5 ** 13, 12);
  expect(dist.pmf(25)).toBe(0);
  expect(dist.pmf(30)).toBeGreaterThan(0);
  expect(dist.cdf(30)).toBeCloseTo(1, 12);
  expect(mapStatCenter(rounds)).toBe(22.5);
  expect(mapStatCenter(kills)).toBe(27.5);
});

test('the drawn totals follow the distribution the markets are priced from', () => {
  for (const stat of [rounds, kills]) {
    const dist = mapStatDistribution(stat);
    const rng = mulberry32(42);
    const n = 20_000;
    const line = mapStatCenter(stat);
    let over = 0;
    for (let i = 0; i < n; i++) if (drawMapStat(rng, stat) > line) over++;
    // the fair price of "over the central line" against how often it happened (4 sigma)
    const p = 1 - dist.cdf(Math.floor(line));
    expect(Math.abs(over / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  }
});

test('"Map 1" markets settle on the first map\'s total and cannot settle without it', () => {
  const market = (typeId: number, line: number) => ({ typeId, line, exactScore: null, sportId: 13 });
  expect(settleMarket(market(T.map1TotalOver, 22.5), { score: [2, 1], clock: 0, map1Total: 24 })).toBe('win');
  expect(settleMarket(market(T.map1TotalUnder, 22.5), { score: [2, 1], clock: 0, map1Total: 24 })).toBe('lose');
  expect(settleMarket(market(T.map1TotalUnder, 22.5), { score: [0, 2], clock: 0, map1Total: 16 })).toBe('win');
  expect(() => settleMarket(market(T.map1TotalOver, 22.5), { score: [2, 0], clock: 0 })).toThrow(/first map/);
});

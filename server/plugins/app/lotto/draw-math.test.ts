import { LOTTO_GAMES } from '@site/api/contracts';
import { countMatches, drawNumbers, newSeed, nextSlot, prizeMinor, seedHash, validNumbers } from './draw-math';

const [g645, g536] = LOTTO_GAMES as [(typeof LOTTO_GAMES)[number], (typeof LOTTO_GAMES)[number]];

test('a seed gives the same numbers every time: pick distinct numbers within 1..of, ascending', () => {
  const { seed, seedHash: hash } = newSeed();
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  expect(seedHash(seed)).toBe(hash);
  const a = drawNumbers(seed, 6, 45);
  expect(drawNumbers(seed, 6, 45)).toEqual(a);
  expect(new Set(a).size).toBe(6);
  expect(a.every((n) => n >= 1 && n <= 45)).toBe(true);
  expect([...a].sort((x, y) => x - y)).toEqual(a);
});

test('every number can be drawn (no number is left out by the mapping)', () => {
  const seen = new Set<number>();
  for (let i = 0; i < 200; i++) for (const n of drawNumbers(newSeed().seed, 5, 36)) seen.add(n);
  expect(seen.size).toBe(36);
});

test('tickets are checked, matched and paid by tiers', () => {
  expect(validNumbers([1, 2, 3, 4, 5, 45], g645)).toBe(true);
  expect(validNumbers([1, 2, 3, 4, 5, 46], g645)).toBe(false);
  expect(validNumbers([1, 1, 3, 4, 5, 6], g645)).toBe(false);
  expect(validNumbers([1, 2, 3, 4, 5], g645)).toBe(false);
  expect(countMatches([1, 2, 3, 4, 5], [2, 3, 9, 10, 11])).toBe(2);
  expect(prizeMinor(g536, 2, 5000)).toBe(5000);
  expect(prizeMinor(g536, 1, 5000)).toBe(0);
  expect(prizeMinor(g645, 6, 100)).toBe(10_000_000);
});

test('draws fall on the game minute marks, strictly after now', () => {
  const t = Date.UTC(2030, 0, 1, 10, 0);
  expect(nextSlot(g645, t)).toBe(t + 15 * 60_000);
  expect(nextSlot(g645, t + 1)).toBe(t + 15 * 60_000);
  expect(nextSlot(g536, t + 10 * 60_000 - 1)).toBe(t + 10 * 60_000);
});

import { bestCorrect, correctCounts, sharePool, type TotoResult } from './toto-math';

const results = (s: string) => s.split('') as TotoResult[];

test('a single combination has exactly its number of correct results', () => {
  const picks = '111111111111111'.split('');
  const counts = correctCounts(picks, results('111111111111XX2'));
  expect(counts[12]).toBe(1);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
  expect(bestCorrect(counts)).toBe(12);
});

test('several picks: every combination counted once, by its correct results', () => {
  // event 1 "1X" (result 1), event 2 "X2" (result 1), the rest right: 4 combinations
  const picks = ['1X', 'X2', ...'1111111111111'.split('')];
  const counts = correctCounts(picks, results('111111111111111'));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
  expect(counts[14]).toBe(2);
  expect(counts[13]).toBe(2);
  expect(counts[15]).toBe(0);
  // a void event makes every pick right
  const voided = correctCounts(picks, ['void', ...results('11111111111111')]);
  expect(voided[14]).toBe(4);
  expect(voided[13]).toBe(0);
});

test('the pool is shared by tiers, the rounding and the tiers nobody won carry over', () => {
  // stakes 1000.00, margin 15%: pool 850.00; 15 correct: 340.00 + jackpot 10.00; 14: 212.50
  const share = sharePool(100_000, 1_000, 0.15, [
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
    [1],
  ]);
  expect(share.pool).toBe(85_000);
  expect(share.tiers).toEqual([
    { correct: 15, winners: 1, perCombination: 35_000 },
    { correct: 14, winners: 3, perCombination: 7_083 },
    { correct: 13, winners: 0, perCombination: 0 },
    { correct: 12, winners: 0, perCombination: 0 },
  ]);
  expect(share.wins).toEqual([35_000, 14_166, 7_083, 0]);
  expect(share.carry).toBe(85_000 + 1_000 - 35_000 - 21_249);
});

test('no winners at all: the whole pool and the jackpot carry over', () => {
  const share = sharePool(5_000, 700, 0.15, [[1]]);
  expect(share.wins).toEqual([0]);
  expect(share.carry).toBe(4_250 + 700);
});

import { manualOutcome, parseManualResult } from './manual-result';

const market = (typeId: number, line: number | null = null) => ({ typeId, line, exactScore: null, sportId: 13 });

test("an operator's final score settles what a score decides; an esports map-1 total it cannot know is void", () => {
  const result = parseManualResult('2:1')!;
  expect(manualOutcome(market(9), result, 0)).toBe('win');
  expect(manualOutcome(market(11, 2.5), result, 0)).toBe('win');
  expect(manualOutcome(market(28, 22.5), result, 0)).toBe('void');
  expect(manualOutcome(market(29, 22.5), result, 0)).toBe('void');
});

test('home/draw/away settle the match-result markets only; void settles everything void; garbage is refused', () => {
  expect(manualOutcome(market(10), parseManualResult('away')!, 0)).toBe('win');
  expect(manualOutcome(market(11, 2.5), parseManualResult('away')!, 0)).toBe('void');
  expect(manualOutcome(market(9), parseManualResult('void')!, 0)).toBe('void');
  expect(parseManualResult('2-1')).toBeNull();
  expect(parseManualResult('1000:1')).toBeNull();
});

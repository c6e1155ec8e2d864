import { groupByDay, matchMinute } from './match-time';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const at = (iso: string) => Date.parse(iso);

test('the match minute counts from kick-off, the first minute being 1', () => {
  expect(matchMinute(at('2026-11-25T10:00:00Z'), at('2026-11-25T10:00:10Z'))).toBe(1);
  expect(matchMinute(at('2026-11-25T10:00:00Z'), at('2026-11-25T10:36:59Z'))).toBe(37);
  expect(matchMinute(at('2026-11-25T10:00:00Z'), at('2026-11-25T09:59:00Z'))).toBe(1);
});

test('games group by calendar day in their order: today, tomorrow, then dates', () => {
  const now = at('2026-11-25T22:00:00Z');
  const games = ['2026-11-25T23:00:00Z', '2026-11-26T00:30:00Z', '2026-11-26T20:00:00Z', '2026-11-28T10:00:00Z'].map(at);
  const groups = groupByDay(games, (t) => t, now, day);
  expect(groups.map((g) => [g.day, g.label, g.items.length])).toEqual([
    ['2026-11-25', 'today', 1],
    ['2026-11-26', 'tomorrow', 2],
    ['2026-11-28', null, 1],
  ]);
});

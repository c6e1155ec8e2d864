import { form, standings } from './standings';

const games = [
  { home: 'A', away: 'B', score: [2, 0] as const },
  { home: 'B', away: 'C', score: [1, 1] as const },
  { home: 'C', away: 'A', score: [3, 1] as const },
  { home: 'A', away: 'C', score: [0, 0] as const },
];

test('standings: 3 points a win, 1 a draw; ties broken by goal difference, then goals', () => {
  expect(standings(games)).toEqual([
    { team: 'C', played: 3, won: 1, drawn: 2, lost: 0, scored: 4, conceded: 2, points: 5 },
    { team: 'A', played: 3, won: 1, drawn: 1, lost: 1, scored: 3, conceded: 3, points: 4 },
    { team: 'B', played: 2, won: 0, drawn: 1, lost: 1, scored: 1, conceded: 3, points: 1 },
  ]);
});

test('form: each game of the side, from its point of view', () => {
  expect(form('A', games)).toEqual(['W', 'L', 'D']);
  expect(form('B', games)).toEqual(['L', 'D']);
  expect(form('Z', games)).toEqual([]);
});

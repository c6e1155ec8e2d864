import { isDecided } from './decided';

const m = (typeId: number, line: number | null, name = '') => ({ typeId, line, name });

test('totals, team totals and both-to-score are decided once the score passes them; results never are', () => {
  expect(isDecided(m(11, 0.5), [1, 0])).toBe(true);
  expect(isDecided(m(12, 0.5), [0, 1])).toBe(true);
  expect(isDecided(m(11, 2.5), [1, 1])).toBe(false);
  expect(isDecided(m(15, 1.5), [1, 3])).toBe(false);
  expect(isDecided(m(17, 1.5), [1, 2])).toBe(true);
  expect(isDecided(m(19, null), [1, 1])).toBe(true);
  expect(isDecided(m(19, null), [2, 0])).toBe(false);
  expect(isDecided(m(1, null), [5, 0])).toBe(false);
});

test('a correct score is gone once either side has more; "other" once a side passes the maximum', () => {
  expect(isDecided(m(21, null, 'Correct score 1:0'), [1, 0])).toBe(false);
  expect(isDecided(m(21, null, 'Точный счёт 1:0'), [1, 1])).toBe(true);
  expect(isDecided(m(21, null, 'Correct score 2:2'), [1, 0])).toBe(false);
  expect(isDecided(m(22, 4, 'Correct score: other'), [5, 0])).toBe(true);
  expect(isDecided(m(22, 4, 'Correct score: other'), [4, 4])).toBe(false);
});

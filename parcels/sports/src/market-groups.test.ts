import type { MarketDetail } from '@site/api';
import { marketSections, sectionOf } from './market-groups';

const m = (id: number, group: string): MarketDetail => ({ id, typeId: 1, name: String(id), coef: 2, isBlocked: false, kind: 'main', group, line: null, isDepend: false, isBannedExpress: false });

test('group keys go under their headings, headings in the book order, markets in the feed order', () => {
  const sections = marketSections([m(1, 'total:2.5'), m(2, '1x2'), m(3, 'correct-score'), m(4, 'total:3.5'), m(5, 'handicap:-1.5'), m(6, 'home-total:1.5'), m(7, 'away-total:0.5'), m(8, 'mystery')]);
  expect(sections.map((s) => [s.section, s.markets.map((x) => x.id)])).toEqual([
    ['result', [2]],
    ['totals', [1, 4]],
    ['handicaps', [5]],
    ['team-totals', [6, 7]],
    ['correct-score', [3]],
    ['more', [8]],
  ]);
  expect(sectionOf('winner')).toBe('result');
  expect(sectionOf('rounds:2.5')).toBe('rounds');
});

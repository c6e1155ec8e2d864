import { T } from './market-types';
import { settleMarket } from './settlement';
import type { Outcome, Score } from './types';

const FOOTBALL = 1;
const MMA = 10;

const cases: [string, number, number | null, Score | null, Score, Outcome][] = [
  ['1 on a home win', T.home, null, null, [2, 1], 'win'],
  ['1 on a draw', T.home, null, null, [1, 1], 'lose'],
  ['X on a draw', T.draw, null, null, [0, 0], 'win'],
  ['2 on an away win', T.away, null, null, [0, 3], 'win'],
  ['1X on a draw', T.homeOrDraw, null, null, [1, 1], 'win'],
  ['12 on a draw', T.homeOrAway, null, null, [1, 1], 'lose'],
  ['X2 on a home win', T.drawOrAway, null, null, [1, 0], 'lose'],
  ['over 2.5 with 3 goals', T.totalOver, 2.5, null, [2, 1], 'win'],
  ['under 2.5 with 3 goals', T.totalUnder, 2.5, null, [2, 1], 'lose'],
  ['over 3 with 3 goals is a push', T.totalOver, 3, null, [2, 1], 'void'],
  ['under 3 with 3 goals is a push', T.totalUnder, 3, null, [1, 2], 'void'],
  ['handicap 1 (-1.5) winning by 2', T.handicapHome, -1.5, null, [3, 1], 'win'],
  ['handicap 1 (-1.5) winning by 1', T.handicapHome, -1.5, null, [2, 1], 'lose'],
  ['handicap 2 (+1.5) losing by 1', T.handicapAway, 1.5, null, [2, 1], 'win'],
  ['handicap 1 (0) on a draw is void', T.handicapHome, 0, null, [1, 1], 'void'],
  ['handicap 2 (-1) winning by 1 is void', T.handicapAway, -1, null, [0, 1], 'void'],
  ['team 1 over 1.5 with 2', T.homeTotalOver, 1.5, null, [2, 0], 'win'],
  ['team 2 under 0.5 with 0', T.awayTotalUnder, 0.5, null, [2, 0], 'win'],
  ['both score yes', T.bothScoreYes, null, null, [1, 1], 'win'],
  ['both score no', T.bothScoreNo, null, null, [1, 0], 'win'],
  ['correct score hit', T.correctScore, null, [2, 1], [2, 1], 'win'],
  ['correct score miss', T.correctScore, null, [1, 2], [2, 1], 'lose'],
  ['correct score other beyond the grid', T.correctScoreOther, 4, null, [5, 0], 'win'],
  ['correct score other inside the grid', T.correctScoreOther, 4, null, [4, 4], 'lose'],
  ['winner 2-way', T.winnerHome, null, null, [3, 2], 'win'],
  ['winner 2-way on a tie is void', T.winnerAway, null, null, [1, 1], 'void'],
];

describe('settleMarket', () => {
  it.each(cases)('%s', (_name, typeId, line, exactScore, score, outcome) => {
    expect(settleMarket({ typeId, line, exactScore, sportId: FOOTBALL }, { score, clock: 5400 })).toBe(outcome);
  });

  it('settles fight rounds and distance on the final clock', () => {
    const fight = (typeId: number, line: number | null, clock: number): Outcome =>
      settleMarket({ typeId, line, exactScore: null, sportId: MMA }, { score: [1, 0], clock });
    expect(fight(T.distanceYes, null, 900)).toBe('win');
    expect(fight(T.distanceYes, null, 899)).toBe('lose');
    expect(fight(T.distanceNo, null, 120)).toBe('win');
    expect(fight(T.roundsOver, 1.5, 451)).toBe('win'); // past the middle of round 2
    expect(fight(T.roundsOver, 1.5, 449)).toBe('lose');
    expect(fight(T.roundsUnder, 2.5, 600)).toBe('win');
  });

  it('refuses fight markets on a sport without rounds', () => {
    expect(() =>
      settleMarket(
        {
          typeId: T.distanceYes,
          line: null,
          exactScore: null,
          sportId: FOOTBALL,
        },
        { score: [1, 0], clock: 0 },
      ),
    ).toThrow(/fight/);
  });
});

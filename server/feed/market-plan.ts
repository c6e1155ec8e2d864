import { T, type MarketTypeId } from './market-types';
import { mapStatCenter } from './map-stat';
import type { FightModel, LineSet, PoissonModel, SetsModel } from './sports';
import type { Score } from './types';

/** One selection to offer, before it gets an id and a price. Groups are contiguous. */
export interface MarketSpec {
  typeId: MarketTypeId;
  group: string;
  line: number | null;
  exactScore: Score | null;
}

// `|| 0` turns -0 into 0, so a level handicap reads "0" and compares equal.
const tidy = (x: number): number => Math.round(x * 100) / 100 || 0;

function lines(center: number, set: LineSet): number[] {
  const out: number[] = [];
  for (let i = -set.count; i <= set.count; i++) {
    const l = tidy(center + i * set.step);
    if (l > 0) out.push(l);
  }
  return out;
}

function handicapLines(center: number, set: LineSet): number[] {
  const out: number[] = [];
  for (let i = -set.count; i <= set.count; i++) out.push(tidy(center + i * set.step));
  return out;
}

const pair = (group: string, a: MarketTypeId, b: MarketTypeId, line: number | null): MarketSpec[] => [
  { typeId: a, group, line, exactScore: null },
  { typeId: b, group, line, exactScore: null },
];

/** Lines sit around the game's own expectation, so every game gets a balanced central line. */
export function poissonPlan(model: PoissonModel, lambdaHome: number, lambdaAway: number): MarketSpec[] {
  const specs: MarketSpec[] = [];
  if (model.draws) {
    specs.push(
      { typeId: T.home, group: '1x2', line: null, exactScore: null },
      { typeId: T.draw, group: '1x2', line: null, exactScore: null },
      { typeId: T.away, group: '1x2', line: null, exactScore: null },
    );
    if (model.doubleChance) {
      for (const typeId of [T.homeOrDraw, T.homeOrAway, T.drawOrAway] as const) {
        specs.push({
          typeId,
          group: 'double-chance',
          line: null,
          exactScore: null,
        });
      }
    }
  } else {
    specs.push(...pair('winner', T.winnerHome, T.winnerAway, null));
  }
  for (const l of lines(Math.floor(lambdaHome + lambdaAway) + 0.5, model.totals)) {
    specs.push(...pair(`total:${l}`, T.totalOver, T.totalUnder, l));
  }
  const hcpCenter = -(Math.floor(lambdaHome - lambdaAway) + 0.5);
  for (const l of handicapLines(hcpCenter, model.handicaps)) {
    specs.push(
      {
        typeId: T.handicapHome,
        group: `handicap:${l}`,
        line: l,
        exactScore: null,
      },
      {
        typeId: T.handicapAway,
        group: `handicap:${l}`,
        line: tidy(-l),
        exactScore: null,
      },
    );
  }
  for (const l of lines(Math.floor(lambdaHome) + 0.5, model.teamTotals)) {
    specs.push(...pair(`home-total:${l}`, T.homeTotalOver, T.homeTotalUnder, l));
  }
  for (const l of lines(Math.floor(lambdaAway) + 0.5, model.teamTotals)) {
    specs.push(...pair(`away-total:${l}`, T.awayTotalOver, T.awayTotalUnder, l));
  }
  if (model.bothScore) specs.push(...pair('both-score', T.bothScoreYes, T.bothScoreNo, null));
  const max = model.correctScoreMax;
  if (max !== null) {
    for (let h = 0; h <= max; h++) {
      for (let a = 0; a <= max; a++) {
        specs.push({
          typeId: T.correctScore,
          group: 'correct-score',
          line: null,
          exactScore: [h, a],
        });
      }
    }
    specs.push({
      typeId: T.correctScoreOther,
      group: 'correct-score',
      line: max,
      exactScore: null,
    });
  }
  return specs;
}

/** Every final score of a best-of-(2N-1), home wins first. */
export function setFinals(setsToWin: number): Score[] {
  const finals: Score[] = [];
  for (let j = 0; j < setsToWin; j++) finals.push([setsToWin, j]);
  for (let j = setsToWin - 1; j >= 0; j--) finals.push([j, setsToWin]);
  return finals;
}

export function setsPlan(model: SetsModel): MarketSpec[] {
  const n = model.setsToWin;
  const specs: MarketSpec[] = pair('winner', T.winnerHome, T.winnerAway, null);
  for (let k = 1; k < n; k++) {
    const l = k + 0.5;
    specs.push(
      {
        typeId: T.handicapHome,
        group: `handicap:${-l}`,
        line: -l,
        exactScore: null,
      },
      {
        typeId: T.handicapAway,
        group: `handicap:${-l}`,
        line: l,
        exactScore: null,
      },
      {
        typeId: T.handicapHome,
        group: `handicap:${l}`,
        line: l,
        exactScore: null,
      },
      {
        typeId: T.handicapAway,
        group: `handicap:${l}`,
        line: -l,
        exactScore: null,
      },
    );
  }
  for (let total = n; total < 2 * n - 1; total++) {
    const l = total + 0.5;
    specs.push(...pair(`total:${l}`, T.totalOver, T.totalUnder, l));
  }
  for (const score of setFinals(n)) {
    specs.push({
      typeId: T.correctScore,
      group: 'correct-score',
      line: null,
      exactScore: score,
    });
  }
  if (model.mapStat) {
    for (const l of lines(mapStatCenter(model.mapStat), model.mapStat.lines)) {
      specs.push(...pair(`map1-total:${l}`, T.map1TotalOver, T.map1TotalUnder, l));
    }
  }
  return specs;
}

export function fightPlan(model: FightModel): MarketSpec[] {
  const specs: MarketSpec[] = pair('winner', T.winnerHome, T.winnerAway, null);
  for (let r = 1; r < model.rounds; r++) {
    const l = r + 0.5;
    specs.push(...pair(`rounds:${l}`, T.roundsOver, T.roundsUnder, l));
  }
  specs.push(...pair('distance', T.distanceYes, T.distanceNo, null));
  return specs;
}

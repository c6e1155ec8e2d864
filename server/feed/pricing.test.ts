import { fightPlan, poissonPlan, setsPlan, type MarketSpec } from './market-plan';
import { T } from './market-types';
import { overround } from './odds-math';
import { fairProbabilities, priceMarkets, type GameParams, type PricingState } from './pricing';
import { sportById, type FightModel, type PoissonModel, type SetsModel } from './sports';
import type { Score } from './types';

const football = sportById(1);
const basketball = sportById(3);
const tennis = sportById(4);
const mma = sportById(10);
const footballModel = football.model as PoissonModel;
const params: GameParams = { lambdaHome: 1.5, lambdaAway: 1.1, pHome: 0.5 };
const specs = poissonPlan(footballModel, params.lambdaHome, params.lambdaAway);
const state = (score: Score, elapsedMs = 0, bias = 0): PricingState => ({
  score,
  elapsedMs,
  bias,
});
const MIN = 60_000;

function coefOf(list: readonly MarketSpec[], coefs: number[], typeId: number, line: number | null = null): number {
  const i = list.findIndex((s) => s.typeId === typeId && s.line === line);
  if (i < 0) throw new Error(`no market ${typeId} ${line}`);
  return coefs[i] ?? NaN;
}

function groupSums(list: readonly MarketSpec[], fair: Float64Array): Map<string, number> {
  const sums = new Map<string, number>();
  list.forEach((s, i) => sums.set(s.group, (sums.get(s.group) ?? 0) + (fair[i] ?? 0)));
  return sums;
}

describe('pricing: Poisson sports', () => {
  it('gives complete groups fair probabilities summing to 1 (or less by the push on whole lines)', () => {
    const fair = fairProbabilities(football, params, state([0, 0]), specs);
    for (const [group, sum] of groupSums(specs, fair)) {
      if (group === 'double-chance') expect(sum).toBeCloseTo(2, 6);
      else if (/:-?\d+$/.test(group)) expect(sum).toBeLessThanOrEqual(1 + 1e-9);
      else expect(sum).toBeCloseTo(1, 6);
    }
  });

  it('favours the stronger side', () => {
    const { coefs } = priceMarkets(football, params, state([0, 0]), specs, 0.06);
    expect(coefOf(specs, coefs, T.home)).toBeLessThan(coefOf(specs, coefs, T.away));
  });

  it('puts a 1X2 overround close to the margin', () => {
    const { coefs } = priceMarkets(football, params, state([0, 0]), specs, 0.06);
    expect(overround(coefs.slice(0, 3))).toBeCloseTo(0.06, 2);
  });

  it('shortens the scorer after a goal', () => {
    const before = priceMarkets(football, params, state([0, 0], 30 * MIN), specs, 0.06).coefs;
    const homeGoal = priceMarkets(football, params, state([1, 0], 30 * MIN), specs, 0.06).coefs;
    const awayGoal = priceMarkets(football, params, state([0, 1], 30 * MIN), specs, 0.06).coefs;
    expect(coefOf(specs, homeGoal, T.home)).toBeLessThan(coefOf(specs, before, T.home));
    expect(coefOf(specs, awayGoal, T.away)).toBeLessThan(coefOf(specs, before, T.away));
    expect(coefOf(specs, homeGoal, T.totalOver, 2.5)).toBeLessThan(coefOf(specs, before, T.totalOver, 2.5));
  });

  it('drifts unders shorter and the draw shorter as a goalless game runs down', () => {
    const early = priceMarkets(football, params, state([0, 0], 10 * MIN), specs, 0.06).coefs;
    const late = priceMarkets(football, params, state([0, 0], 80 * MIN), specs, 0.06).coefs;
    expect(coefOf(specs, late, T.totalUnder, 2.5)).toBeLessThan(coefOf(specs, early, T.totalUnder, 2.5));
    expect(coefOf(specs, late, T.draw)).toBeLessThan(coefOf(specs, early, T.draw));
  });

  it('closes selections that the score has already decided', () => {
    const { open } = priceMarkets(football, params, state([2, 1], 20 * MIN), specs, 0.06);
    const at = (typeId: number, line: number | null): boolean =>
      open[specs.findIndex((s) => s.typeId === typeId && s.line === line)] ?? true;
    expect(at(T.totalOver, 2.5)).toBe(false); // already 3 goals
    expect(at(T.totalUnder, 2.5)).toBe(false);
    expect(at(T.totalOver, 4.5)).toBe(true);
    const cs = specs.findIndex((s) => s.typeId === T.correctScore && s.exactScore?.[0] === 0 && s.exactScore[1] === 0);
    expect(open[cs]).toBe(false);
  });

  it('moves with the in-play bias towards the side it favours', () => {
    const neutral = priceMarkets(football, params, state([0, 0], 10 * MIN, 0), specs, 0.06).coefs;
    const homeward = priceMarkets(football, params, state([0, 0], 10 * MIN, 0.2), specs, 0.06).coefs;
    expect(coefOf(specs, homeward, T.home)).toBeLessThan(coefOf(specs, neutral, T.home));
  });

  it('prices high-scoring sports (normal approximation) with balanced central lines', () => {
    const bParams: GameParams = {
      lambdaHome: 106,
      lambdaAway: 104,
      pHome: 0.5,
    };
    const bSpecs = poissonPlan(basketball.model as PoissonModel, bParams.lambdaHome, bParams.lambdaAway);
    const { coefs } = priceMarkets(basketball, bParams, state([0, 0]), bSpecs, 0.06);
    const over = coefOf(bSpecs, coefs, T.totalOver, 210.5);
    expect(over).toBeGreaterThan(1.7);
    expect(over).toBeLessThan(2.1);
    expect(overround([coefOf(bSpecs, coefs, T.winnerHome), coefOf(bSpecs, coefs, T.winnerAway)])).toBeCloseTo(0.06, 2);
  });
});

describe('pricing: sets and fights', () => {
  const tSpecs = setsPlan(tennis.model as SetsModel);
  const tParams: GameParams = { lambdaHome: 0, lambdaAway: 0, pHome: 0.6 };

  it('derives every set market from the same final-score distribution', () => {
    const fair = fairProbabilities(tennis, tParams, state([0, 0]), tSpecs);
    const p = 0.6;
    const win = p * p + 2 * p * p * (1 - p);
    expect(fair[tSpecs.findIndex((s) => s.typeId === T.winnerHome)]).toBeCloseTo(win, 9);
    for (const sum of groupSums(tSpecs, fair).values()) expect(sum).toBeCloseTo(1, 9);
  });

  it('reacts to a won set', () => {
    const before = priceMarkets(tennis, tParams, state([0, 0]), tSpecs, 0.06).coefs;
    const after = priceMarkets(tennis, tParams, state([0, 1]), tSpecs, 0.06).coefs;
    expect(coefOf(tSpecs, after, T.winnerAway)).toBeLessThan(coefOf(tSpecs, before, T.winnerAway));
  });

  it('shortens "goes the distance" as a fight survives', () => {
    const fSpecs = fightPlan(mma.model as FightModel);
    const fParams: GameParams = { lambdaHome: 0, lambdaAway: 0, pHome: 0.55 };
    const early = priceMarkets(mma, fParams, state([0, 0], 0), fSpecs, 0.06).coefs;
    const late = priceMarkets(mma, fParams, state([0, 0], 12 * MIN), fSpecs, 0.06).coefs;
    expect(coefOf(fSpecs, late, T.distanceYes)).toBeLessThan(coefOf(fSpecs, early, T.distanceYes));
    const { open } = priceMarkets(mma, fParams, state([0, 0], 8 * MIN), fSpecs, 0.06);
    expect(open[fSpecs.findIndex((s) => s.typeId === T.roundsOver && s.line === 1.5)]).toBe(false); // already past 1.5 rounds
  });
});

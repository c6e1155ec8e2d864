import { difference, normalCount, poisson, type CountDistribution } from './count-distribution';
import { mapStatDistribution } from './map-stat';
import { setFinals, type MarketSpec } from './market-plan';
import { T, marketTypeInfo } from './market-types';
import { applyMarginInPlace, binomialCoefficient, coefFromProbability, logistic, logit } from './odds-math';
import { settleMarket } from './settlement';
import type { FightModel, PoissonModel, SetsModel, SportDef } from './sports';
import type { Score } from './types';

/** A game's true strength, fixed at generation. */
export interface GameParams {
  /** Poisson sports: expected points of each side over the whole game. */
  lambdaHome: number;
  lambdaAway: number;
  /** Set sports: home's chance to win a set; fights: home's chance to win. */
  pHome: number;
}

export interface PricingState {
  score: Score;
  elapsedMs: number;
  /** The book's in-play opinion drift: log-odds shift towards home (0 = the true strength). */
  bias: number;
  /** Esports: the first map's total once that map is over (its markets are then decided). */
  map1Total?: number | null;
}

/** Below or above these a selection is as good as settled, and a book suspends it. */
const MIN_OPEN_PROBABILITY = 0.0005;
const MAX_OPEN_PROBABILITY = 0.995;

export function varianceFactor(increments: readonly (readonly [number, number])[]): number {
  let w = 0;
  let m1 = 0;
  let m2 = 0;
  for (const [points, weight] of increments) {
    w += weight;
    m1 += points * weight;
    m2 += points * points * weight;
  }
  return m2 / w / (m1 / w);
}

/** Mean points per scoring event. */
export function meanIncrement(increments: readonly (readonly [number, number])[]): number {
  let w = 0;
  let m1 = 0;
  for (const [points, weight] of increments) {
    w += weight;
    m1 += points * weight;
  }
  return m1 / w;
}

const above = (d: CountDistribution, x: number): number => 1 - d.cdf(Math.floor(x));
const below = (d: CountDistribution, x: number): number => d.cdf(Math.ceil(x) - 1);

function poissonProbabilities(
  model: PoissonModel,
  params: GameParams,
  state: PricingState,
  specs: readonly MarketSpec[],
): Float64Array {
  const remaining = Math.max(0, 1 - state.elapsedMs / model.durationMs);
  const lh = params.lambdaHome * Math.exp(state.bias / 2);
  const la = params.lambdaAway * Math.exp(-state.bias / 2);
  const rh = lh * remaining;
  const ra = la * remaining;
  const vf = varianceFactor(model.increments);
  // Exact tables while they are small and the count really is Poisson; normal beyond.
  const exact = vf === 1 && rh + ra <= 120;
  const H = exact ? poisson(rh) : normalCount(rh, rh * vf);
  const A = exact ? poisson(ra) : normalCount(ra, ra * vf);
  const total = exact ? poisson(rh + ra) : normalCount(rh + ra, (rh + ra) * vf);
  const diff = difference(H, A, { mean: rh - ra, variance: (rh + ra) * vf });
  const [h, a] = state.score;
  const gap = a - h; // home must outscore away by more than this from now on
  const homeShare = lh / (lh + la);
  const out = new Float64Array(specs.length);
  specs.forEach((spec, i) => {
    const l = spec.line ?? 0;
    let p: number;
    switch (spec.typeId) {
      case T.home:
        p = above(diff, gap);
        break;
      case T.draw:
        p = diff.pmf(gap);
        break;
      case T.away:
        p = below(diff, gap);
        break;
      case T.homeOrDraw:
        p = 1 - below(diff, gap);
        break;
      case T.homeOrAway:
        p = 1 - diff.pmf(gap);
        break;
      case T.drawOrAway:
        p = 1 - above(diff, gap);
        break;
      case T.winnerHome:
        p = above(diff, gap) + homeShare * diff.pmf(gap);
        break;
      case T.winnerAway:
        p = below(diff, gap) + (1 - homeShare) * diff.pmf(gap);
        break;
      case T.totalOver:
        p = above(total, l - h - a);
        break;
      case T.totalUnder:
        p = below(total, l - h - a);
        break;
      case T.handicapHome:
        p = above(diff, gap - l);
        break;
      case T.handicapAway:
        p = below(diff, gap + l);
        break;
      case T.homeTotalOver:
        p = above(H, l - h);
        break;
      case T.homeTotalUnder:
        p = below(H, l - h);
        break;
      case T.awayTotalOver:
        p = above(A, l - a);
        break;
      case T.awayTotalUnder:
        p = below(A, l - a);
        break;
      case T.bothScoreYes:
      case T.bothScoreNo: {
        const yes = (h > 0 ? 1 : 1 - H.pmf(0)) * (a > 0 ? 1 : 1 - A.pmf(0));
        p = spec.typeId === T.bothScoreYes ? yes : 1 - yes;
        break;
      }
      case T.correctScore: {
        const s = spec.exactScore ?? [0, 0];
        p = H.pmf(s[0] - h) * A.pmf(s[1] - a);
        break;
      }
      case T.correctScoreOther:
        p = 1 - H.cdf(l - h) * A.cdf(l - a);
        break;
      default:
        throw new Error(`Market type ${spec.typeId} is not priced for ${model.type}`);
    }
    out[i] = Math.min(1, Math.max(0, p));
  });
  return out;
}

function setsProbabilities(
  sportId: number,
  model: SetsModel,
  params: GameParams,
  state: PricingState,
  specs: readonly MarketSpec[],
): Float64Array {
  const n = model.setsToWin;
  const p = logistic(logit(params.pHome) + state.bias);
  const q = 1 - p;
  const [h, a] = state.score;
  // P(final = f | score now): the remaining sets in any order, the last one won by the winner.
  const finals = setFinals(n).map((f): [Score, number] => {
    const [fh, fa] = f;
    if (h >= n || a >= n) return [f, fh === h && fa === a ? 1 : 0];
    if (fh < h || fa < a) return [f, 0];
    const homeWins = fh === n;
    const needW = (homeWins ? fh - h : fa - a) - 1;
    const other = homeWins ? fa - a : fh - h;
    return [
      f,
      binomialCoefficient(needW + other, other) * (homeWins ? p ** (needW + 1) * q ** other : q ** (needW + 1) * p ** other),
    ];
  });
  const map1 = model.mapStat ? mapStatDistribution(model.mapStat) : null;
  return Float64Array.from(specs, (spec) => {
    if (spec.typeId === T.map1TotalOver || spec.typeId === T.map1TotalUnder) {
      if (!map1) throw new Error(`Market type ${spec.typeId} needs a sport with a map statistic`);
      const known = state.map1Total;
      if (known !== undefined && known !== null) return settleMarket({ ...spec, sportId }, { score: state.score, clock: 0, map1Total: known }) === 'win' ? 1 : 0;
      const l = spec.line ?? 0;
      return spec.typeId === T.map1TotalOver ? 1 - map1.cdf(Math.floor(l)) : map1.cdf(Math.ceil(l) - 1);
    }
    let win = 0;
    for (const [score, prob] of finals) {
      if (prob > 0 && settleMarket({ ...spec, sportId }, { score, clock: 0 }) === 'win') win += prob;
    }
    return win;
  });
}

function fightProbabilities(
  model: FightModel,
  params: GameParams,
  state: PricingState,
  specs: readonly MarketSpec[],
): Float64Array {
  const p = logistic(logit(params.pHome) + state.bias);
  const e = state.elapsedMs;
  // A finish is a constant hazard; surviving to time t from now is exp(-(t - e) / mean).
  const lasts = (t: number): number => (e >= t ? 1 : Math.exp(-(t - e) / model.finishMeanMs));
  const distance = lasts(model.rounds * model.roundMs);
  return Float64Array.from(specs, (spec) => {
    switch (spec.typeId) {
      case T.winnerHome:
        return p;
      case T.winnerAway:
        return 1 - p;
      case T.roundsOver:
        return lasts((spec.line ?? 0) * model.roundMs);
      case T.roundsUnder:
        return 1 - lasts((spec.line ?? 0) * model.roundMs);
      case T.distanceYes:
        return distance;
      case T.distanceNo:
        return 1 - distance;
      default:
        throw new Error(`Market type ${spec.typeId} is not priced for fights`);
    }
  });
}

/** Fair win probabilities (push excluded) of each spec from the game's state. */
export function fairProbabilities(
  sport: SportDef,
  params: GameParams,
  state: PricingState,
  specs: readonly MarketSpec[],
): Float64Array {
  const model = sport.model;
  switch (model.type) {
    case 'poisson':
      return poissonProbabilities(model, params, state, specs);
    case 'sets':
      return setsProbabilities(sport.id, model, params, state, specs);
    case 'fight':
      return fightProbabilities(model, params, state, specs);
  }
}

export interface Prices {
  coefs: number[];
  /** False when the selection is as good as decided: the market must stay blocked. */
  open: boolean[];
}

/** Applies the margin group by group (specs of one group are contiguous). */
export function priceFromProbabilities(specs: readonly MarketSpec[], fair: Float64Array, margin: number): Prices {
  const coefs = new Array<number>(specs.length);
  const open = new Array<boolean>(specs.length);
  const work = new Float64Array(Math.max(2, specs.length));
  let start = 0;
  while (start < specs.length) {
    const group = specs[start]?.group;
    let end = start + 1;
    while (end < specs.length && specs[end]?.group === group) end++;
    if (marketTypeInfo(specs[start]?.typeId ?? 0).pricing === 'single') {
      for (let i = start; i < end; i++) {
        const p = fair[i] ?? 0;
        work[0] = p;
        work[1] = 1 - p;
        applyMarginInPlace(work, 0, 2, margin);
        coefs[i] = coefFromProbability(work[0] ?? 0);
        open[i] = p >= MIN_OPEN_PROBABILITY && p <= MAX_OPEN_PROBABILITY;
      }
    } else {
      let sum = 0;
      for (let i = start; i < end; i++) sum += fair[i] ?? 0;
      work.set(fair.subarray(start, end), start);
      applyMarginInPlace(work, start, end, margin);
      for (let i = start; i < end; i++) {
        const p = sum > 1e-9 ? (fair[i] ?? 0) / sum : 0;
        coefs[i] = coefFromProbability(work[i] ?? 0);
        open[i] = p >= MIN_OPEN_PROBABILITY && p <= MAX_OPEN_PROBABILITY;
      }
    }
    start = end;
  }
  return { coefs, open };
}

export function priceMarkets(
  sport: SportDef,
  params: GameParams,
  state: PricingState,
  specs: readonly MarketSpec[],
  margin: number,
): Prices {
  return priceFromProbabilities(specs, fairProbabilities(sport, params, state, specs), margin);
}

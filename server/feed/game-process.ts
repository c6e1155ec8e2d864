import type { MarketSpec } from './market-plan';
import { exponential, normal, pickWeighted, type Rng } from './prng';
import { drawMapStat } from './map-stat';
import { meanIncrement, priceMarkets, type GameParams } from './pricing';
import { settleMarket } from './settlement';
import type { SportDef } from './sports';
import type { FeedEvent, Game, Market } from './types';

// One game's life: kick-off, periods, scores, blocks around them, odds, the end and its
// results. Event-driven: every future moment (next score, next period, end, unblock) is a
// time stamp, so a game plays out the same however the caller slices time into ticks.

/** Live prices carry a little more margin than pre-match ones, as real books do. */
export const LIVE_MARGIN_EXTRA = 0.01;

export interface GameRuntime {
  game: Game;
  sport: SportDef;
  params: GameParams;
  margin: number;
  specs: MarketSpec[];
  markets: Market[];
  /** Drives scores only, so odds drift never changes how a game plays out. */
  playRng: Rng;
  /** Drives the book's opinion drift. */
  driftRng: Rng;
  /** Draws the first map's statistic (esports), apart from play so adding it changed no score. */
  statRng: Rng;
  /** The first map's total rounds or kills, once that map is over; null before (or no such stat). */
  map1Total: number | null;
  bias: number;
  nextScoreAt: number;
  nextPeriodAt: number;
  endAt: number;
  /** Feed time the game ended (Infinity until then): how long the simulator still holds it. */
  endedAt: number;
  blockedUntil: number;
  /** Set once the unblock at blockedUntil has been handled. */
  unblockPending: boolean;
}

export interface ProcessConfig {
  blockMs: number;
}

/** Where events go; null while a game is fast-forwarded silently at generation. */
export type Sink = ((event: FeedEvent) => void) | null;

const elapsedAt = (rt: GameRuntime, at: number): number => Math.max(0, at - rt.game.startTime);

function clockAt(rt: GameRuntime, at: number): number {
  const model = rt.sport.model;
  const elapsed = elapsedAt(rt, at);
  const capped =
    model.type === 'poisson'
      ? Math.min(elapsed, model.durationMs)
      : model.type === 'fight'
        ? Math.min(elapsed, model.rounds * model.roundMs)
        : elapsed;
  return Math.floor(capped / 1000);
}

function setDurationMs(rt: GameRuntime): number {
  const model = rt.sport.model;
  if (model.type !== 'sets') return Infinity;
  return Math.round(model.setMinMs + exponential(rt.playRng, model.setMeanMs - model.setMinMs));
}

/** Time to the next scoring event at the game's true strength; whole ms keep event times integers. */
function scoreGapMs(rt: GameRuntime): number {
  const model = rt.sport.model;
  if (model.type !== 'poisson') return Infinity;
  const events = (rt.params.lambdaHome + rt.params.lambdaAway) / meanIncrement(model.increments);
  return Math.max(1, Math.round(exponential(rt.playRng, model.durationMs / events)));
}

/** Reprices every market from the game's state and reports what changed. Returns the number of odds changes. */
export function reprice(rt: GameRuntime, at: number, sink: Sink): number {
  const { game } = rt;
  const live = game.status === 'live';
  const prices = priceMarkets(
    rt.sport,
    rt.params,
    {
      score: game.score,
      elapsedMs: live ? elapsedAt(rt, at) : 0,
      bias: rt.bias,
      map1Total: rt.map1Total,
    },
    rt.specs,
    rt.margin + (live ? LIVE_MARGIN_EXTRA : 0),
  );
  let changes = 0;
  rt.markets.forEach((market, i) => {
    const open = prices.open[i] ?? false;
    const coef = prices.coefs[i] ?? market.coef;
    // A market decided before it was ever priced (a live-at-start game) still needs a price.
    if ((open || market.coef === 0) && coef !== market.coef) {
      market.coef = coef;
      changes++;
      sink?.({ type: 'odds', at, marketId: market.id, gameId: game.id, coef });
    }
    const blocked = !open || game.status === 'ended' || at < rt.blockedUntil;
    if (blocked !== market.isBlocked) {
      market.isBlocked = blocked;
      sink?.({
        type: 'market-block',
        at,
        marketId: market.id,
        gameId: game.id,
        isBlocked: blocked,
      });
    }
  });
  return changes;
}

function blockAll(rt: GameRuntime, at: number, sink: Sink): void {
  for (const market of rt.markets) {
    if (market.isBlocked) continue;
    market.isBlocked = true;
    sink?.({
      type: 'market-block',
      at,
      marketId: market.id,
      gameId: rt.game.id,
      isBlocked: true,
    });
  }
}

function emitStatus(rt: GameRuntime, at: number, sink: Sink): void {
  const { game } = rt;
  sink?.({
    type: 'game-status',
    at,
    gameId: game.id,
    status: game.status,
    isLive: game.isLive,
    period: game.period,
  });
}

function goLive(rt: GameRuntime, at: number, sink: Sink): void {
  const { game } = rt;
  const model = rt.sport.model;
  game.status = 'live';
  game.isLive = true;
  game.period = 1;
  game.clock = 0;
  emitStatus(rt, at, sink);
  switch (model.type) {
    case 'poisson':
      rt.endAt = at + model.durationMs;
      rt.nextPeriodAt = model.periods > 1 ? at + model.durationMs / model.periods : Infinity;
      rt.nextScoreAt = at + scoreGapMs(rt);
      if (rt.nextScoreAt >= rt.endAt) rt.nextScoreAt = Infinity;
      break;
    case 'sets':
      rt.endAt = Infinity;
      rt.nextPeriodAt = Infinity;
      rt.nextScoreAt = at + setDurationMs(rt);
      break;
    case 'fight': {
      const cap = at + model.rounds * model.roundMs;
      // Whole seconds, so the clock a fight ends on settles rounds and distance exactly.
      const finish = at + Math.max(1, Math.round(exponential(rt.playRng, model.finishMeanMs) / 1000)) * 1000;
      rt.nextPeriodAt = model.rounds > 1 ? at + model.roundMs : Infinity;
      rt.nextScoreAt = finish < cap ? finish : Infinity;
      rt.endAt = finish < cap ? finish : cap;
      break;
    }
  }
  if (sink) reprice(rt, at, sink);
}

function addScore(rt: GameRuntime, at: number, home: boolean, points: number, sink: Sink): void {
  const { game } = rt;
  game.score = home ? [game.score[0] + points, game.score[1]] : [game.score[0], game.score[1] + points];
  game.clock = clockAt(rt, at);
  sink?.({
    type: 'score',
    at,
    gameId: game.id,
    score: [game.score[0], game.score[1]],
    period: game.period,
    clock: game.clock,
  });
}

function block(rt: GameRuntime, at: number, config: ProcessConfig, sink: Sink): void {
  rt.blockedUntil = at + config.blockMs;
  rt.unblockPending = true;
  if (sink) blockAll(rt, at, sink);
}

function finish(rt: GameRuntime, at: number, sink: Sink): void {
  const { game } = rt;
  game.status = 'ended';
  game.isLive = false;
  rt.endedAt = at;
  game.clock = clockAt(rt, at);
  rt.nextScoreAt = rt.nextPeriodAt = rt.endAt = Infinity;
  rt.unblockPending = false;
  emitStatus(rt, at, sink);
  if (!sink) return;
  blockAll(rt, at, sink);
  const final = { score: game.score, clock: game.clock, map1Total: rt.map1Total };
  sink({
    type: 'game-end',
    at,
    gameId: game.id,
    score: [game.score[0], game.score[1]],
    clock: game.clock,
    results: rt.markets.map((m) => ({
      marketId: m.id,
      outcome: settleMarket(m, final),
    })),
  });
}

function onScoreEvent(rt: GameRuntime, at: number, config: ProcessConfig, sink: Sink): void {
  const model = rt.sport.model;
  const { lambdaHome, lambdaAway, pHome } = rt.params;
  switch (model.type) {
    case 'poisson': {
      const home = rt.playRng() < lambdaHome / (lambdaHome + lambdaAway);
      addScore(rt, at, home, pickWeighted(rt.playRng, model.increments), sink);
      block(rt, at, config, sink);
      rt.nextScoreAt = at + scoreGapMs(rt);
      if (rt.nextScoreAt >= rt.endAt) rt.nextScoreAt = Infinity;
      return;
    }
    case 'sets': {
      addScore(rt, at, rt.playRng() < pHome, 1, sink);
      if (model.mapStat && rt.map1Total === null) rt.map1Total = drawMapStat(rt.statRng, model.mapStat);
      const [h, a] = rt.game.score;
      if (h >= model.setsToWin || a >= model.setsToWin) {
        finish(rt, at, sink);
        return;
      }
      rt.game.period++;
      emitStatus(rt, at, sink);
      block(rt, at, config, sink);
      rt.nextScoreAt = at + setDurationMs(rt);
      return;
    }
    case 'fight':
      addScore(rt, at, rt.playRng() < pHome, 1, sink);
      rt.nextScoreAt = Infinity;
      return;
  }
}

function onEnd(rt: GameRuntime, at: number, sink: Sink): void {
  const model = rt.sport.model;
  const [h, a] = rt.game.score;
  if (model.type === 'poisson' && !model.draws && h === a) {
    // Overtime, compressed into its deciding score: the winner is drawn by strength.
    const { lambdaHome, lambdaAway } = rt.params;
    addScore(
      rt,
      at,
      rt.playRng() < lambdaHome / (lambdaHome + lambdaAway),
      pickWeighted(rt.playRng, model.increments),
      sink,
    );
  } else if (model.type === 'fight' && h === 0 && a === 0) {
    addScore(rt, at, rt.playRng() < rt.params.pHome, 1, sink); // the judges' decision
  }
  finish(rt, at, sink);
}

function onPeriod(rt: GameRuntime, at: number, sink: Sink): void {
  const model = rt.sport.model;
  rt.game.period++;
  rt.game.clock = clockAt(rt, at);
  emitStatus(rt, at, sink);
  const count = model.type === 'poisson' ? model.periods : model.type === 'fight' ? model.rounds : 1;
  const length =
    model.type === 'poisson' ? model.durationMs / model.periods : model.type === 'fight' ? model.roundMs : Infinity;
  rt.nextPeriodAt = rt.game.period < count ? rt.nextPeriodAt + length : Infinity;
}

/** Plays the game forward to `until`, emitting what happens in time order. */
export function advanceGame(rt: GameRuntime, until: number, config: ProcessConfig, sink: Sink): void {
  const { game } = rt;
  if (game.status === 'scheduled') {
    if (game.startTime > until) return;
    goLive(rt, game.startTime, sink);
  }
  while (game.status === 'live') {
    const unblockAt = rt.unblockPending ? rt.blockedUntil : Infinity;
    const next = Math.min(rt.nextPeriodAt, rt.nextScoreAt, rt.endAt, unblockAt);
    if (next > until) break;
    // Ties resolve period, score, unblock, end: a last-second goal counts before the whistle.
    if (rt.nextPeriodAt === next) onPeriod(rt, next, sink);
    else if (rt.nextScoreAt === next) onScoreEvent(rt, next, config, sink);
    else if (unblockAt === next) {
      rt.unblockPending = false;
      if (sink) reprice(rt, next, sink);
    } else onEnd(rt, next, sink);
  }
  if (game.status === 'live') game.clock = clockAt(rt, until);
}

/** The book's opinion drifts (mean-reverting) between events; the game is then repriced. */
export function driftGame(rt: GameRuntime, at: number, sink: Sink): number {
  rt.bias = 0.85 * rt.bias + 0.08 * normal(rt.driftRng);
  return reprice(rt, at, sink);
}

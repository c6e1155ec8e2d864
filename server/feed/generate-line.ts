import { advanceGame, reprice, type GameRuntime, type ProcessConfig } from './game-process';
import { fightPlan, poissonPlan, setsPlan, type MarketSpec } from './market-plan';
import { marketName } from './market-names';
import { MARKET_TYPES } from './market-types';
import { cityNames, demoLabel, esportsTeamNames, marbleNames, playerNames } from './names';
import { logistic } from './odds-math';
import { mixSeed, mulberry32, normal, shuffled, uniform, type Rng } from './prng';
import type { GameParams } from './pricing';
import { SPORTS, typicalDurationMs, type SportDef } from './sports';
import type { Champ, Game, LocalizedName, Market, Sport } from './types';

export interface LineOptions {
  seed: number;
  now: number;
  /** Multiplies every sport's game count (at least one game per sport). */
  scale: number;
  /** Share of games already in play at `now`. */
  liveShare: number;
  /** Upcoming games start within this long after `now`. */
  horizonMs: number;
}

export interface Line {
  sports: Sport[];
  champs: Champ[];
  games: GameRuntime[];
  /** One per champ, for games added later (the rolling line). */
  rosters: Roster[];
  /** Continues after the highest ids of the line. */
  ids: IdSequence;
}

const FIVE_MIN = 5 * 60_000;
const FIRST_CHAMP_ID = 101;
const FIRST_GAME_ID = 10_001;
const FIRST_MARKET_ID = 1_000_001;
/**
 * Where each group of sports added later starts in SPORTS (see generateLine): cyber-sport after
 * the first twelve, cricket after cyber-sport, marble racing after cricket.
 */
const SPORT_GROUP_STARTS = [12, 18, 19] as const;

/** A champ's teams and their strengths: what every game of the champ is drawn from. */
export interface Roster {
  sport: SportDef;
  champ: Champ;
  teams: LocalizedName[];
  ratings: number[];
}

/** The next free game and market ids; taking one advances it, so ids never repeat. */
export interface IdSequence {
  game: number;
  market: number;
}

function opponentPool(sport: SportDef): LocalizedName[] {
  switch (sport.opponents) {
    case 'cities':
      return cityNames();
    case 'players':
      return playerNames();
    case 'teams':
      return esportsTeamNames();
    case 'marbles':
      return marbleNames();
  }
}

function rosters(rng: Rng, sport: SportDef, nextChampId: () => number): Roster[] {
  const pool = shuffled(rng, opponentPool(sport));
  const size = Math.max(4, Math.min(16, Math.floor(pool.length / sport.champs.length)));
  return sport.champs.map((name, i) => {
    const teams = pool.slice(i * size, i * size + size);
    const finalTeams = teams.length >= 2 ? teams : pool.slice(0, size);
    return {
      sport,
      champ: {
        id: nextChampId(),
        sportId: sport.id,
        name: demoLabel(name),
        demo: true,
      },
      teams: finalTeams,
      ratings: finalTeams.map(() => normal(rng) * sport.ratingSpread),
    };
  });
}

function gameParams(rng: Rng, sport: SportDef, ratingDiff: number): GameParams {
  const d = Math.max(-3 * sport.ratingSpread, Math.min(3 * sport.ratingSpread, ratingDiff)) + sport.homeAdvantage;
  const model = sport.model;
  if (model.type === 'poisson') {
    const mean = model.meanTotal * Math.exp(0.08 * normal(rng));
    return {
      lambdaHome: (mean / 2) * Math.exp(d / 2),
      lambdaAway: (mean / 2) * Math.exp(-d / 2),
      pHome: 0.5,
    };
  }
  const limit = model.type === 'fight' ? 0.9 : 0.85;
  return {
    lambdaHome: 0,
    lambdaAway: 0,
    pHome: Math.min(limit, Math.max(1 - limit, logistic(d))),
  };
}

function planFor(sport: SportDef, params: GameParams): MarketSpec[] {
  const model = sport.model;
  switch (model.type) {
    case 'poisson':
      return poissonPlan(model, params.lambdaHome, params.lambdaAway);
    case 'sets':
      return setsPlan(model);
    case 'fight':
      return fightPlan(model);
  }
}

function upcomingStart(rng: Rng, opts: Pick<LineOptions, 'now' | 'horizonMs'>): number {
  // Denser near now, so the line always has games starting soon.
  const offset = FIVE_MIN + opts.horizonMs * Math.pow(rng(), 1.5);
  return Math.ceil((opts.now + offset) / FIVE_MIN) * FIVE_MIN;
}

/**
 * Builds the demo line: sports, champs and games with their markets priced. Games live at
 * `now` have been played silently from their start, so scores and clocks are consistent.
 */
export function generateLine(opts: LineOptions, config: ProcessConfig): Line {
  const rng = mulberry32(mixSeed(opts.seed, 1));
  let champId = FIRST_CHAMP_ID;
  const ids: IdSequence = { game: FIRST_GAME_ID, market: FIRST_MARKET_ID };
  const counts = SPORTS.map((s) => Math.max(1, Math.round(s.games * opts.scale)));
  // Each group of sports added later (cyber-sport, cricket, marble racing) draws its live games from a
  // stream of its own, so adding it left every earlier sport's line exactly as it was.
  const bounds = [0, ...SPORT_GROUP_STARTS, counts.length];
  const liveIndexes = new Set<number>();
  let offset = 0;
  for (let k = 0; k + 1 < bounds.length; k++) {
    const n = counts.slice(bounds[k], bounds[k + 1]).reduce((a, b) => a + b, 0);
    const groupRng = k === 0 ? rng : mulberry32(mixSeed(opts.seed, k + 1));
    for (const i of shuffled(groupRng, [...Array(n).keys()]).slice(0, Math.round(n * opts.liveShare))) liveIndexes.add(offset + i);
    offset += n;
  }

  const sports: Sport[] = [];
  const champs: Champ[] = [];
  const rosterList: Roster[] = [];
  const games: GameRuntime[] = [];
  let index = 0;
  SPORTS.forEach((sport, s) => {
    sports.push({
      id: sport.id,
      nameEng: sport.nameEng,
      name: { ...sport.name },
    });
    const sportRosters = rosters(rng, sport, () => champId++);
    champs.push(...sportRosters.map((r) => r.champ));
    rosterList.push(...sportRosters);
    for (let g = 0; g < (counts[s] ?? 0); g++, index++) {
      const roster = sportRosters[g % sportRosters.length] as Roster;
      const live = liveIndexes.has(index);
      const startTime = (r: Rng): number => {
        const liveElapsed = Math.round((r() * 0.85 * typicalDurationMs(sport.model)) / 1000) * 1000;
        return live ? opts.now - liveElapsed : upcomingStart(r, { now: opts.now, horizonMs: sport.horizonMs ?? opts.horizonMs });
      };
      games.push(drawGame(rng, roster, ids, startTime, opts, config));
    }
  });
  return { sports, champs, games, rosters: rosterList, ids };
}

/**
 * One more upcoming game in the roster's champ, drawn and priced at `now` exactly as the
 * line's upcoming games are (start within `horizonMs` of now, denser near it). The rolling
 * line calls it with its own random stream per added game.
 */
export function generateUpcomingGame(
  rng: Rng,
  roster: Roster,
  ids: IdSequence,
  opts: Pick<LineOptions, 'seed' | 'now' | 'horizonMs'>,
  config: ProcessConfig,
): GameRuntime {
  const horizonMs = roster.sport.horizonMs ?? opts.horizonMs;
  return drawGame(rng, roster, ids, (r) => upcomingStart(r, { now: opts.now, horizonMs }), opts, config);
}

/** Draws opponents, strength, margin and start, builds the markets and prices the game at `opts.now`. */
function drawGame(
  rng: Rng,
  roster: Roster,
  ids: IdSequence,
  startTimeFrom: (rng: Rng) => number,
  opts: Pick<LineOptions, 'seed' | 'now'>,
  config: ProcessConfig,
): GameRuntime {
  const sport = roster.sport;
  const unit = sport.model.type === 'sets' ? sport.model.unit : null;
  const statUnit = sport.model.type === 'sets' ? (sport.model.mapStat?.unit ?? null) : null;
  const hi = Math.floor(rng() * roster.teams.length);
  let ai = Math.floor(rng() * (roster.teams.length - 1));
  if (ai >= hi) ai++;
  const params = gameParams(rng, sport, (roster.ratings[hi] ?? 0) - (roster.ratings[ai] ?? 0));
  const margin = uniform(rng, 0.05, 0.07);
  const startTime = startTimeFrom(rng);
  const specs = planFor(sport, params);
  const id = ids.game++;
  const game: Game = {
    id,
    sportId: sport.id,
    champId: roster.champ.id,
    opponents: [{ ...(roster.teams[hi] as LocalizedName) }, { ...(roster.teams[ai] as LocalizedName) }],
    startTime,
    status: 'scheduled',
    period: 0,
    isLive: false,
    score: [0, 0],
    clock: 0,
    // Its own stream of the seed, so the flag changes no other draw of the line.
    hasStream: mulberry32(mixSeed(opts.seed, id, 5))() < (sport.streamShare ?? 0),
  };
  const markets: Market[] = specs.map((spec) => ({
    id: ids.market++,
    gameId: id,
    sportId: sport.id,
    champId: roster.champ.id,
    typeId: spec.typeId,
    kind: MARKET_TYPES[spec.typeId].kind,
    group: spec.group,
    line: spec.line,
    exactScore: spec.exactScore ? [spec.exactScore[0], spec.exactScore[1]] : null,
    name: marketName(spec.typeId, spec.line, spec.exactScore, unit, statUnit),
    coef: 0,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: MARKET_TYPES[spec.typeId].bannedExpress,
  }));
  return startGame(sport, game, params, margin, specs, markets, opts, config);
}

function newRuntime(
  sport: SportDef,
  game: Game,
  params: GameParams,
  margin: number,
  specs: MarketSpec[],
  markets: Market[],
  seed: number,
): GameRuntime {
  return {
    game,
    sport,
    params,
    margin,
    specs,
    markets,
    playRng: mulberry32(mixSeed(seed, game.id, 2)),
    driftRng: mulberry32(mixSeed(seed, game.id, 3)),
    statRng: mulberry32(mixSeed(seed, game.id, 4)),
    map1Total: null,
    bias: 0,
    nextScoreAt: Infinity,
    nextPeriodAt: Infinity,
    endAt: Infinity,
    endedAt: Infinity,
    blockedUntil: -Infinity,
    unblockPending: false,
  };
}

/**
 * Prices the game at `now`; a live-at-start game is first played from its start. If that
 * play would already have ended, the start moves closer to now (same random play, so it
 * stops short of the end) rather than putting finished games in the live list.
 */
function startGame(
  sport: SportDef,
  game: Game,
  params: GameParams,
  margin: number,
  specs: MarketSpec[],
  markets: Market[],
  opts: Pick<LineOptions, 'seed' | 'now'>,
  config: ProcessConfig,
): GameRuntime {
  const fresh = { ...game, score: [0, 0] as Game['score'] };
  let rt = newRuntime(sport, { ...fresh }, params, margin, specs, markets, opts.seed);
  if (game.startTime <= opts.now) {
    advanceGame(rt, opts.now, config, null);
    if (rt.game.status === 'ended') {
      // Same seed, same play: starting at half its end time, it is mid-game at now.
      const startTime = opts.now - Math.floor(rt.game.clock / 2) * 1000;
      rt = newRuntime(sport, { ...fresh, startTime }, params, margin, specs, markets, opts.seed);
      advanceGame(rt, opts.now, config, null);
    }
    if (rt.game.status === 'ended') {
      rt = newRuntime(sport, { ...fresh, startTime: opts.now }, params, margin, specs, markets, opts.seed);
      advanceGame(rt, opts.now, config, null);
    }
  }
  reprice(rt, opts.now, null);
  return rt;
}

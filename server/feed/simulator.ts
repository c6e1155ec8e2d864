import type { Feed } from './feed';
import { advanceGame, driftGame, type GameRuntime } from './game-process';
import { generateLine } from './generate-line';
import { startLiveClock, type LiveClock } from './live-clock';
import type { Catalogue, Champ, FeedEvent, FeedListener, Game, Market, Sport } from './types';

export interface SimulatorOptions {
  /** Same seed (and options) => same catalogue; plus same ticks => same events. */
  seed?: number;
  /** Feed time at creation, epoch ms. Start times are relative to it, so demo data is always fresh. */
  now: number;
  /** Multiplies the number of games per sport (1 = the full demo line). */
  scale?: number;
  /** Share of games in play at creation (default 0.12). */
  liveShare?: number;
  /** Upcoming games start within this long (default 3 days). */
  horizonMs?: number;
  /**
   * Odds changes per second of feed time from in-play drift, across all live games (default
   * 300). Score-driven repricing comes on top. Raise it to drive the live stream hard.
   */
  oddsUpdatesPerSecond?: number;
  /** How long a game's markets stay blocked after a score (default 4000 ms of feed time). */
  blockMs?: number;
  /** start(): real milliseconds between ticks (default 1000). */
  tickMs?: number;
  /** start(): feed milliseconds per real millisecond (default 1). */
  speed?: number;
  /** start(): the real clock; the model itself never reads one. */
  realNow?: () => number;
  /** A throwing subscriber is reported here and never stops the others (default console.error). */
  onListenerError?: (error: unknown) => void;
}

export interface SimulatorFeed extends Feed {
  /** Current feed time, epoch ms. */
  time(): number;
}

const DAY = 24 * 60 * 60_000;

function copyGame(g: Game): Game {
  return {
    ...g,
    opponents: [{ ...g.opponents[0] }, { ...g.opponents[1] }],
    score: [g.score[0], g.score[1]],
  };
}

function copyMarket(m: Market): Market {
  return {
    ...m,
    name: { ...m.name },
    exactScore: m.exactScore ? [m.exactScore[0], m.exactScore[1]] : null,
  };
}

/** The embedded demo odds source: a whole line with live play, deterministic from a seed. */
export function createSimulatorFeed(options: SimulatorOptions): SimulatorFeed {
  const seed = options.seed ?? 1;
  const rate = options.oddsUpdatesPerSecond ?? 300;
  const config = { blockMs: options.blockMs ?? 4000 };
  if (!Number.isFinite(options.now)) throw new Error('createSimulatorFeed: `now` must be an epoch-ms number');
  if (!(rate >= 0)) throw new Error('createSimulatorFeed: oddsUpdatesPerSecond must be >= 0');

  const line = generateLine(
    {
      seed,
      now: options.now,
      scale: options.scale ?? 1,
      liveShare: options.liveShare ?? 0.12,
      horizonMs: options.horizonMs ?? 3 * DAY,
    },
    config,
  );
  const sports: Sport[] = line.sports;
  const champs: Champ[] = line.champs;
  const games: GameRuntime[] = line.games;
  const listeners = new Set<FeedListener>();
  let time = options.now;
  let budget = 0;
  let cursor = 0;
  let clock: LiveClock | null = null;

  function drift(at: number, dtMs: number, sink: (e: FeedEvent) => void): void {
    const eligible = games.filter((rt) => rt.game.status === 'live' && at >= rt.blockedUntil);
    if (eligible.length === 0 || rate === 0) {
      budget = 0;
      return;
    }
    budget += (rate * dtMs) / 1000;
    while (budget >= 1) {
      const rt = eligible[cursor % eligible.length] as GameRuntime;
      cursor = (cursor + 1) % eligible.length;
      budget -= Math.max(1, driftGame(rt, at, sink));
    }
  }

  function notify(events: FeedEvent[]): void {
    for (const listener of [...listeners]) {
      try {
        listener(events);
      } catch (error) {
        (options.onListenerError ?? console.error)(error);
      }
    }
  }

  const feed: SimulatorFeed = {
    time: () => time,

    snapshot(): Catalogue {
      return {
        source: 'simulator',
        demo: true,
        at: time,
        sports: sports.map((s) => ({ ...s, name: { ...s.name } })),
        champs: champs.map((c) => ({ ...c, name: { ...c.name } })),
        games: games.map((rt) => copyGame(rt.game)),
        markets: games.flatMap((rt) => rt.markets.map(copyMarket)),
      };
    },

    tick(dtMs: number): FeedEvent[] {
      if (!(dtMs >= 0) || !Number.isFinite(dtMs))
        throw new Error(`tick: dtMs must be a finite number >= 0, got ${dtMs}`);
      const until = time + dtMs;
      const events: FeedEvent[] = [];
      const sink = (e: FeedEvent): void => {
        events.push(e);
      };
      for (const rt of games) advanceGame(rt, until, config, sink);
      drift(until, dtMs, sink);
      time = until;
      if (events.length > 0) notify(events);
      return events;
    },

    subscribe(listener: FeedListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    start(): void {
      if (clock) return;
      clock = startLiveClock({
        tickMs: options.tickMs ?? 1000,
        speed: options.speed ?? 1,
        realNow: options.realNow ?? (() => Date.now()),
        tick: (dt) => feed.tick(dt),
      });
    },

    stop(): void {
      clock?.stop();
      clock = null;
    },
  };
  return feed;
}

import { copyGame, copyMarket } from './copy';
import type { Feed } from './feed';
import { advanceGame, driftGame, type GameRuntime } from './game-process';
import { generateLine } from './generate-line';
import { startLiveClock, type LiveClock } from './live-clock';
import { createRollingLine, withoutExpired } from './rolling-line';
import type { Catalogue, Champ, FeedEvent, FeedListener, Sport } from './types';

export interface SimulatorOptions {
  /** Same seed (and options) => same catalogue; plus same ticks => same events. */
  seed?: number;
  /** Feed time at creation, epoch ms. Start times are relative to it, so demo data is always fresh. */
  now: number;
  /** Multiplies the number of games per sport (1 = the full demo line). */
  scale?: number;
  /** Share of games in play at creation (default 0.12). */
  liveShare?: number;
  /**
   * Upcoming games start within this long (default 3 days). The line rolls: each upcoming game
   * that kicks off is replaced by a new one in its champ, starting within this long of then.
   */
  horizonMs?: number;
  /**
   * Feed time an ended game stays in snapshots before the simulator forgets it (default 1 hour).
   * No event says so: consumers (the database) keep it.
   */
  endedRetentionMs?: number;
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

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The embedded demo odds source: a whole line with live play, deterministic from a seed. */
export function createSimulatorFeed(options: SimulatorOptions): SimulatorFeed {
  const seed = options.seed ?? 1;
  const rate = options.oddsUpdatesPerSecond ?? 300;
  const config = { blockMs: options.blockMs ?? 4000 };
  if (!Number.isFinite(options.now)) throw new Error('createSimulatorFeed: `now` must be an epoch-ms number');
  if (!(rate >= 0)) throw new Error('createSimulatorFeed: oddsUpdatesPerSecond must be >= 0');

  const horizonMs = options.horizonMs ?? 3 * DAY;
  const retentionMs = options.endedRetentionMs ?? HOUR;
  if (!(retentionMs >= 0)) throw new Error('createSimulatorFeed: endedRetentionMs must be >= 0');

  const line = generateLine(
    {
      seed,
      now: options.now,
      scale: options.scale ?? 1,
      liveShare: options.liveShare ?? 0.12,
      horizonMs,
    },
    config,
  );
  const sports: Sport[] = line.sports;
  const champs: Champ[] = line.champs;
  let games: GameRuntime[] = line.games;
  const rolling = createRollingLine({ seed, horizonMs, rosters: line.rosters, ids: line.ids, config });
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
      games.push(...rolling.replaceKickOffs(games, until, sink));
      for (const rt of games) advanceGame(rt, until, config, sink);
      drift(until, dtMs, sink);
      games = withoutExpired(games, until, retentionMs);
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

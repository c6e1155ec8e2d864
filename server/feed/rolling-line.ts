import { copyGame, copyMarket } from './copy';
import type { GameRuntime, ProcessConfig } from './game-process';
import { generateUpcomingGame, type IdSequence, type Roster } from './generate-line';
import { mixSeed, mulberry32 } from './prng';
import type { FeedEvent } from './types';

// The rolling line: the line never runs dry. Every upcoming game that kicks off is replaced,
// at its kick-off time, by a new upcoming game in the same champ, drawn and priced by the
// line generator. So each champ keeps exactly as many upcoming games as it had at creation,
// starting within the horizon of the moment they were added. Replacements are keyed on
// kick-off times, never on tick boundaries, so how feed time is sliced into ticks changes
// nothing.

export interface RollingLineOptions {
  seed: number;
  horizonMs: number;
  rosters: readonly Roster[];
  /** Shared with the line that was generated: new ids continue after its highest. */
  ids: IdSequence;
  config: ProcessConfig;
}

export interface RollingLine {
  /**
   * Adds a replacement for every upcoming game that kicks off by `until` (replacements that
   * themselves kick off by then are replaced too), reports each as 'game-added' and returns
   * the new runtimes, in the order they were added. They are still to be played to `until`.
   */
  replaceKickOffs(games: readonly GameRuntime[], until: number, sink: (e: FeedEvent) => void): GameRuntime[];
}

/** Random stream tag for added games: (seed, tag, n) never meets the line's own streams. */
const ADDED_STREAM = 0x4add;

const byKickOff = (a: GameRuntime, b: GameRuntime): number => a.game.startTime - b.game.startTime || a.game.id - b.game.id;

export function createRollingLine(options: RollingLineOptions): RollingLine {
  const rosters = new Map(options.rosters.map((r) => [r.champ.id, r]));
  let added = 0;

  function addGame(champId: number, now: number, sink: (e: FeedEvent) => void): GameRuntime {
    const roster = rosters.get(champId);
    if (!roster) throw new Error(`rolling line: no roster for champ ${champId}`);
    const rng = mulberry32(mixSeed(options.seed, ADDED_STREAM, added++));
    const rt = generateUpcomingGame(rng, roster, options.ids, { seed: options.seed, now, horizonMs: options.horizonMs }, options.config);
    sink({ type: 'game-added', at: now, gameId: rt.game.id, game: copyGame(rt.game), markets: rt.markets.map(copyMarket) });
    return rt;
  }

  return {
    replaceKickOffs(games, until, sink) {
      const due = games.filter((rt) => rt.game.status === 'scheduled' && rt.game.startTime <= until).sort(byKickOff);
      const out: GameRuntime[] = [];
      while (due.length > 0) {
        const kicked = due.shift() as GameRuntime;
        const rt = addGame(kicked.game.champId, kicked.game.startTime, sink);
        out.push(rt);
        // A start is at least 5 minutes after it was drawn, so this ends even for huge ticks.
        if (rt.game.startTime <= until) {
          const at = due.findIndex((x) => byKickOff(rt, x) < 0);
          due.splice(at < 0 ? due.length : at, 0, rt);
        }
      }
      return out;
    },
  };
}

/** The games still held: an ended game goes `retentionMs` of feed time after its end. */
export function withoutExpired(games: GameRuntime[], until: number, retentionMs: number): GameRuntime[] {
  if (!games.some((rt) => rt.endedAt + retentionMs <= until)) return games;
  return games.filter((rt) => rt.endedAt + retentionMs > until);
}

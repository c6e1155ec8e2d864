// The verify page's check of one round, in the browser, with the very function the server
// played it with (@site/betting fairDraw, sha256Hex).
import type { RoundView } from '@site/api';
import { fairDraw, sha256Hex, type FairDraw } from '@site/betting';

export interface Verdict {
  /** SHA-256 of the revealed seed is the hash shown before the round. */
  hashMatches: boolean;
  /** What the seeds give, recomputed here. */
  draw: FairDraw;
  /** The recomputed draw is the one the round recorded. */
  drawMatches: boolean;
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The draw the round recorded, in the shape fairDraw gives. */
export function recordedDraw(round: RoundView): FairDraw {
  const o = round.outcome;
  switch (o.engine) {
    case 'slot':
      return { engine: 'slot', stops: o.stops };
    case 'keno':
      return { engine: 'keno', drawn: o.drawn };
    case 'dice':
      return { engine: 'dice', roll: o.roll };
    case 'crash':
      return { engine: 'crash', crashPoint: o.crashPoint };
  }
}

export function drawsEqual(a: FairDraw, b: FairDraw): boolean {
  if (a.engine === 'slot' && b.engine === 'slot') return same(a.stops, b.stops);
  if (a.engine === 'keno' && b.engine === 'keno') return same(a.drawn, b.drawn);
  if (a.engine === 'dice' && b.engine === 'dice') return a.roll === b.roll;
  if (a.engine === 'crash' && b.engine === 'crash') return a.crashPoint === b.crashPoint;
  return false;
}

/** Checks a round whose seed is revealed; `stripLengths`: the slot's reels (rules.slot.reels). */
export async function verifyRound(round: RoundView & { serverSeed: string }, stripLengths: readonly number[] = []): Promise<Verdict> {
  const hashMatches = (await sha256Hex(round.serverSeed)) === round.serverSeedHash;
  const draw = await fairDraw(
    round.engine,
    { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    stripLengths,
  );
  return { hashMatches, draw, drawMatches: drawsEqual(draw, recordedDraw(round)) };
}

// Provably fair draws (issue 17): what the random number generator decided in a casino round is a
// pure function of the server seed, the client seed and the nonce, published here and run by both
// the server (to play) and the browser's verify page (to check):
//
//   block_i = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${i}`), i = 0, 1, ...
//   the blocks, concatenated, read as big-endian unsigned 32-bit integers u_0, u_1, ...
//
// and each engine maps its first integers to its draw with integer arithmetic (X = 2^32):
//   slot:  stop of reel r = floor(u_r * L_r / X), L_r the length of its strip
//   keno:  20 of 1..80 by Fisher-Yates: for i < 20 swap i with i + floor(u_i * (80 - i) / X)
//   dice:  roll = floor(u_0 * 10000 / X) / 100, 0.00 to 99.99
//   crash: crash point = max(100, floor(99 * X / (X - u_0))) / 100 (1% edge), 1.00 and up
import { hmacSha256 } from './hmac';

const X = 2 ** 32;

/** The first `count` unsigned 32-bit integers of a round's stream. */
export async function fairUints(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let block = 0; out.length < count; block++) {
    const bytes = await hmacSha256(serverSeed, `${clientSeed}:${nonce}:${block}`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) out.push(view.getUint32(i, false));
  }
  return out;
}

/** floor(u * n / 2^32): an integer in [0, n) (exact for n < 2^21). */
export function below(u: number, n: number): number {
  return Math.floor((u * n) / X);
}

export function reelStops(uints: readonly number[], stripLengths: readonly number[]): number[] {
  return stripLengths.map((len, r) => below(uints[r]!, len));
}

export const KENO_BALLS = 80;
export const KENO_DRAWS = 20;
/** The 20 numbers drawn, in draw order. */
export function kenoDraw(uints: readonly number[]): number[] {
  const balls = Array.from({ length: KENO_BALLS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWS; i++) {
    const j = i + below(uints[i]!, KENO_BALLS - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, KENO_DRAWS);
}

/** The dice roll in hundredths, 0 to 9999. */
export function diceRollHundredths(u: number): number {
  return below(u, 10_000);
}

/** The crash point in hundredths, 100 (1.00x) and up; P(point >= c) = 99 / c. */
export function crashPointHundredths(u: number): number {
  return Math.max(100, Math.floor((99 * X) / (X - u)));
}

/** How many integers each engine's draw takes. */
export const UINTS_PER_DRAW = { slot: 5, keno: KENO_DRAWS, dice: 1, crash: 1 } as const;
export type FairEngine = keyof typeof UINTS_PER_DRAW;

/** A round's draw, as the round's outcome records it (stops, drawn, roll or crashPoint). */
export type FairDraw =
  | { engine: 'slot'; stops: number[] }
  | { engine: 'keno'; drawn: number[] }
  | { engine: 'dice'; roll: number }
  | { engine: 'crash'; crashPoint: number };

/** The draw of one round from its seeds: what the verify page recomputes. `stripLengths`: the slot's reels. */
export async function fairDraw(
  engine: FairEngine,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  stripLengths: readonly number[] = [],
): Promise<FairDraw> {
  const u = await fairUints(seeds.serverSeed, seeds.clientSeed, seeds.nonce, UINTS_PER_DRAW[engine]);
  switch (engine) {
    case 'slot':
      return { engine, stops: reelStops(u, stripLengths) };
    case 'keno':
      return { engine, drawn: kenoDraw(u) };
    case 'dice':
      return { engine, roll: diceRollHundredths(u[0]!) / 100 };
    case 'crash':
      return { engine, crashPoint: crashPointHundredths(u[0]!) / 100 };
  }
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { LottoGameDef } from '@site/api/contracts';

// The pure parts of a lotto draw: the seed, the numbers it gives, prizes by matches.

/** A fresh seed from the operating system's CSPRNG (hex) and its SHA-256 (published before the draw). */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHash(seed) };
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * The drawn numbers, ascending: HMAC-SHA256(seed, "n") for n = 0, 1, ... read as 32-bit
 * unsigned integers, those at or above the largest multiple of `of` dropped (no modulo bias),
 * value mod `of` + 1, repeats skipped, until `pick` distinct numbers. Anyone with the published
 * seed can repeat it.
 */
export function drawNumbers(seed: string, pick: number, of: number): number[] {
  const limit = Math.floor(2 ** 32 / of) * of;
  const out = new Set<number>();
  for (let n = 0; out.size < pick; n++) {
    const digest = createHmac('sha256', Buffer.from(seed, 'hex')).update(String(n)).digest();
    for (let i = 0; i + 4 <= digest.length && out.size < pick; i += 4) {
      const v = digest.readUInt32BE(i);
      if (v < limit) out.add((v % of) + 1);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** A ticket's numbers are valid: `pick` distinct integers from 1 to `of`. */
export function validNumbers(numbers: readonly number[], game: LottoGameDef): boolean {
  return numbers.length === game.pick && new Set(numbers).size === game.pick && numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= game.of);
}

export function countMatches(ticket: readonly number[], drawn: readonly number[]): number {
  const set = new Set(drawn);
  return ticket.filter((n) => set.has(n)).length;
}

/** The prize in minor units: the tier's multiple of the price, or 0. */
export function prizeMinor(game: LottoGameDef, matches: number, priceMinor: number): number {
  return (game.tiers[matches] ?? 0) * priceMinor;
}

/** The draw slots: every `everyMinutes` from 00:00 UTC; the first one strictly after `now`. */
export function nextSlot(game: LottoGameDef, now: number): number {
  const step = game.everyMinutes * 60_000;
  return (Math.floor(now / step) + 1) * step;
}

export const joinNumbers = (n: readonly number[]) => n.join(',');
export const splitNumbers = (s: string) => s.split(',').map(Number);

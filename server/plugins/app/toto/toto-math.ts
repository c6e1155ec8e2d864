import { TOTO_TIERS } from '@site/api/contracts';

// The pure parts of toto: combinations by correct results, and sharing the pool.

/** An event's result as toto reads it: 1, X, 2, or void (every pick is right). */
export type TotoResult = '1' | 'X' | '2' | 'void';

/**
 * counts[k] = how many of the ticket's combinations have exactly k correct results: the
 * product over events of (right x + wrong), right = 1 when the pick holds the result (every
 * pick of a void event is right), wrong = the pick's other outcomes.
 */
export function correctCounts(picks: readonly string[], results: readonly TotoResult[]): number[] {
  let poly = [1];
  picks.forEach((pick, i) => {
    const result = results[i] as TotoResult;
    const right = result === 'void' ? pick.length : pick.includes(result) ? 1 : 0;
    const wrong = pick.length - right;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((n, k) => {
      next[k] = (next[k] as number) + n * wrong;
      next[k + 1] = (next[k + 1] as number) + n * right;
    });
    poly = next;
  });
  return poly;
}

/** The best combination's correct results. */
export const bestCorrect = (counts: readonly number[]) => counts.findLastIndex((n) => n > 0);

export interface TierPay {
  correct: number;
  winners: number;
  /** What each winning combination gets (minor units). */
  perCombination: number;
}

export interface PoolShare {
  /** stakes minus the margin */
  pool: number;
  tiers: TierPay[];
  /** What each ticket wins (minor units), in the order given. */
  wins: number[];
  /** What goes to the next draw's jackpot: tiers nobody won and the rounding. */
  carry: number;
}

/**
 * Shares one currency's pool: stakes minus floor(stakes x margin); each tier gets
 * floor(pool x its share) (the top tier also the jackpot carried in), split evenly, rounded
 * down, between its winning combinations; whatever is not paid carries over.
 */
/** floor(amount x fraction) in exact integer arithmetic (the fraction in basis points). */
const partOf = (amount: number, fraction: number) => Math.floor((amount * Math.round(fraction * 10_000)) / 10_000);

export function sharePool(stakes: number, jackpot: number, margin: number, tickets: readonly (readonly number[])[], tiers = TOTO_TIERS): PoolShare {
  const pool = stakes - partOf(stakes, margin);
  const top = Math.max(...Object.keys(tiers).map(Number));
  const pays: TierPay[] = Object.entries(tiers)
    .map(([c, share]) => {
      const correct = Number(c);
      const amount = partOf(pool, share) + (correct === top ? jackpot : 0);
      const winners = tickets.reduce((sum, counts) => sum + (counts[correct] ?? 0), 0);
      return { correct, winners, perCombination: winners > 0 ? Math.floor(amount / winners) : 0 };
    })
    .sort((a, b) => b.correct - a.correct);
  const wins = tickets.map((counts) => pays.reduce((sum, t) => sum + (counts[t.correct] ?? 0) * t.perCombination, 0));
  const paid = wins.reduce((a, b) => a + b, 0);
  return { pool, tiers: pays, wins, carry: pool + jackpot - paid };
}

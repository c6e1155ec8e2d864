import { settleMarket, type Outcome, type Score, type SettleableMarket } from '../../../feed/index';

/**
 * An operator's result for `settle <gameId> <result>`:
 *   H:A        the final score (e.g. 2:1); every market settles from it by the feed's rules
 *   home|draw|away  only the match-result markets (1X2, double chance, winner) settle, as if
 *              the game ended 1:0, 0:0 or 0:1; every other market is void (stakes back)
 *   void       every market is void
 */
export type ManualResult = { kind: 'score'; score: Score } | { kind: 'winner'; winner: 'home' | 'draw' | 'away' } | { kind: 'void' };

export const MANUAL_RESULT_HELP = 'a final score H:A (e.g. 2:1), home, draw, away (match-result markets only, the rest void) or void';

/** Match-result market types: 1, X, 2, 1X, 12, X2, winner home/away. */
const RESULT_TYPES = new Set([1, 2, 3, 4, 5, 6, 9, 10]);

export function parseManualResult(text: string): ManualResult | null {
  const m = /^(\d{1,3}):(\d{1,3})$/.exec(text);
  if (m) return { kind: 'score', score: [Number(m[1]), Number(m[2])] };
  if (text === 'home' || text === 'draw' || text === 'away') return { kind: 'winner', winner: text };
  if (text === 'void') return { kind: 'void' };
  return null;
}

export function manualOutcome(market: SettleableMarket, result: ManualResult, clock: number): Outcome {
  if (result.kind === 'void') return 'void';
  if (result.kind === 'winner') {
    if (!RESULT_TYPES.has(market.typeId)) return 'void';
    const score: Score = result.winner === 'home' ? [1, 0] : result.winner === 'draw' ? [0, 0] : [0, 1];
    return settleMarket(market, { score, clock });
  }
  try {
    return settleMarket(market, { score: result.score, clock });
  } catch {
    // a market the score alone cannot decide (unknown type): stakes back
    return 'void';
  }
}

/** The score stored on the game for a manual result. */
export function manualScore(result: ManualResult, current: Score): Score {
  if (result.kind === 'score') return result.score;
  if (result.kind === 'winner') return result.winner === 'home' ? [1, 0] : result.winner === 'draw' ? [0, 0] : [0, 1];
  return current;
}

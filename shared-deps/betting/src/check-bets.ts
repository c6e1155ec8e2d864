// The rules of each bet (spec 1 §3, §5): a market and a price, once per coupon, not locked,
// still offered at a price the player's odds-change policy accepts, and, with drop on score
// change, taken at the score the game still has.
import { mayProceedAfterCoefChange } from './change-coef-policy';
import { isCombinedType, isScore } from './coupon-shape';
import type { Bet, CouponToSubmit, MarketId, Score } from './types';
import type { Violation } from './violations';

/** Bounds of sanity: no price is a million to one. */
export const MAX_COEF = 1_000_000;

/** Coefficients below 1.001 are not prices (1.000 pays the stake back at best). */
export function isCoef(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && Math.round(x * 1000) > 1000 && x <= MAX_COEF;
}

/** What the deciding side knows of the line now; absent parts are taken from the bets themselves. */
export interface LineNow {
  /** The current price per market; a market missing here is no longer offered. */
  currentCoefs?: Readonly<Record<MarketId, number>>;
  /** The current score of the game of each live market (drop on score change). */
  currentScores?: Readonly<Record<MarketId, Score>>;
}

export interface BetsCheck {
  /** The price each well-formed bet is placed at: the current one when the policy accepts it. */
  coefByMarketId: Record<MarketId, number>;
  /** False when a bet cannot be priced at all (no price, a market twice). */
  priceable: boolean;
}

/** Bets of one game in a combination depend on each other (as do bets the line marks dependent). */
function gamesTwice(bets: readonly Bet[], typeId: number): Set<number> {
  const twice = new Set<number>();
  if (!isCombinedType(typeId)) return twice;
  const seen = new Set<number>();
  for (const b of bets) {
    const game = b?.market?.gameId;
    if (typeof game !== 'number') continue;
    if (seen.has(game)) twice.add(game);
    seen.add(game);
  }
  return twice;
}

const sameScore = (a: Score, b: Score) => a[0] === b[0] && a[1] === b[1];

export function checkBets(coupon: CouponToSubmit, bets: readonly Bet[], line: LineNow, add: (v: Violation) => void): BetsCheck {
  const typeId = coupon?.typeId;
  const action = coupon?.changeCoefAction;
  const combined = isCombinedType(typeId);
  const dependentGames = gamesTwice(bets, typeId);
  const seen = new Set<MarketId>();
  const coefByMarketId: Record<MarketId, number> = {};
  let priceable = true;
  bets.forEach((bet, i) => {
    const market = bet?.market;
    const id = market?.id;
    // Built only when a violation needs it: this loop runs on every odds update.
    const at = () => `/bets/${i}`;
    if (typeof id !== 'string' || id === '' || !isCoef(market?.coef)) {
      add({ code: 'bad_coef', detail: `bet ${i + 1} needs a market id and a coefficient above 1`, pointer: `${at()}/market` });
      priceable = false;
      return;
    }
    if (seen.has(id)) {
      add({ code: 'duplicate_market', detail: `market ${id} is in the coupon twice`, pointer: `${at()}/market/id`, marketId: id });
      priceable = false;
      return;
    }
    seen.add(id);
    const dependent = bet.isDepend || (market.gameId !== undefined && dependentGames.has(market.gameId));
    if (bet.isBlocked || dependent) {
      add({
        code: 'locked_bet',
        detail: `bet on market ${id} is ${bet.isBlocked ? 'blocked' : 'dependent on another bet'}`,
        pointer: at(),
        marketId: id,
      });
    }
    // Banned from express: refused in combinations only; such a market can be a single.
    if (bet.isBannedExpress && combined) {
      add({ code: 'banned_express', detail: `market ${id} cannot be combined in a coupon`, pointer: at(), marketId: id });
    }
    let coef = market.coef;
    let offered = true;
    if (bet.gameId !== undefined && market.gameId !== undefined && bet.gameId !== market.gameId) {
      add({
        code: 'market_unavailable',
        detail: `market ${id} is not a market of game ${bet.gameId}`,
        pointer: `${at()}/gameId`,
        marketId: id,
      });
    }
    if (line.currentCoefs) {
      const now = line.currentCoefs[id];
      if (!isCoef(now)) {
        add({ code: 'market_unavailable', detail: `market ${id} is no longer offered`, pointer: at(), marketId: id });
        offered = false;
      } else if (!mayProceedAfterCoefChange(action, coef, now)) {
        add({
          code: 'coef_changed',
          detail: `the coefficient of market ${id} moved from ${coef} to ${now}`,
          pointer: `${at()}/market/coef`,
          marketId: id,
          newCoef: now,
        });
      } else {
        coef = now;
      }
    }
    if (coupon?.isDropOnScoreChange === true && market.isLive === true && offered) {
      const now = line.currentScores?.[id];
      if (!isScore(bet.score)) {
        add({
          code: 'score_missing',
          detail: `bet ${i + 1} is live: with drop-on-score-change it must carry the score it was taken at`,
          pointer: `${at()}/score`,
          marketId: id,
        });
      } else if (now && !sameScore(now, bet.score)) {
        add({
          code: 'score_changed',
          detail: `the score of the game of market ${id} is now ${now[0]}:${now[1]}`,
          pointer: `${at()}/score`,
          marketId: id,
        });
      }
    }
    coefByMarketId[id] = coef;
  });
  return { coefByMarketId, priceable };
}

// The coupon as it goes to POST /web-api/coupon/place (spec 1 §3 "Coupon to submit"): the
// server re-reads every market, so a bet carries only what identifies and prices it.
import { isBanker } from './coupon-shape';
import type { CouponVerdict } from './evaluate-coupon';
import { COUPON_TYPE, DEFAULT_BET_STATUS_ID, type Bet, type CouponToSubmit } from './types';

/** gameId, market {id, coef}, statusId, and blockId / isBanker / score where they count. */
export function submittedBet(bet: Bet, typeId: number): Bet {
  const gameId = bet.gameId ?? bet.market.gameId;
  return {
    ...(gameId !== undefined && { gameId }),
    market: { id: bet.market.id, coef: bet.market.coef },
    statusId: bet.statusId ?? DEFAULT_BET_STATUS_ID,
    ...(bet.blockId !== undefined && { blockId: bet.blockId }),
    ...(isBanker(bet, typeId) && { isBanker: true }),
    ...(bet.score !== undefined && { score: bet.score }),
  };
}

/**
 * The coupon the engine judged, as it is sent: `id` left out (the server gives couponId),
 * type 9 sends the total of its stakes as `amount`, and the coef as the player sees it.
 */
export function couponToSubmit(
  coupon: CouponToSubmit,
  verdict: CouponVerdict,
  shown: { coef: number; coefByView: string },
): CouponToSubmit {
  const { id: _id, ...rest } = coupon;
  const typeId = coupon.typeId;
  return {
    ...rest,
    amount: typeId === COUPON_TYPE.singlesSet ? (verdict.value?.amount ?? 0) : coupon.amount,
    bets: coupon.bets.map((b) => submittedBet(b, typeId)),
    coef: shown.coef,
    coefByView: shown.coefByView,
  };
}

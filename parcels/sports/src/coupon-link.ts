import { AddBetToCoupon, RemoveBetFromCoupon, type CouponBetInput, type EventBus } from '@site/bus';
import type { GameState, MarketState } from './live-store';

/** The coupon bet of an odd (spec 1 §3 "Bet in coupon"); market ids are strings in the coupon. */
export function couponBetOf(m: MarketState, g: GameState | undefined, pageType: string): CouponBetInput {
  const special = m.info.kind === 'special';
  return {
    market: {
      id: String(m.info.id),
      coef: m.coef,
      kind: special ? 'special' : 'regular',
      isLive: g?.isLive ?? false,
      typeId: m.info.typeId,
      gameId: m.info.gameId,
      name: m.info.name,
      ...(g && { sportId: g.info.sportId, champId: g.info.champId, names: [...g.info.opponents] }),
    },
    isBlocked: m.isBlocked,
    ...(m.info.isDepend !== undefined && { isDepend: m.info.isDepend }),
    ...(m.info.isBannedExpress !== undefined && { isBannedExpress: m.info.isBannedExpress }),
    ...(g && {
      gameNumber: g.info.id,
      gameStatus: g.status,
      startTime: g.info.startTime,
      opponentNames: [...g.info.opponents],
      scores: `${g.score[0]}:${g.score[1]}`,
    }),
    pageType,
  };
}

/**
 * A click on an odd: into the coupon, or out again when it is already there. Only through the
 * bus: the coupon parcel owns the coupon, the sports app only asks.
 */
export function toggleOdd(bus: EventBus, m: MarketState, g: GameState | undefined, pageType: string): void {
  if (m.selected) bus.publish(new RemoveBetFromCoupon({ marketId: String(m.info.id) }));
  else bus.publish(new AddBetToCoupon({ bet: couponBetOf(m, g, pageType) }));
}

// What the coupon shows before it can be placed (spec silent): the coefficient of an express
// or a system does not depend on the stake, so a coupon that is priceable but for its
// amount is priced at the currency's initial amount for the coef and bonus.
import { currencyInfo } from './currencies';
import { evaluateCoupon, type CouponContext, type CouponVerdict } from './evaluate-coupon';
import type { CouponComputation } from './price-coupon';
import type { CouponToSubmit, MarketId } from './types';

/** The verdict's pricing, else the coupon priced at the initial amount (wins then mean nothing), else undefined. */
export function quoteCoupon(coupon: CouponToSubmit, verdict: CouponVerdict, context: CouponContext = {}): CouponComputation | undefined {
  if (verdict.value) return verdict.value;
  const currency = context.limits?.currency;
  const nominal = currencyInfo(currency).initialAmount;
  const byBet: Record<MarketId, number> = {};
  for (const b of coupon.bets) byBet[b.market.id] = nominal;
  const atNominal: CouponToSubmit = { ...coupon, amount: nominal, amountByBetId: byBet, promoCode: undefined };
  return evaluateCoupon(atNominal, { ...context, limits: { currency } }).value;
}

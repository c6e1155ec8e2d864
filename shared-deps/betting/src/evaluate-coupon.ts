// The one place that decides whether a coupon may be placed and what it pays. The coupon
// store calls it on every change and the server's placement on POST /web-api/coupon/place,
// so both give the same verdict for the same coupon. Input is plain data straight off the
// wire: nothing is trusted, nothing throws.
import { checkBets, isCoef, type LineNow } from './check-bets';
import { checkBlocks, checkLimits, checkStakes } from './check-amounts';
import { isChangeCoefAction } from './change-coef-policy';
import { isBanker, isCouponTypeId } from './coupon-shape';
import { currencyInfo } from './currencies';
import { toThousandths } from './exact';
import { isPromoCodeAllowed, type CouponLimits } from './limits';
import { isOfferedSystemValue } from './systems';
import { priceCoupon, type CouponComputation } from './price-coupon';
import { COUPON_TYPE, COUPON_TYPE_IDS, type Bet, type CouponToSubmit } from './types';
import type { Violation } from './violations';

/** What the verdict depends on besides the coupon: the limits, and the line as the deciding side knows it now. */
export interface CouponContext extends LineNow {
  limits?: CouponLimits;
}

export type CouponVerdict =
  | { ok: true; value: CouponComputation; violations: [] }
  /** value is there whenever the coupon is well formed enough to price (e.g. only a limit is broken). */
  | { ok: false; value?: CouponComputation; violations: Violation[] };

/**
 * Every broken rule of the coupon at once, and what it pays. With `currentCoefs` each bet's
 * coef is the price the player agreed to: it is checked against the current one under the
 * coupon's changeCoefAction and the coupon is priced at the current coefs.
 */
export function evaluateCoupon(coupon: CouponToSubmit, context: CouponContext = {}): CouponVerdict {
  const limits = context.limits ?? {};
  const violations: Violation[] = [];
  const add = (v: Violation) => violations.push(v);
  const currency = currencyInfo(limits.currency);
  const typeId = coupon?.typeId;
  const bets: readonly Bet[] = Array.isArray(coupon?.bets) ? coupon.bets : [];
  let priceable = true;

  if (!isCouponTypeId(typeId)) {
    add({
      code: 'bad_type',
      detail: `coupon type ${JSON.stringify(typeId)} is not one of ${COUPON_TYPE_IDS.join(', ')}`,
      pointer: '/typeId',
    });
    priceable = false;
  }
  if (bets.length === 0) {
    add({ code: 'empty_coupon', detail: 'the coupon has no bets', pointer: '/bets' });
    priceable = false;
  }
  const exactCoef = coupon?.exactCoef;
  if (exactCoef !== undefined && exactCoef !== 0 && !isCoef(exactCoef)) {
    add({
      code: 'bad_coef',
      detail: `exactCoef must be 0 (unset) or a coefficient above 1, got ${JSON.stringify(exactCoef)}`,
      pointer: '/exactCoef',
    });
    priceable = false;
  }
  const action = coupon?.changeCoefAction;
  if (action !== undefined && !isChangeCoefAction(action)) {
    add({
      code: 'bad_change_coef_action',
      detail: `changeCoefAction must be 0, 1 or 2, got ${JSON.stringify(action)}`,
      pointer: '/changeCoefAction',
    });
  }

  const checked = checkBets(coupon, bets, context, add);
  const { coefByMarketId } = checked;
  priceable &&= checked.priceable;
  if (priceable) priceable = checkShape(coupon, bets, add);
  const stakes = checkStakes(coupon, bets, coefByMarketId, currency, add);
  priceable &&= stakes.priceable;

  if (typeof coupon?.promoCode === 'string' && coupon.promoCode.trim() !== '' && !isPromoCodeAllowed(typeId)) {
    add({ code: 'promo_type9', detail: 'promo codes are not accepted for a set of singles (type 9)', pointer: '/promoCode' });
  }

  if (!priceable || !isCouponTypeId(typeId)) return { ok: false, violations };

  const value = priceCoupon(coupon, typeId, bets, coefByMarketId, stakes.perBet, limits);
  checkLimits(typeId, value.amount, value.lines, stakes.perBet, limits, currency, add);
  checkBlocks(coupon, bets, coefByMarketId, limits, typeId, add);
  // Exact coef: the coupon goes only at exactly that coefficient (at the current odds).
  if (exactCoef !== undefined && exactCoef > 0 && toThousandths(exactCoef) !== toThousandths(value.coef)) {
    add({
      code: 'coef_changed',
      detail: `the coupon coefficient is now ${value.coef}, not the exact ${exactCoef} asked for`,
      pointer: '/exactCoef',
      newCoef: value.coef,
    });
  }

  return violations.length === 0 ? { ok: true, value, violations: [] } : { ok: false, value, violations };
}

/** The number of bets and the system value for the coupon's type; false when it cannot be priced. */
function checkShape(coupon: CouponToSubmit, bets: readonly Bet[], add: (v: Violation) => void): boolean {
  const typeId = coupon.typeId;
  const bankers = bets.filter((b) => isBanker(b, typeId)).length;
  const others = bets.length - bankers;
  const systemValue = coupon.systemValue;
  if (typeId === COUPON_TYPE.single && bets.length !== 1) {
    add({ code: 'bet_count', detail: `a single holds exactly one bet, this one has ${bets.length}`, pointer: '/bets' });
    return false;
  }
  if (typeId === COUPON_TYPE.express && bets.length < 2) {
    add({ code: 'bet_count', detail: 'an express needs at least 2 bets', pointer: '/bets' });
    return false;
  }
  if (
    (typeId === COUPON_TYPE.systemWithBanker || typeId === COUPON_TYPE.systemVariant) &&
    !isOfferedSystemValue(systemValue ?? NaN, bets.length, bankers)
  ) {
    const detail =
      others < 3
        ? `a system needs at least 3 selections besides the bankers, this one has ${others}`
        : `system value must be a whole number from 2 to ${others - 1}, got ${JSON.stringify(systemValue)}`;
    add({ code: 'system_value', detail, pointer: '/systemValue' });
    return false;
  }
  return true;
}

// @site/betting: the pure betting engine, shared by the browser and the server.
export * from './types';
export * from './violations';
export { roundTo, toThousandths, toMinor, fromMinor, isWholeMinor } from './exact';
export { fractionalLadder, type LadderEntry } from './fractional-ladder';
export { formatCoef, coefFromView, toFraction, isCoefViewId } from './odds-formats';
export { possibleWin, payoutCoef, expressCoef, roundCoef } from './possible-win';
export {
  combinations,
  combinationsBig,
  elementarySymmetric,
  systemTable,
  systemCalc,
  systemValues,
  isOfferedSystemValue,
  MIN_SYSTEM_VALUE,
  type SystemInput,
  type SystemRow,
  type SystemValuesInput,
} from './systems';
export {
  expressBonus,
  expressBonusMultiplier,
  isExpressBonusOffered,
  EXPRESS_BONUS_MIN_BETS,
  EXPRESS_BONUS_MIN_BET_COEF,
  EXPRESS_BONUS_MIN_TOTAL_COEF,
  type ExpressBonus,
  type ExpressBonusInput,
} from './express-bonus';
export {
  minAmountApplies,
  maxAmountApplies,
  effectiveMinAmount,
  effectiveMaxAmount,
  maxAmountByBlock,
  isBetLocked,
  isVipBetAvailable,
  isPromoCodeAllowed,
  couponLimits,
  MAX_PROMO_CODE_LENGTH,
  type BettingLimitsConfig,
  type BettorLimits,
  type CouponLimits,
  type BlockAmount,
  type VipBetInput,
} from './limits';
export {
  listCurrencies,
  currencyInfo,
  isKnownCurrency,
  amountStep,
  initialAmount,
  minorDigits,
  FALLBACK_CURRENCY,
  type CurrencyInfo,
} from './currencies';
export {
  mayProceedAfterCoefChange,
  isChangeCoefAction,
  withNewCoef,
  acceptNewCoef,
  agreedPrices,
  DEFAULT_CHANGE_COEF_ACTION,
  CHANGE_COEF_ACTION,
  type QuotedBet,
} from './change-coef-policy';
export {
  isCouponTypeId,
  isSystemType,
  isCombinedType,
  isBanker,
  betsForBankerMode,
  typeAfterCountChange,
  isScore,
  parseScore,
} from './coupon-shape';
export { evaluateCoupon, type CouponContext, type CouponVerdict } from './evaluate-coupon';
export { isCoef, MAX_COEF, type LineNow } from './check-bets';
export { MAX_AMOUNT } from './check-amounts';
export { type CouponComputation } from './price-coupon';
export { quoteCoupon } from './quote-coupon';
export { couponToSubmit, submittedBet } from './submit-coupon';
export * from './fairness/index';

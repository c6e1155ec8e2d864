// What a well-formed coupon pays (spec 1 §3, §5): its coefficient, possible win, minimum
// win of a system, express bonus and VIP availability, in exact arithmetic.
import type { BetStake } from './check-amounts';
import { isBanker } from './coupon-shape';
import { currencyInfo } from './currencies';
import { COEF_SCALE, divRound, fromMinor, toMinor } from './exact';
import { expressBonus, type ExpressBonus } from './express-bonus';
import { isVipBetAvailable, type CouponLimits } from './limits';
import { expressCoef, possibleWin, roundCoef } from './possible-win';
import { systemTable } from './systems';
import { COUPON_TYPE, type Bet, type CouponToSubmit, type CouponTypeId, type MarketId } from './types';

export interface CouponComputation {
  typeId: CouponTypeId;
  /** Total staked: the amount, or the sum of amountByBetId for type 9. */
  amount: number;
  /**
   * Coupon coefficient quoted to 3 decimals: the bet's (single), the product (express),
   * max win / amount (systems), total possible win / total amount (type 9).
   */
  coef: number;
  possibleWin: number;
  /** Systems: exactly systemValue selections win; otherwise the same as possibleWin. */
  minPossibleWin: number;
  lines: number;
  stakePerLine: number;
  /** Bankers counted (type 2 only). */
  bankers: number;
  expressBonus: ExpressBonus;
  possibleWinWithBonus: number;
  vipBetAvailable: boolean;
  /** The coefficient each bet is placed at (the current one when currentCoefs was given). */
  coefByMarketId: Record<MarketId, number>;
}

export function priceCoupon(
  coupon: CouponToSubmit,
  typeId: CouponTypeId,
  bets: readonly Bet[],
  coefByMarketId: Record<MarketId, number>,
  perBet: readonly BetStake[],
  limits: CouponLimits,
): CouponComputation {
  const currency = limits.currency;
  const digits = currencyInfo(currency).minorDigits;
  const coefs = bets.map((b) => coefByMarketId[b.market.id]!);
  const bankerIdx = bets.flatMap((b, i) => (isBanker(b, typeId) ? [i] : []));
  let amount = coupon.amount;
  let coef: number;
  let win: number;
  let minWin: number;
  let lines = 1;
  if (typeId === COUPON_TYPE.singlesSet) {
    let total = 0n;
    let wins = 0n;
    for (const b of perBet) {
      total += toMinor(b.amount, digits);
      wins += toMinor(possibleWin(b.amount, b.coef, undefined, currency), digits);
    }
    amount = fromMinor(total, digits);
    win = minWin = fromMinor(wins, digits);
    coef = total > 0n ? Number(divRound(wins * COEF_SCALE, total)) / 1000 : 0;
    lines = perBet.length;
  } else if (typeId === COUPON_TYPE.systemWithBanker || typeId === COUPON_TYPE.systemVariant) {
    const row = systemTable({ coefs, bankers: bankerIdx, amount, currency }, [coupon.systemValue!])[0]!;
    lines = row.lines;
    // exactCoef, when set, replaces the coefficient of the win (spec 1 §3).
    win = coupon.exactCoef && coupon.exactCoef > 0 ? possibleWin(amount, coupon.exactCoef, undefined, currency) : row.maxWin;
    minWin = row.minWin;
    coef = roundCoef(row.maxWin / amount);
  } else {
    coef = typeId === COUPON_TYPE.single ? roundCoef(coefs[0]!) : expressCoef(coefs);
    win = minWin = possibleWin(amount, coef, coupon.exactCoef, currency);
  }
  const bonus = expressBonus({
    flag: Boolean(limits.isExpressBonusEnabled),
    typeId,
    bets: bets.map((b) => ({ coef: coefByMarketId[b.market.id]!, kind: b.market.kind })),
    ...(typeId === COUPON_TYPE.express && { totalCoef: coef }),
  });
  return {
    typeId,
    amount,
    coef,
    possibleWin: win,
    minPossibleWin: minWin,
    lines,
    stakePerLine: amount / lines,
    bankers: bankerIdx.length,
    expressBonus: bonus,
    possibleWinWithBonus: bonus.offered ? possibleWin(win, bonus.coef, undefined, currency) : win,
    vipBetAvailable: isVipBetAvailable({ flag: Boolean(limits.isVipBetEnabled), maxBetAmount: limits.maxBetAmount, typeId, bets }),
    coefByMarketId,
  };
}

// Amount limits and bet availability (spec 1 §3, §4, §5, §6).
import { possibleWin } from './possible-win';
import { COUPON_TYPE, type Bet } from './types';

export interface CouponLimits {
  /** Minimum amount; unset or 0 means no minimum. For systems it is per line. */
  minBetAmount?: number;
  /** Coupon types the minimum applies to; undefined means every type, [] none. */
  minAmountTypeIds?: readonly number[];
  /** Maximum amount; unset means unbounded (spec default). */
  maxBetAmount?: number;
  /** Coupon types the maximum applies to; undefined means every type, [] none. */
  maxAmountTypeIds?: readonly number[];
  /** Betting from the bonus account: the maximum never applies (spec 1 §6). */
  isBonusAccount?: boolean;
  /** Site flag for the express bonus. */
  isExpressBonusEnabled?: boolean;
  /** Site flag for VIP bets. */
  isVipBetEnabled?: boolean;
  /** ISO code: minor units for rounding; unknown falls back to RUB. */
  currency?: string;
}

function listed(types: readonly number[] | undefined, typeId: number): boolean {
  return types === undefined || types.includes(typeId);
}

/** The minimum applies only when set and only to the configured coupon types. */
export function minAmountApplies(limits: CouponLimits, typeId: number): boolean {
  const min = limits.minBetAmount;
  return typeof min === 'number' && Number.isFinite(min) && min > 0 && listed(limits.minAmountTypeIds, typeId);
}

/** The maximum applies only to the configured types and never with the bonus account. */
export function maxAmountApplies(limits: CouponLimits, typeId: number): boolean {
  const max = limits.maxBetAmount;
  return !limits.isBonusAccount && typeof max === 'number' && Number.isFinite(max) && listed(limits.maxAmountTypeIds, typeId);
}

/** The minimum for the whole amount, or undefined; systems need the per-line minimum on each line. */
export function effectiveMinAmount(limits: CouponLimits, typeId: number, lines = 1): number | undefined {
  return minAmountApplies(limits, typeId) ? limits.minBetAmount! * lines : undefined;
}

export function effectiveMaxAmount(limits: CouponLimits, typeId: number): number {
  return maxAmountApplies(limits, typeId) ? limits.maxBetAmount! : Infinity;
}

export interface BlockAmount {
  coef: number;
  amount: number;
}

/**
 * Max amount per block of a chained coupon (spec 1 §5): the first block may take
 * maxBetAmount; each later block the previous block's coef times its amount (what that
 * block can pay into the next), rounded to minor units.
 */
export function maxAmountByBlock(maxBetAmount: number, blocks: readonly BlockAmount[], currency?: string): number[] {
  return blocks.map((_, i) => {
    const prev = blocks[i - 1];
    return prev ? possibleWin(prev.amount, prev.coef, undefined, currency) : maxBetAmount;
  });
}

/** A bet is locked if blocked, dependent or banned from express (spec 1 §3). */
export function isBetLocked(bet: Pick<Bet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): boolean {
  return Boolean(bet.isBlocked || bet.isDepend || bet.isBannedExpress);
}

export interface VipBetInput {
  flag: boolean;
  maxBetAmount: number | undefined;
  typeId: number;
  bets: readonly Pick<Bet, 'market'>[];
}

/** VIP bet: flag on, finite max amount, at least one bet, every bet line (not live), type not 9. */
export function isVipBetAvailable({ flag, maxBetAmount, typeId, bets }: VipBetInput): boolean {
  return (
    flag &&
    typeof maxBetAmount === 'number' &&
    Number.isFinite(maxBetAmount) &&
    bets.length > 0 &&
    bets.every((b) => !b.market.isLive) &&
    typeId !== COUPON_TYPE.singlesSet
  );
}

/** Promo codes are not accepted for coupon type 9 (spec 1 §5). */
export function isPromoCodeAllowed(typeId: number): boolean {
  return typeId !== COUPON_TYPE.singlesSet;
}

/** The longest promo code a coupon carries (the placing call refuses longer ones). */
export const MAX_PROMO_CODE_LENGTH = 40;

/** The site config's `betting` group as far as limits go; read as untrusted data. */
export interface BettingLimitsConfig {
  minBetAmount?: unknown;
  minBetAmountTypes?: unknown;
  maxBetAmount?: unknown;
  maxBetAmountTypes?: unknown;
  expressBonusEnabled?: unknown;
  vipBetEnabled?: unknown;
}

/** Who bets, in what: the account's currency and kind, and the player's own limits if any. */
export interface BettorLimits {
  currency: string;
  isBonusAccount: boolean;
  /** The player's own minimum; 0 or unset defers to the config. */
  minBetAmount?: number;
  /** The player's own maximum; the lower of it and the config's applies. */
  maxBetAmount?: number;
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const typeList = (x: unknown): number[] | undefined => (Array.isArray(x) ? x.filter((v): v is number => typeof v === 'number') : undefined);

/**
 * The engine's limits from the site config and the bettor: the coupon store and the
 * server's placement build them here, so both apply the same bounds.
 */
export function couponLimits(config: BettingLimitsConfig | null | undefined, bettor: BettorLimits): CouponLimits {
  const own = bettor.minBetAmount;
  const configMax = finite(config?.maxBetAmount) ? config.maxBetAmount : Infinity;
  return {
    minBetAmount: finite(own) && own > 0 ? own : finite(config?.minBetAmount) ? config.minBetAmount : 0,
    minAmountTypeIds: typeList(config?.minBetAmountTypes),
    maxBetAmount: Math.min(bettor.maxBetAmount ?? Infinity, configMax),
    maxAmountTypeIds: typeList(config?.maxBetAmountTypes),
    isBonusAccount: bettor.isBonusAccount,
    isExpressBonusEnabled: config?.expressBonusEnabled === true,
    isVipBetEnabled: config?.vipBetEnabled === true,
    currency: bettor.currency,
  };
}

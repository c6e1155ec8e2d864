// What a coupon type means for its bets (spec 1 §3, §5): which types combine bets, which are
// systems, which bets count as bankers, and how the type follows the number of bets.
import { COUPON_TYPE, COUPON_TYPE_IDS, type Bet, type CouponTypeId, type Score } from './types';

export function isCouponTypeId(x: unknown): x is CouponTypeId {
  return COUPON_TYPE_IDS.includes(x as CouponTypeId);
}

/** Systems: 2 (with banker) and 4 (variant). */
export function isSystemType(typeId: number): boolean {
  return typeId === COUPON_TYPE.systemWithBanker || typeId === COUPON_TYPE.systemVariant;
}

/**
 * Types whose bets are combined into one line or more (express and systems). Only there may
 * two bets depend on each other, and only there is a bet banned from express refused.
 */
export function isCombinedType(typeId: number): boolean {
  return typeId === COUPON_TYPE.express || isSystemType(typeId);
}

/** Only type 2 is "system with banker"; type 4 prices every selection as a plain system. */
export function isBanker(bet: Pick<Bet, 'isBanker' | 'isDisabledBanker'>, typeId: number): boolean {
  return typeId === COUPON_TYPE.systemWithBanker && Boolean(bet.isBanker) && !bet.isDisabledBanker;
}

/**
 * The bets as they are priced: with banker mode off (a setting of type 2), banker marks
 * are dropped. The same array comes back when nothing changes.
 */
export function betsForBankerMode<B extends Bet>(bets: readonly B[], typeId: number, bankerMode: boolean): readonly B[] {
  if (typeId !== COUPON_TYPE.systemWithBanker || bankerMode) return bets;
  return bets.map((b) => (b.isBanker ? { ...b, isBanker: false } : b));
}

/**
 * Spec silent: a single that gets a second bet becomes an express, and an express left with
 * one bet a single, as bet slips commonly do. Systems and type 9 are never changed.
 */
export function typeAfterCountChange(typeId: CouponTypeId, betCount: number): CouponTypeId {
  if (typeId === COUPON_TYPE.single && betCount >= 2) return COUPON_TYPE.express;
  if (typeId === COUPON_TYPE.express && betCount <= 1) return COUPON_TYPE.single;
  return typeId;
}

export function isScore(x: unknown): x is Score {
  return Array.isArray(x) && x.length === 2 && x.every((n) => Number.isSafeInteger(n) && n >= 0);
}

/** A score as the line shows it ('2:1', '2 - 1') as [home, away]; undefined when it is none. */
export function parseScore(text: unknown): Score | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^\s*(\d{1,6})\s*[:-]\s*(\d{1,6})\s*$/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

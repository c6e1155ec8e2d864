// Express bonus (spec 1 §4, §9): offered when the site flag is on, the coupon is an
// express, it has at least 3 bets, every bet is of a non-special kind with coef >= 1.1,
// and the total coef is >= 1.01. Multiplier 1 + n/100 for n = 1..9 bets, else 1.1.
import { expressCoef } from './possible-win';
import { COUPON_TYPE, type MarketKind } from './types';

export const EXPRESS_BONUS_MIN_BETS = 3;
export const EXPRESS_BONUS_MIN_BET_COEF = 1.1;
export const EXPRESS_BONUS_MIN_TOTAL_COEF = 1.01;

export interface ExpressBonusInput {
  flag: boolean;
  typeId: number;
  bets: readonly { coef: number; kind?: MarketKind }[];
  /** The express coefficient when the caller has it already (saves recomputing it). */
  totalCoef?: number;
}

export interface ExpressBonus {
  offered: boolean;
  /** The multiplier; 1 when not offered. */
  coef: number;
}

export function expressBonusMultiplier(betCount: number): number {
  return betCount >= 1 && betCount <= 9 ? (100 + betCount) / 100 : 1.1;
}

/** Compared as quoted, in thousandths, so 1.1 entered as 1.1000000001 still counts. */
const thousandths = (coef: number) => Math.round(coef * 1000);

export function isExpressBonusOffered({ flag, typeId, bets, totalCoef }: ExpressBonusInput): boolean {
  return (
    flag &&
    typeId === COUPON_TYPE.express &&
    bets.length >= EXPRESS_BONUS_MIN_BETS &&
    bets.every((b) => (b.kind ?? 'regular') !== 'special' && thousandths(b.coef) >= thousandths(EXPRESS_BONUS_MIN_BET_COEF)) &&
    thousandths(totalCoef ?? expressCoef(bets.map((b) => b.coef))) >= thousandths(EXPRESS_BONUS_MIN_TOTAL_COEF)
  );
}

export function expressBonus(input: ExpressBonusInput): ExpressBonus {
  const offered = isExpressBonusOffered(input);
  return { offered, coef: offered ? expressBonusMultiplier(input.bets.length) : 1 };
}

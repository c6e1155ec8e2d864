// What a coupon pays once every selection has an outcome. Pure, on integers: stakes in minor
// units, coefficients in thousandths, results rounded half up once (the engine's rounding).
// A void selection counts as coefficient 1 everywhere; a lost one as 0.
import { combinationsBig, COUPON_TYPE, elementarySymmetric, expressBonus, expressCoef } from '@site/betting';

export type SelectionOutcome = 'win' | 'lose' | 'void';

export interface SettleSelection {
  coefMilli: number;
  outcome: SelectionOutcome;
  isBanker: boolean;
  /** Type 9: this single's stake in minor units. */
  amountMinor: number | null;
  /** 'special' selections never count towards the express bonus. */
  special?: boolean;
}

export interface SettleCoupon {
  typeId: number;
  systemValue: number | null;
  amountMinor: number;
  /** The coupon coef as placed (singles and expresses pay at it when nothing was voided). */
  coefMilli: number;
  /** Express bonus multiplier offered at placement, thousandths (1000: none). */
  bonusMilli: number;
  selections: readonly SettleSelection[];
}

export interface Settlement {
  status: 'won' | 'lost' | 'void';
  winMinor: number;
}

const SCALE = 1000n;

function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function factor(s: SettleSelection): bigint {
  return s.outcome === 'win' ? BigInt(s.coefMilli) : s.outcome === 'void' ? SCALE : 0n;
}

function statusOf(winMinor: number, stakeMinor: number, selections: readonly SettleSelection[]): Settlement['status'] {
  if (selections.every((s) => s.outcome === 'void') && winMinor === stakeMinor) return 'void';
  return winMinor > 0 ? 'won' : 'lost';
}

/** Express: the quoted coef when all won; otherwise the engine's express coef of the rest. */
function settleExpress(c: SettleCoupon): number {
  const sel = c.selections;
  if (sel.some((s) => s.outcome === 'lose')) return 0;
  const won = sel.filter((s) => s.outcome === 'win');
  if (won.length === 0) return c.amountMinor;
  const coefMilli = won.length === sel.length ? c.coefMilli : Math.round(expressCoef(won.map((s) => s.coefMilli / 1000)) * 1000);
  let win = divRound(BigInt(c.amountMinor) * BigInt(coefMilli), SCALE);
  // The bonus offered at placement still needs the engine's conditions on what actually won.
  if (c.bonusMilli > 1000) {
    const bonus = expressBonus({ flag: true, typeId: COUPON_TYPE.express, bets: won.map((s) => ({ coef: s.coefMilli / 1000, kind: s.special ? 'special' : 'regular' })) });
    if (bonus.offered) win = divRound(win * BigInt(Math.min(c.bonusMilli, Math.round(bonus.coef * 1000))), SCALE);
  }
  return Number(win);
}

/**
 * System: stake / C(m, k) on each line of k non-bankers plus every banker. The sum over lines
 * of the line products is prod(bankers) x e_k(others), so with losers as 0 and voids as 1 the
 * payout is amount x prod(bankers) x e_k(factors) / (C(m, k) x 1000^(b + k)): the engine's DP.
 */
function settleSystem(c: SettleCoupon): number {
  const k = c.systemValue ?? 0;
  const bankers = c.selections.filter((s) => s.isBanker);
  const others = c.selections.filter((s) => !s.isBanker);
  const lines = combinationsBig(others.length, k);
  if (lines === 0n) throw new RangeError(`system ${k} of ${others.length} has no lines`);
  let num = BigInt(c.amountMinor);
  for (const b of bankers) num *= factor(b);
  const ek = elementarySymmetric(others.map(factor), k)[k] ?? 0n;
  num *= ek;
  return Number(divRound(num, lines * SCALE ** BigInt(bankers.length + k)));
}

function settleSingles(c: SettleCoupon): number {
  let total = 0n;
  for (const s of c.selections) total += divRound(BigInt(s.amountMinor ?? 0) * factor(s), SCALE);
  return Number(total);
}

export function settleCoupon(c: SettleCoupon): Settlement {
  let winMinor: number;
  switch (c.typeId) {
    case COUPON_TYPE.single:
    case COUPON_TYPE.express:
      winMinor = settleExpress(c);
      break;
    case COUPON_TYPE.systemWithBanker:
    case COUPON_TYPE.systemVariant:
      winMinor = settleSystem(c);
      break;
    case COUPON_TYPE.singlesSet:
      winMinor = settleSingles(c);
      break;
    default:
      throw new RangeError(`cannot settle coupon type ${c.typeId}`);
  }
  return { status: statusOf(winMinor, c.amountMinor, c.selections), winMinor };
}

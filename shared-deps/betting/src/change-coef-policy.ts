// Odds-change policy (spec 1 §3, changeCoefAction, default 2 per §9).
import { toThousandths } from './exact';
import { CHANGE_COEF_ACTIONS, type Bet, type ChangeCoefAction, type MarketId } from './types';

export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = 2;

export const CHANGE_COEF_ACTION = {
  askOnAnyChange: 0,
  acceptHigher: 1,
  acceptAny: 2,
} as const satisfies Record<string, ChangeCoefAction>;

export function isChangeCoefAction(x: unknown): x is ChangeCoefAction {
  return CHANGE_COEF_ACTIONS.includes(x as ChangeCoefAction);
}

/**
 * May the bet go on at newCoef when the player saw oldCoef? Compared at the quoted
 * precision (thousandths) so float noise is never "a change". A missing action means
 * the default, 2; an unknown one the strictest, 0, so a garbled setting never accepts
 * odds the player did not see.
 */
export function mayProceedAfterCoefChange(action: number | undefined, oldCoef: number, newCoef: number): boolean {
  const a = action === undefined ? DEFAULT_CHANGE_COEF_ACTION : isChangeCoefAction(action) ? action : 0;
  const before = toThousandths(oldCoef);
  const after = toThousandths(newCoef);
  if (a === 2) return true;
  if (a === 1) return after >= before;
  return after === before;
}

/**
 * A bet whose price may move while it waits in the coupon: market.coef is always the latest
 * price; acceptedCoef, while present, the price the player last agreed to (a move the
 * policy did not accept by itself); oldCoef the price before the latest move, for showing it.
 */
export type QuotedBet = Bet & { oldCoef?: number; acceptedCoef?: number };

/**
 * The bet at a new price under the player's odds-change policy (spec 1 §3 changeCoefAction):
 * an accepted move just changes the price; any other keeps the price the player last agreed
 * to in acceptedCoef until he accepts. Moving back to that price releases it. The same
 * object comes back when the price did not move (compared in thousandths).
 */
export function withNewCoef<B extends QuotedBet>(bet: B, coef: number, action: number | undefined): B {
  const prev = bet.market.coef;
  if (toThousandths(prev) === toThousandths(coef)) return bet;
  const agreed = bet.acceptedCoef ?? prev;
  const { acceptedCoef: _, ...rest } = bet;
  const moved = { ...rest, market: { ...bet.market, coef }, oldCoef: prev } as B;
  return mayProceedAfterCoefChange(action, agreed, coef) ? moved : { ...moved, acceptedCoef: agreed };
}

/** The player takes the latest price: the bet without acceptedCoef (the same object when there is none). */
export function acceptNewCoef<B extends QuotedBet>(bet: B): B {
  if (bet.acceptedCoef === undefined) return bet;
  const { acceptedCoef: _, ...rest } = bet;
  return rest as B;
}

/**
 * A coupon's bets as the player agreed to them, and the latest prices: the pair the engine
 * checks under the policy (evaluateCoupon's currentCoefs), exactly as the server checks the
 * submitted coupon against its own current prices.
 */
export function agreedPrices<B extends QuotedBet>(bets: readonly B[]): { bets: B[]; currentCoefs: Record<MarketId, number> } {
  const currentCoefs: Record<MarketId, number> = {};
  const agreed = bets.map((b) => {
    currentCoefs[b.market.id] = b.market.coef;
    return b.acceptedCoef === undefined ? b : { ...b, market: { ...b.market, coef: b.acceptedCoef } };
  });
  return { bets: agreed, currentCoefs };
}

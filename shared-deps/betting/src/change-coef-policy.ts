// Odds-change policy (spec 1 §3, changeCoefAction, default 2 per §9).
import { toThousandths } from './exact';
import { CHANGE_COEF_ACTIONS, type ChangeCoefAction } from './types';

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

import { formatCoef, type CoefViewId } from '@site/betting';

/** The odd's text in the player's format; a price the format cannot show falls back to decimal. */
export function formatOdd(coef: number, viewId: CoefViewId): string {
  try {
    return formatCoef(coef, viewId).text;
  } catch {
    return coef > 1 ? coef.toFixed(2) : '—';
  }
}

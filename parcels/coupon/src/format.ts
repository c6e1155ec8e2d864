import { currencyInfo, formatCoef, isCoefViewId, type CoefViewId } from '@site/betting';

/** Money in the currency's minor digits: 1234.5 RUB -> '1234.50 RUB'. */
export function formatMoney(value: number, iso: string): string {
  const c = currencyInfo(iso);
  return `${value.toFixed(c.minorDigits)} ${c.iso}`;
}

/** A coefficient in the site's display format; the raw number if it cannot be shown so. */
export function showCoef(coef: number, viewId: CoefViewId): string {
  try {
    return formatCoef(coef, isCoefViewId(viewId) ? viewId : 0).text;
  } catch {
    return String(coef);
  }
}

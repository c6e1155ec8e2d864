import { formatCoef, isCoefViewId, type CoefViewId } from '@site/betting';

/**
 * A price in the player's odds format (@site/betting formatCoef: decimal, fractional,
 * American, Hong Kong...). A price the format cannot show (1.00 or less, not a number) falls
 * back to decimal, or a dash: the page never shows an error where a price should be.
 */
export function formatOdds(coef: number, viewId: CoefViewId | number): string {
  try {
    return formatCoef(coef, isCoefViewId(viewId) ? viewId : 0).text;
  } catch {
    return Number.isFinite(coef) && coef > 1 ? coef.toFixed(2) : '—';
  }
}

/** Prices repeat (thousandths on a short range): cache enough texts for a full live page. */
const CACHE_LIMIT = 20_000;

/**
 * formatOdds with a cache, for pages that paint thousands of prices many times a second
 * (the sports lists). One per owner (e.g. per mounted sports app), never module-wide.
 */
export class OddsTexts {
  private readonly cache = new Map<number, string>();

  text(coef: number, viewId: CoefViewId): string {
    const key = Math.round(coef * 1000) * 32 + viewId;
    let text = this.cache.get(key);
    if (text === undefined) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      text = formatOdds(coef, viewId);
      this.cache.set(key, text);
    }
    return text;
  }
}

import { formatCoef, type CoefViewId } from '@site/betting';

/** Prices repeat (thousandths on a short range): the text of each is worked out once. */
const CACHE_LIMIT = 20_000;

/** Cached formatCoef texts, one map per format. Owned by whoever creates it (one per app mount). */
export class OddFormatter {
  private readonly cache = new Map<number, string>();

  text(coef: number, viewId: CoefViewId): string {
    const key = Math.round(coef * 1000) * 32 + viewId;
    let t = this.cache.get(key);
    if (t === undefined) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      t = formatOdd(coef, viewId);
      this.cache.set(key, t);
    }
    return t;
  }
}

/** The odd's text in the player's format; a price the format cannot show falls back to decimal. */
export function formatOdd(coef: number, viewId: CoefViewId): string {
  try {
    return formatCoef(coef, viewId).text;
  } catch {
    return coef > 1 ? coef.toFixed(2) : '—';
  }
}

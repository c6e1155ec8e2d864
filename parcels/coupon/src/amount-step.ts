/**
 * The stake one currency step up or down from `amount`, never below `min` (the minimum
 * stake, else one step). An amount off the step grid snaps to the grid in the direction
 * asked. Computed in minor units, so no float drift (2.5 + 2.5 + 2.5 is 7.5).
 */
export function stepFrom(amount: number, amountStep: number, minorDigits: number, direction: 1 | -1, min = 0): number {
  const scale = 10 ** minorDigits;
  const step = Math.round(amountStep * scale);
  const floor = min > 0 ? Math.round(min * scale) : step;
  const now = Math.round(amount * scale);
  const next = direction > 0 ? Math.max(floor, (Math.floor(now / step) + 1) * step) : Math.max(floor, (Math.ceil(now / step) - 1) * step);
  return next / scale;
}

/** The number a stake field shows, for stepping from it: '12,5' is 12.5, '12abc' 12, '' or 'abc' 0. */
export function shownNumber(text: string): number {
  const m = /^\s*(\d+(?:[.,]\d*)?)/.exec(text);
  const n = m ? Number(m[1]!.replace(',', '.')) : 0;
  return Number.isFinite(n) ? n : 0;
}

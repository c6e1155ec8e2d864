/**
 * The stake one currency step up or down from `amount`, never below one step. An amount off
 * the step grid snaps to the grid in the direction asked. Computed in minor units, so no
 * float drift (2.5 + 2.5 + 2.5 is 7.5).
 */
export function stepFrom(amount: number, amountStep: number, minorDigits: number, direction: 1 | -1): number {
  const scale = 10 ** minorDigits;
  const step = Math.round(amountStep * scale);
  const now = Math.round(amount * scale);
  const next = direction > 0 ? (Math.floor(now / step) + 1) * step : Math.max(step, (Math.ceil(now / step) - 1) * step);
  return next / scale;
}

import { dayStart } from '@site/i18n';

/**
 * The history's from/to (date inputs: the player's days, in his time zone) as the API's
 * epoch ms: `to` is the end of the chosen day, since the server's upper bound is exclusive.
 */
export function dayRange(from: string, to: string, timeZone?: string | null): { from?: number; to?: number } {
  const f = dayStart(from, timeZone);
  const t = dayStart(to, timeZone, 1);
  return { ...(f !== undefined && { from: f }), ...(t !== undefined && { to: t }) };
}

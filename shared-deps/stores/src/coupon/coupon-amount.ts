// Amounts typed by the player: a number >= 0 in whole minor units of the currency.
import { isWholeMinor } from '@site/betting';

/** The engine's sanity bound on a stake. */
export const MAX_COUPON_AMOUNT = 1_000_000_000_000;

export type AmountParse = { ok: true; value: number } | { ok: false; reason: string };

/** Accepts a number or the text of an input field ('12.5', '12,5', ' 10 '). */
export function parseAmount(input: unknown, digits: number, iso: string): AmountParse {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string' && /^\s*\d+([.,]\d*)?\s*$/.test(input)) value = Number(input.trim().replace(',', '.'));
  else return { ok: false, reason: 'the amount must be a number' };
  if (!Number.isFinite(value)) return { ok: false, reason: 'the amount must be a number' };
  if (value < 0) return { ok: false, reason: 'the amount cannot be negative' };
  if (value > MAX_COUPON_AMOUNT) return { ok: false, reason: `the amount cannot be above ${MAX_COUPON_AMOUNT}` };
  if (!isWholeMinor(value, digits)) {
    return { ok: false, reason: digits === 0 ? `${iso} amounts are whole numbers` : `${iso} amounts have at most ${digits} decimals` };
  }
  return { ok: true, value };
}

// Amounts typed by the player: a number >= 0 in whole minor units of the currency.
import { isWholeMinor, MAX_AMOUNT } from '@site/betting';
import type { Message } from '@site/api';
import { message } from '../messages';

/** The engine's sanity bound on a stake. */
export const MAX_COUPON_AMOUNT = MAX_AMOUNT;

export type AmountParse = { ok: true; value: number } | { ok: false; reason: Message };

const no = (reason: Message): AmountParse => ({ ok: false, reason });

/** Accepts a number or the text of an input field ('12.5', '12,5', ' 10 '). */
export function parseAmount(input: unknown, digits: number, iso: string): AmountParse {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string' && input.trim() === '') return no(message('coupon.amount_empty'));
  else if (typeof input === 'string' && /^\s*\d+([.,]\d*)?\s*$/.test(input)) value = Number(input.trim().replace(',', '.'));
  else return no(message('coupon.amount_not_number'));
  if (!Number.isFinite(value)) return no(message('coupon.amount_not_number'));
  if (value < 0) return no(message('coupon.amount_negative'));
  if (value > MAX_COUPON_AMOUNT) return no(message('coupon.amount_too_large', { max: MAX_COUPON_AMOUNT }));
  if (!isWholeMinor(value, digits)) {
    return no(
      digits === 0 ? message('coupon.amount_whole', { currency: iso }) : message('coupon.amount_decimals', { currency: iso, digits }),
    );
  }
  return { ok: true, value };
}

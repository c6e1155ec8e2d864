// The stores' messages: a code of the browser's catalogue (@site/api CLIENT_MESSAGE_CODES,
// or an engine rule as `coupon.<violation code>`) and the values its words need. Stores hold
// these, never sentences; the UI says them in the player's language (@site/i18n translateMessage).
import type { ClientMessageCode, Message, MessageValues } from '@site/api';
import type { ViolationCode } from '@site/betting';
import type { InputResult } from './coupon/coupon-types';

export type StoreMessageCode = ClientMessageCode | `coupon.${ViolationCode}`;

export function message(code: StoreMessageCode, values?: MessageValues): Message {
  return values ? { code, values } : { code };
}

/** An input refused, with why. */
export function refused(code: StoreMessageCode, values?: MessageValues): InputResult {
  return { ok: false, reason: message(code, values) };
}

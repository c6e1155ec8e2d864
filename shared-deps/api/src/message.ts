import { ApiError } from './api-error';

/**
 * Something to tell the player, as data: a stable dotted code (`coupon.max_amount`,
 * `auth.bad_credentials`, `network.offline`) and the values its sentence needs
 * (`{max: 500, currency: 'EUR'}`). The server's error envelope carries exactly this (`code`,
 * `meta`); stores and services hold Messages, never sentences; the UI turns a Message into
 * words in the player's language through i18next's `errors` namespace (@site/i18n
 * `translateMessage`).
 */
export interface Message {
  code: string;
  values?: MessageValues;
}

export type MessageValues = Record<string, string | number>;

/** Codes the browser itself produces (no server involved). Their texts live in the errors namespace too. */
export const CLIENT_MESSAGE_CODES = ['network.offline', 'network.bad_answer', 'network.cancelled', 'network.server', 'unknown'] as const;

/** The Message for anything a call or an action threw. */
export function messageOf(error: unknown): Message {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { code: 'network.offline' };
    if (error.kind === 'parse') return { code: 'network.bad_answer' };
    if (error.kind === 'cancel') return { code: 'network.cancelled' };
    const item = error.items[0];
    if (item?.code) return item.meta ? { code: item.code, values: item.meta } : { code: item.code };
    return { code: error.status >= 500 ? 'network.server' : 'unknown' };
  }
  return { code: 'unknown' };
}

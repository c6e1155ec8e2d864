import { ApiError, type ApiErrorItem } from './api-error';

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
export const CLIENT_MESSAGE_CODES = [
  'network.offline',
  'network.bad_answer',
  'network.cancelled',
  'network.server',
  'unknown',
  // A form's own check before any call (parcels/auth).
  'form.required',
  // The stores' own refusals of what the player typed or did (@site/stores).
  'coupon.bad_bet',
  'coupon.bet_exists',
  'coupon.too_many_bets',
  'coupon.bet_missing',
  'coupon.amount_empty',
  'coupon.amount_not_number',
  'coupon.amount_negative',
  'coupon.amount_too_large',
  'coupon.amount_whole',
  'coupon.amount_decimals',
  'coupon.amount_step_not_positive',
  'coupon.system_value_whole',
  'coupon.banker_type',
  'coupon.banker_mode_off',
  'coupon.banker_disabled',
  'coupon.promo_too_long',
  'coupon.vip_unavailable',
  'coupon.bad_exact_coef',
  'coupon.confirm_one_click',
  'coupon.save_no_code',
  'coupon.load_bad_code',
  'coupon.load_unreadable',
  'coupon.load_none_left',
  'coupon.load_some_refused',
  'account.no_active',
  'account.label_main',
  'account.label_bonus',
  'account.label_currency',
  'account.label_unknown',
  'config.load_failed',
  // The limits store's own messages (@site/stores limits, issue 14).
  'limit.saved',
  'limit.answers_wrong',
  'limit.approved',
  'limit.rejected',
  'limit.approve_failed',
  'limit.reject_failed',
  'limit.session_ended',
  'limit.set_deposit_prompt',
  'limit.set_deposit_action',
  // The root config's update notice (spec 2 §9 version check, issue 20).
  'update.available',
  'update.reload',
  // The shell's notices and reminders (root config, issue 15).
  'shell.maintenance_ru',
  'shell.maintenance_en',
  'shell.logoff_title',
  'shell.logoff_text',
  'shell.adblock_title',
  'shell.adblock_text',
  'shell.age_text',
  'shell.age_accept',
  'shell.coupon_reminder',
  'shell.coupon_open',
  'shell.registration_reminder',
  'shell.registration_open',
  'shell.first_deposit_title',
  'shell.first_deposit_text',
  'shell.first_deposit_action',
  'shell.offline',
] as const;
export type ClientMessageCode = (typeof CLIENT_MESSAGE_CODES)[number];

/** The Message for anything a call or an action threw. */
export function messageOf(error: unknown): Message {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { code: 'network.offline' };
    if (error.kind === 'parse') return { code: 'network.bad_answer' };
    if (error.kind === 'cancel') return { code: 'network.cancelled' };
    const item = error.items[0];
    if (item?.code) return messageOfItem(item);
    return { code: error.status >= 500 ? 'network.server' : 'unknown' };
  }
  return { code: 'unknown' };
}

/** One item of an error envelope as a Message: its code and the values of its `meta`. */
export function messageOfItem(item: ApiErrorItem): Message {
  return item.meta ? { code: item.code, values: item.meta } : { code: item.code };
}

// Every code the server can send, with the names of the values (`meta`) its message needs.
// The error envelope carries them (`errors[i].code`, `errors[i].meta`); a few 200 answers carry
// one too (the currency account calls' `data.code`). The browser turns code + values into words
// through i18next's `errors` namespace (@site/i18n): every code here has a key in every
// language (test/server/error-codes.test.ts). `detail` stays English, for people reading logs.
// TypeBox-free: the browser may import it.
import type { ViolationCode } from '@site/betting';

export const ERROR_CODES = {
  // The request itself
  /** A field is missing, of the wrong type or not allowed; `source.pointer` names it. */
  'request.invalid': [],
  'request.too_large': [],
  /** Unreadable JSON, a wrong content type, a URL the router refuses. */
  'request.bad': [],
  /** A remote front-end asked in a render mode or protocol version it does not speak. */
  'request.not_acceptable': [],
  not_found: [],
  'server.internal': [],
  /** A cookie-authenticated write (POST, PUT, PATCH, DELETE) from another site (Origin, Referer or Sec-Fetch-Site). */
  csrf: [],
  /** Too many attempts (failed sign-ins per account or address); Retry-After says the seconds. */
  rate_limited: ['minutes'],

  // Signing in and who is asking
  'auth.unauthorized': [],
  'auth.bad_credentials': [],
  'auth.two_step_expired': [],
  'auth.bad_code': [],
  'auth.token_missing': [],
  'auth.token_expired': [],
  'auth.token_invalid': [],
  'auth.registration_closed': [],
  'auth.login_unavailable': [],

  // Registration and profile
  'user.email_taken': [],
  'user.phone_taken': [],
  'user.email_invalid': [],
  'user.password_too_short': ['min'],
  'user.password_too_long': ['max'],
  'user.password_weak': [],
  'user.phone_digits_only': [],
  'user.phone_length': ['digits'],
  'user.phone_length_range': ['min', 'max'],
  'user.country_unknown': [],
  'user.currency_unknown': [],
  'terms.changed': [],

  // Accounts and money
  'account.not_found': [],
  'account.currency_not_offered': [],
  'account.currency_is_main': ['currency'],
  'account.currency_exists': ['currency'],
  'account.currency_added': ['currency'],
  'account.currency_removed': ['currency'],
  'account.currency_missing': ['currency'],
  'account.currency_has_money': ['currency'],
  'account.currency_active': ['currency'],
  /** The stake (or any debit) is above the balance. */
  'ledger.insufficient_funds': ['balance', 'currency'],
  /** An idempotency key came back with another request. */
  'idempotency.conflict': [],

  // Sportsbook, besides the coupon rules (`coupon.<ViolationCode>`, below)
  'game.not_found': [],
  'coupon.not_found': [],
  'coupon.saved_not_found': [],

  // Player protection (the limit service, issue 14). `remaining` is in whole units of
  // `currency`; `endsAt` is the UTC time an exclusion ends, as "YYYY-MM-DD HH:MM UTC".
  /** A stake above what remains of a wagering limit. */
  'limit.wagering': ['remaining', 'currency'],
  /** A stake above what remains of a loss limit. */
  'limit.loss': ['remaining', 'currency'],
  /** A deposit above what remains of a deposit limit. */
  'limit.deposit': ['remaining', 'currency'],
  /** A deposit during a deposit time-out (limit 33). */
  'limit.deposit_timeout': ['endsAt'],
  /** A limit type the service does not know, or one the player cannot set. */
  'limit.bad_type': ['limitType'],
  /** A value outside the type's option list or range (`availablelimits`). */
  'limit.bad_value': ['limitType'],
  /** The same type twice in one request. */
  'limit.duplicate_type': ['limitType'],
  /** Self-exclusion and time-out cannot be cancelled or shortened while in force. */
  'limit.not_cancellable': ['endsAt'],
  /** Approve or reject of a type with no pending change. */
  'limit.no_pending': [],
  /** Approve before the pending change has started (24 h after it was asked for). */
  'limit.not_yet_approvable': [],
  /** `testanswers` with a token that is unknown, used, expired or another player's. */
  'limit.token_invalid': [],
  /** Self-exclusion in force: no bet, no deposit, no game. */
  self_excluded: ['endsAt'],
  /** The session limit's hours since sign-in have run out. */
  session_limit_ended: [],
  /** Ban level above 0: every bet, round and deposit is refused. */
  banned: [],
  // Deploying units through the import-map service (issue 20)
  /** A write without the deploy token (DEPLOY_TOKEN). */
  'deploy.unauthorized': [],
  /** No map for that environment yet (the build seeds it at start). */
  'import_map.not_seeded': ['env'],
  /** The new URL (or one of its chunks) did not answer 200; status 0 when it did not answer at all. */
  'import_map.unreachable': ['url', 'status'],
  'import_map.integrity_mismatch': ['url'],
  /** The unit imports shared dependencies the map does not have (names: comma-separated). */
  'import_map.missing_dependencies': ['service', 'names'],
  'import_map.unknown_service': ['service'],
  'import_map.no_previous': ['service'],
  'import_map.version_not_found': ['id'],
  /** The write named the version it applies to (If-Match) and the map has moved on. */
  'import_map.stale_version': ['version'],
  /** Too many writers at once; the change was not made. */
  'import_map.conflict': [],
  // Payments (issue 18): deposits, withdrawals, the provider's webhook, payment questions
  /** No such payment request of this player (another player's answers the same). */
  'payment.not_found': [],
  /** The method is not offered for this kind of payment in the player's currency. */
  'payment.method_unknown': [],
  'payment.amount_below_min': ['min', 'currency'],
  'payment.amount_above_max': ['max', 'currency'],
  /** More decimals than the currency has (`digits`: how many it has). */
  'payment.amount_decimals': ['currency', 'digits'],
  /** A withdrawal above what may be withdrawn (bonus money excluded). */
  'payment.above_withdrawable': ['max', 'currency'],
  /** A webhook without a valid X-Signature. */
  'payment.bad_signature': [],
  /** A webhook whose amount or currency is not the request's. */
  'payment.mismatch': [],
  /** The request has already been settled otherwise. */
  'payment.already_final': [],
  /** The step does not apply to this kind of request (approve a deposit, complete a withdrawal). */
  'payment.wrong_kind': [],
  /** A payment question with an unknown topic, sub-topic or request. */
  'payment.topic_unknown': [],

  // Account and security (issue 18), password reset (issue 15)
  'security.old_password_wrong': [],
  /** DELETE /web-api/user/sessions/:id of a session the player does not have (another player's too). */
  'security.session_not_found': [],
  'security.two_step_on': [],
  'security.two_step_not_started': [],
  'security.two_step_off': [],
  /** Turning two-step login off needs a current or backup code. */
  'security.code_required': [],
  'profile.name_invalid': [],
  'profile.birth_date_invalid': [],
  'profile.too_young': ['age'],
  'profile.document_number_invalid': [],
  /** A document number without its type, or the other way round. */
  'profile.document_incomplete': [],
  'document.kind_invalid': [],
  'document.file_missing': [],
  'document.too_large': ['maxMb'],
  /** Not an image or a PDF by its content. */
  'document.type_not_allowed': [],
  'password_reset.token_invalid': [],
  /** A sign-in link that is not one, used, expired or revoked. */
  'auth.sign_in_link_invalid': [],

  // office (issue 18): support requests, ideas, appeals, bonuses, settings
  /** A support request that is not there or is another player's. */
  'support.not_found': [],
  /** A guest's support request needs an e-mail to answer. */
  'support.email_required': [],
  /** The time zone is not one the site knows. */
  'settings.bad_time_zone': [],
  // Casino (issue 17)
  'casino.game_not_found': [],
  'casino.session_not_found': [],
  'casino.round_not_found': [],
  /** Real play needs a signed-in player. */
  'casino.sign_in_required': [],
  /** A stake under the game's minimum (`min` in whole units of `currency`). */
  'casino.stake_below_min': ['min', 'currency'],
  /** A stake over the game's maximum. */
  'casino.stake_above_max': ['max', 'currency'],
  /** A stake with more decimals than the currency has. */
  'casino.stake_not_whole': ['currency'],
  /** The round lacks the choice its engine needs (`field`: picks, cashOutAt, target) or has one it does not take. */
  'casino.bad_choice': ['field'],

  // Bonus games (issue 19)
  /** A round costs more points than the player has. */
  'bonus_games.not_enough_points': ['points', 'cost'],
  // Pools and draws (issue 19): lotto and toto
  'lotto.game_not_found': [],
  'lotto.draw_not_found': [],
  /** A ticket must pick `pick` different numbers from 1 to `of`. */
  'lotto.bad_numbers': ['pick', 'of'],
  'toto.draw_not_found': [],
  /** The draw no longer sells tickets (its first event has started). */
  'toto.closed': [],
  /** No draw is open: the line has fewer than `events` upcoming events. */
  'toto.no_draw': ['events'],
  'toto.too_many_combinations': ['max'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogueCode = keyof typeof ERROR_CODES;

/**
 * A broken coupon rule, as @site/betting's `violationMessage` names it, with its values
 * (`min`, `max`, `currency`, `coef`, `marketId` as the rule has them). 409 when only odds or
 * the score moved, else 422; the refusal also carries `coefs` (the HTTP contract).
 */
export type CouponErrorCode = `coupon.${ViolationCode}`;

/** Every code the server can send. */
export type ServerErrorCode = CatalogueCode | CouponErrorCode;

/** The values a catalogued code's message needs. */
export type ErrorMeta<C extends CatalogueCode> = Record<(typeof ERROR_CODES)[C][number], string | number>;

/** The catalogued codes, listed (the coupon codes are `coupon.` + every VIOLATION_CODES entry of @site/betting). */
export const catalogueCodes = (): CatalogueCode[] => Object.keys(ERROR_CODES) as CatalogueCode[];

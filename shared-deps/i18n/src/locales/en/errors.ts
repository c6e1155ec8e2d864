// The `errors` namespace: the words for every message code (dotted codes nest:
// `coupon.max_amount` is errors.coupon.max_amount). Values come from the message's `values`
// (the server's `meta`). Every code the server can send and every client code has a key here
// and in every other language (test/server/error-codes.test.ts).
export const errorsEn = {
  unknown: 'Something went wrong. Please try again.',
  network: {
    offline: 'No connection: check your network and try again.',
    bad_answer: 'The server sent an answer that could not be read. Please try again.',
    cancelled: 'The request was cancelled.',
    server: 'Something went wrong on our side. Please try again.',
  },
  // The server's refusals (@site/api contracts/error-codes.ts).
  request: {
    invalid: 'Please check the data you entered.',
    too_large: 'The request is too large.',
    bad: 'The request could not be read. Please reload the page and try again.',
    cross_site: 'This request came from another site and was refused.',
    not_acceptable: 'This page cannot be shown in this format.',
  },
  not_found: 'Nothing was found at this address.',
  server: {
    internal: 'Something went wrong on our side. Please try again.',
  },
  auth: {
    unauthorized: 'Please sign in to continue.',
    bad_credentials: 'The login or password is wrong',
    too_many_attempts: 'Too many failed attempts. Try again in {{minutes}} min.',
    two_step_expired: 'The sign-in has expired. Enter your login and password again.',
    bad_code: 'The code is wrong or has expired.',
    token_missing: 'Your session needs to be renewed. Please reload the page.',
    token_expired: 'Your access has expired. Please try again.',
    token_invalid: 'Your access is not valid. Please reload the page.',
    registration_closed: 'Registration is closed at the moment.',
    login_unavailable: 'Signing in is not available at the moment.',
  },
  user: {
    email_taken: 'An account with this e-mail already exists. Sign in or reset your password.',
    phone_taken: 'An account with this phone number already exists.',
    email_invalid: 'Enter a valid e-mail address.',
    password_too_short: 'The password must be at least {{min}} characters long.',
    password_too_long: 'The password must be at most {{max}} characters long.',
    password_weak: 'The password must contain at least one letter and one digit.',
    phone_digits_only: 'Enter digits only, without the country code.',
    phone_length: 'Digits in the number without the country code: {{digits}}.',
    phone_length_range: 'The number without the country code must have {{min}} to {{max}} digits.',
    country_unknown: 'We do not accept players from this country.',
    currency_unknown: 'This currency is not available.',
  },
  terms: {
    changed: 'The terms have changed. Please read and accept them to continue.',
  },
  ledger: {
    insufficient_funds: 'There is not enough money on the account: the balance is {{balance}} {{currency}}.',
  },
  idempotency: {
    conflict: 'This request was already sent with other data. Please try again.',
  },
  game: {
    not_found: 'This game was not found.',
  },
  coupon: {
    // The engine's rules (@site/betting VIOLATION_CODES), from the coupon or the server.
    bad_type: 'This coupon type is not available.',
    empty_coupon: 'Add at least one bet to the coupon.',
    bad_coef: 'A bet in the coupon has no valid odds.',
    duplicate_market: 'This selection is already in the coupon.',
    bet_count: 'The number of bets does not suit this coupon type.',
    system_value: 'Choose a system size this coupon offers.',
    bad_amount: 'Enter a valid stake.',
    min_amount: 'The minimum stake is {{min}} {{currency}}.',
    max_amount: 'The maximum stake is {{max}} {{currency}}.',
    max_block_amount: 'The stake of this block is above its maximum of {{max}} {{currency}}.',
    locked_bet: 'This bet is locked and cannot be placed now.',
    banned_express: 'This selection cannot be combined with others.',
    promo_type9: 'Promo codes are not accepted for a set of singles.',
    bad_change_coef_action: 'Choose how odds changes are accepted.',
    coef_changed: 'The odds have changed to {{coef}}.',
    market_unavailable: 'This selection is no longer available.',
    score_missing: 'The score of this live bet is missing: add the bet again.',
    score_changed: 'The score has changed, so the bet was not placed.',
    // The server's other coupon answers.
    not_found: 'This coupon was not found.',
    saved_not_found: 'No saved coupon has this code, or it has expired.',
    // What the coupon refuses itself.
    bad_bet: 'This bet cannot be added to the coupon.',
    bet_exists: 'This selection is already in the coupon.',
    too_many_bets: 'A coupon holds at most {{max}} bets.',
    bet_missing: 'This bet is no longer in the coupon.',
    amount_not_number: 'The stake must be a number.',
    amount_negative: 'The stake cannot be negative.',
    amount_too_large: 'The stake cannot be above {{max}}.',
    amount_whole: '{{currency}} stakes are whole numbers.',
    amount_decimals: '{{currency}} stakes have at most {{digits}} decimals.',
    amount_step_not_positive: 'The stake step must be above 0.',
    system_value_whole: 'The system size must be a whole number.',
    banker_type: 'Bankers exist only in a system with banker.',
    banker_mode_off: 'Banker mode is off.',
    banker_disabled: 'This selection cannot be a banker.',
    promo_too_long: 'A promo code has at most {{max}} characters.',
    vip_unavailable: 'A VIP bet is not available for this coupon.',
    bad_exact_coef: 'The exact odds must be empty, 0 or odds above 1.',
    confirm_one_click: 'Coupon will be cleared',
    save_no_code: 'The server did not send a coupon code.',
    load_bad_code: 'A coupon code is letters and digits only.',
    load_unreadable: 'The saved coupon could not be read.',
    load_none_left: 'None of the saved bets can be bet on any more.',
    load_some_refused: 'Saved bets that could not be loaded: {{refused}}.',
  },
  account: {
    not_found: 'This account does not exist or has been closed.',
    currency_not_offered: 'This currency is not offered.',
    currency_is_main: 'Your main account is already in {{currency}}.',
    currency_exists: 'You already have a {{currency}} account.',
    currency_added: 'The {{currency}} account has been added.',
    currency_removed: 'The {{currency}} account has been removed.',
    currency_missing: 'You have no {{currency}} account.',
    currency_has_money: 'The {{currency}} account still holds money. Withdraw or move it before removing the account.',
    currency_active: 'The {{currency}} account is your active account. Switch to another one before removing it.',
    no_active: 'You have no active account yet. Please try again later.',
    // What the account selector shows for each account.
    label_main: '{{iso}} main',
    label_bonus: '{{iso}} bonus',
    label_currency: '{{iso}} currency',
    label_unknown: '{{iso}} (type {{type}})',
  },
  deploy: {
    unauthorized: 'Deploying needs the deploy token.',
  },
  import_map: {
    not_seeded: 'There is no {{env}} import map yet.',
    unreachable: '{{url}} cannot be deployed: it answered {{status}} instead of 200.',
    integrity_mismatch: '{{url}} cannot be deployed: its contents do not match the integrity given.',
    missing_dependencies: '{{service}} cannot be deployed: the import map lacks {{names}}.',
    unknown_service: 'The import map has no {{service}}.',
    no_previous: '{{service}} has no earlier version to go back to.',
    version_not_found: 'There is no import map version {{id}}.',
    conflict: 'Too many deploys at once; try again.',
  },
  config: {
    load_failed: 'The site settings could not be loaded.',
  },
  // the browser's own checks of a form, before any call
  form: {
    required: 'Fill this in',
  },
};

export type ErrorsDictionary = typeof errorsEn;

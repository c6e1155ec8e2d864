// The player's settings (issue 18 "Settings"; spec 2 §3 "Global state"; spec 1 §3 coupon
// settings): GET/PUT /web-api/user/settings. TypeBox-free: the browser may import it.

import type { UserSettings } from './settings';

export const SETTINGS_PATH = '/web-api/user/settings';

/** Odds formats: spec 1 §3 coefViewId (the same list as @site/betting's COEF_VIEW_IDS). */
export const SETTINGS_ODDS_FORMATS = [0, 1, 2, 4, 5, 6, 14, 15, 16] as const;
/** The site's languages (the same list as @site/i18n's supportedLanguages). */
export const SETTINGS_LANGUAGES = ['en', 'ru'] as const;
/** changeCoefAction: 0 ask on any change, 1 accept only higher, 2 accept any. */
export const SETTINGS_CHANGE_COEF_ACTIONS = [0, 1, 2] as const;
export const SETTINGS_FONT_SIZES = { min: 12, max: 20 } as const;
/** One-click amount in minor units of the player's currency (at most 10^12). */
export const SETTINGS_MAX_AMOUNT = 1_000_000_000_000;

/** On/off display flags of spec 2 §3 global state. */
export const DISPLAY_FLAGS = [
  'compactView',
  'lightVersion',
  'accumulatorOfTheDay',
  'liveAccumulatorOfTheDay',
  'betGenerator',
  'bestMatchesOnTop',
  'detailedScore',
  'showGameId',
  'showSportsOnly',
  'teamLogosInCoupon',
  'statsInNewWindow',
  'moveVideoOnScroll',
  'groupByCountry',
] as const;
export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

/** On/off coupon options of spec 1 §3 "Coupon settings". */
export const COUPON_OPTION_FLAGS = [
  'isAutoMax',
  'isVipBet',
  'isBalanceShown',
  'isPossibleWinShown',
  'isSelectAccountShown',
  'isCouponFixed',
  'isDropOnScoreChange',
] as const;
export type CouponOptionFlag = (typeof COUPON_OPTION_FLAGS)[number];

export const MAILING_FLAGS = ['news', 'promotions', 'betResults'] as const;
export type MailingFlag = (typeof MAILING_FLAGS)[number];

/** What a player who never chose has (spec 1 §9 coupon defaults). */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  oddsFormat: null,
  language: null,
  timeZone: null,
  hour12: null,
  oneClick: { enabled: false, amount: 0 },
  coupon: {
    changeCoefAction: 2,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: true,
    isSelectAccountShown: true,
    isCouponFixed: false,
    isDropOnScoreChange: false,
  },
  display: {
    appTheme: 0,
    appViewType: 0,
    appFontSize: 14,
    ...(Object.fromEntries(DISPLAY_FLAGS.map((f) => [f, false])) as Record<DisplayFlag, boolean>),
  },
  mailing: { news: false, promotions: false, betResults: false },
};

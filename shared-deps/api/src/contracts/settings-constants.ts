// The player's settings (issue 18 "Settings"; spec 2 §3 "Global state"; spec 1 §3 coupon
// settings): GET/PUT /web-api/user/settings. TypeBox-free: the browser may import it.

import { CONTENT_LANGS } from './content-constants';
import type { UserSettings } from './settings';

export const SETTINGS_PATH = '/web-api/user/settings';

/** Odds formats: spec 1 §3 coefViewId (the same list as @site/betting's COEF_VIEW_IDS). */
export const SETTINGS_ODDS_FORMATS = [0, 1, 2, 4, 5, 6, 14, 15, 16] as const;
/** The site's languages: the content's six (@site/i18n's supportedLanguages, a test checks). */
export const SETTINGS_LANGUAGES = CONTENT_LANGS;
/** changeCoefAction: 0 ask on any change, 1 accept only higher, 2 accept any. */
export const SETTINGS_CHANGE_COEF_ACTIONS = [0, 1, 2] as const;
export const SETTINGS_FONT_SIZES = { min: 12, max: 20 } as const;
/** The largest one-click amount, in whole units of the player's currency (the coupon checks its decimals). */
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

/** The settings that are groups of their own (a PUT may send part of each). */
export const SETTINGS_GROUPS = ['oneClick', 'coupon', 'display', 'mailing'] as const;
const NULLABLE_CHECKS: Record<string, (v: unknown) => boolean> = {
  oddsFormat: (v) => (SETTINGS_ODDS_FORMATS as readonly unknown[]).includes(v),
  language: (v) => (SETTINGS_LANGUAGES as readonly unknown[]).includes(v),
  timeZone: (v) => typeof v === 'string' && v.length > 0 && v.length <= 64,
  hour12: (v) => typeof v === 'boolean',
};

/**
 * Stored settings (the server's row, a guest's localStorage) over the defaults: a key added
 * later gets its default, a value of the wrong type is dropped, unknown keys are ignored.
 * Group values are checked for their type only: what is stored was checked when it was written.
 */
export function settingsWithDefaults(stored: unknown): UserSettings {
  const out = JSON.parse(JSON.stringify(DEFAULT_USER_SETTINGS)) as Record<string, unknown>;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return out as unknown as UserSettings;
  const saved = stored as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    const got = saved[key];
    if ((SETTINGS_GROUPS as readonly string[]).includes(key)) {
      if (typeof got !== 'object' || got === null) continue;
      const group = value as Record<string, unknown>;
      for (const [k, v] of Object.entries(group)) {
        const g = (got as Record<string, unknown>)[k];
        if (typeof g === typeof v) group[k] = g;
      }
    } else if (got === null || (got !== undefined && NULLABLE_CHECKS[key]?.(got))) {
      out[key] = got;
    }
  }
  return out as unknown as UserSettings;
}

// Cookie consent and analytics (spec 2 §3, §4, §7, §9; issue 16): the agreement types, the
// paths and the analytics event ids. TypeBox-free: the browser may import it.

/** Spec 2 §3 "Cookie agree types": all, only functionality, only marketing, disable. */
export const COOKIE_AGREE_TYPES = ['all', 'functionality', 'marketing', 'disable'] as const;
export type CookieAgreeType = (typeof COOKIE_AGREE_TYPES)[number];
export const isCookieAgreeType = (v: unknown): v is CookieAgreeType =>
  typeof v === 'string' && (COOKIE_AGREE_TYPES as readonly string[]).includes(v);
/** Spec 2 §3 "Cookie options": necessary is fixed (always on), the others the player ticks, in this order. */
export const COOKIE_OPTIONS = ['necessary', 'functionality', 'marketing'] as const;
export type CookieOption = (typeof COOKIE_OPTIONS)[number];

export const COOKIES_AGREEMENT_PATH = '/web-api/user/cookies-agreement';
/** The random consent id of a browser (guests too): httpOnly, SameSite=Lax, one year. */
export const CONSENT_ID_COOKIE = 'consent_id';
export const CONSENT_ID_MAX_AGE_S = 365 * 24 * 3600;

/** The own event collector: POST `${FATMAN_PATH}/<fatmanApiKey>` (spec 2 §7). */
export const FATMAN_PATH = '/fatman-api';
/** Spec 2 §9: default fatman whence 55 (119 inside the messenger mini-app). */
export const FATMAN_WHENCE = 55;
export const FATMAN_WHENCES = [55, 119] as const;
/** Spec 2 §9: the collector and counters load 10000 ms after start. */
export const ANALYTICS_DELAY_MS = 10_000;
/** Spec 2 §9: metrics kept 24 h in storage. */
export const METRICS_STORAGE_MS = 24 * 3600 * 1000;
/** At most this many events in one collector request. */
export const MAX_EVENTS_PER_BATCH = 50;

/** The registration steps 1001-1013 of spec 2 §7. */
export const REGISTRATION_STEP_FIRST = 1001;
export const REGISTRATION_STEP_LAST = 1013;

/**
 * The one table of analytics event ids. Spec 2 §7 gives the registration steps (1001-1013) and
 * the deposit call (1045); the others (page view, bet placed, registration types, social
 * networks, bonus choices) are this site's own, kept clear of those two.
 */
export const ANALYTICS_EVENT_IDS = {
  pageView: 1100,
  betPlaced: 1101,
  depositCall: 1045,
  registrationType: { fast_reg: 1021, phone_reg: 1022, full_reg: 1023, soc_reg: 1024 },
  /** Spec 2 §3 bonus choice at registration: 0 decline, 1 sports, 2 casino. */
  bonus: { 0: 1030, 1: 1031, 2: 1032 },
  social: {
    google: 1060,
    vk: 1061,
    ok: 1062,
    fb: 1063,
    mailru: 1064,
    yandex: 1065,
    telegram: 1066,
    kakaotalk: 1067,
    twitter: 1068,
    itsme: 1069,
    twitch: 1070,
    metamask: 1071,
    line: 1072,
    linkedin: 1073,
    apple: 1074,
    discord: 1075,
  },
} as const;

/** Every id the collector takes. */
export const KNOWN_EVENT_IDS: readonly number[] = [
  ANALYTICS_EVENT_IDS.pageView,
  ANALYTICS_EVENT_IDS.betPlaced,
  ANALYTICS_EVENT_IDS.depositCall,
  ...Array.from({ length: REGISTRATION_STEP_LAST - REGISTRATION_STEP_FIRST + 1 }, (_, i) => REGISTRATION_STEP_FIRST + i),
  ...Object.values(ANALYTICS_EVENT_IDS.registrationType),
  ...Object.values(ANALYTICS_EVENT_IDS.bonus),
  ...Object.values(ANALYTICS_EVENT_IDS.social),
];

/**
 * Spec 2 §3: the account's personal-data fields, never sent in any analytics event (as the
 * param names a page would use for them). The browser drops them; the collector refuses them.
 */
export const PERSONAL_DATA_FIELDS = [
  'name',
  'surname',
  'middle_name',
  'birthday',
  'date_birthday',
  'birth_place',
  'region',
  'city',
  'country',
  'country_id',
  'registration_address',
  'passport',
  'passport_number',
  'passport_series',
  'passport_date',
  'passport_type',
  'passport_issued_by',
  'inn',
  'main_id',
  'active_id',
  'user_id',
  'userId',
  'password',
  'registration_date',
  'phone',
  'phone_number',
  'email',
  'login',
  'pin',
  'pin_code',
  'captcha',
] as const;
const PERSONAL = new Set<string>(PERSONAL_DATA_FIELDS.map((f) => f.toLowerCase().replace(/[^a-z]/g, '')));
/** A param name that names personal data (any case, with or without separators). */
export const isPersonalField = (key: string): boolean => PERSONAL.has(key.toLowerCase().replace(/[^a-z]/g, ''));

// Player protection (spec 2 §3, §4, §5, §7, §9; issue 14): the limit types, their option lists
// and the limit service's paths. TypeBox-free: the browser may import it.

/** The limit service's base path (spec 2 §7). */
export const LIMIT_API = '/limit-service-api/api/external/web';
export const LIMIT_PATHS = {
  limits: `${LIMIT_API}/v3/limits`,
  availableLimits: `${LIMIT_API}/v3/availablelimits`,
  selfExcludeReasons: `${LIMIT_API}/v3/reasons/selfexclude`,
  testAnswers: `${LIMIT_API}/v3/testanswers`,
  limitAction: `${LIMIT_API}/v3/limitaction`,
  /** DELETE: reject (or cancel) a pending change, body `{limitType}`. */
  limit: `${LIMIT_API}/v3/limit`,
  ping: `${LIMIT_API}/v3/ping`,
  blockUser: '/limit-service-api/limit/external/web/api/v1/BlockUser',
} as const;
/** The reality check (spec 2 §7 "Web and user"); GET reads the state back. */
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';

export const LIMIT_TYPE = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  depositTimeout: 33,
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
export const LIMIT_TYPES: readonly LimitType[] = Object.values(LIMIT_TYPE);

export const WAGERING_TYPES = [1, 2, 3] as const;
export const LOSS_TYPES = [10, 11, 12] as const;
export const DEPOSIT_TYPES = [20, 21, 22] as const;
/** Money limits: a value in whole units of the player's currency, a rolling window. */
export const MONEY_LIMIT_TYPES: readonly number[] = [...WAGERING_TYPES, ...LOSS_TYPES, ...DEPOSIT_TYPES];
/** Limits that start at once and can be neither cancelled nor shortened. */
export const EXCLUSION_TYPES: readonly number[] = [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.depositTimeout];

export const LIMIT_STATES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

/** The rolling window of a money limit, in hours (24 h, 7 d, 30 d). */
export function windowHours(type: number): number | null {
  const hours: Record<number, number> = { 1: 24, 2: 168, 3: 720, 10: 24, 11: 168, 12: 720, 20: 24, 21: 168, 22: 720 };
  return hours[type] ?? null;
}

/** Deposit 999999999 means no limit (spec 2 §5). */
export const NO_DEPOSIT_LIMIT = 999999999;
/** The highest money limit accepted (the "no limit" value). */
export const MAX_MONEY_LIMIT = NO_DEPOSIT_LIMIT;
/** Session limit -1: not set (spec 2 §3). */
export const SESSION_NOT_SET = -1;

/**
 * Fixed option lists (spec 2 §5). Of the self-exclusion pairs 360/365, 720/730, 1080/1095 and
 * 1800/1825 the calendar ones (365, 730, 1095, 1825) are offered. A reality check or session
 * limit is switched off by asking for -1.
 */
export const LIMIT_OPTIONS = {
  selfExclusionDays: [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650],
  sessionHours: [SESSION_NOT_SET, ...Array.from({ length: 24 }, (_, i) => i + 1)],
  realityCheckMinutes: [SESSION_NOT_SET, 5, 10, 15, 30, 45, 60],
  timeoutDays: [1, 7, 30, 90],
} as const;

export const LIMIT_MEASURES = ['currency', 'days', 'hours', 'minutes'] as const;
export type LimitMeasure = (typeof LIMIT_MEASURES)[number];

/** Hours a pending increase or removal waits before it can be approved, and then has for approval. */
export const PENDING_DELAY_HOURS = 24;
export const APPROVAL_WINDOW_HOURS = 24;
/** The browser pings every 30 s while a session limit exists (spec 2 §9). */
export const LIMIT_PING_MS = 30_000;
/** The reality-check timer re-syncs from the server at most every 5 minutes (spec 2 §9). */
export const REALITY_CHECK_SYNC_MS = 300_000;

/** What the player did with the reality-check modal: continue, log out, or nothing (closed it). */
export const REALITY_CHECK_ACTIONS = ['continue', 'logout', 'none'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];

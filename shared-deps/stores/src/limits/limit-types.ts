// The limit service's wire shapes as the browser uses them (issue 14, spec 2 §3, §7), written
// here in ONE file until the server's TypeBox contracts (shared-deps/api/src/contracts/limits.ts)
// are merged: then these become `import type` of their Static types. Times are seconds since
// epoch; money is what the server sends (the account's minor units).

/** Where the limit service answers (spec 2 §7); `web:` paths go through the client's /web-api. */
export const LIMIT_API = '/limit-service-api/api/external/web/v3';
export const BLOCK_USER_PATH = '/limit-service-api/limit/external/web/api/v1/BlockUser';
export const TOKEN_PATH = 'web:/user/gettoken';
export const REALITY_CHECK_PATH = 'web:/api/web/user/v1/reality-check';

/** Limit types of spec 2 §3. */
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
  exclusionInForce: 37,
} as const;

/** The five groups of the responsible-gaming page (spec 2 §3 "Section groups"), in order. */
export const LIMIT_GROUPS = [
  { id: 'deposit', types: [20, 21, 22] },
  { id: 'extra', types: [33, 30, 31] },
  { id: 'reality', types: [32] },
  { id: 'wagering', types: [1, 2, 3] },
  { id: 'loss', types: [10, 11, 12] },
] as const;
export type LimitGroupId = (typeof LIMIT_GROUPS)[number]['id'];

/** Spec 2 §5: a deposit limit of 999999999 means no limit; a session limit of -1 is not set. */
export const NO_DEPOSIT_LIMIT = 999999999;
export const SESSION_NOT_SET = -1;

export const LIMIT_STATES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

/** One limit (spec 2 §3 "Limit"). */
export interface Limit {
  limitType: number;
  limitValue: number;
  limitState: LimitState;
  startedAt: number | null;
  endsAt: number | null;
  /** What remains of the limit in its window (money limits). */
  limitBalance: number | null;
  needApprove: boolean;
  selfExcludeReason: number | null;
  currencyCode: string | null;
}

/** GET .../v3/limits */
export interface LimitsAnswer {
  limits: Limit[];
}

/** GET .../v3/availablelimits: one per type. */
export interface AvailableLimit {
  type: number;
  availableValues: number[];
  measure: string;
}

/** GET .../v3/reasons/selfexclude */
export interface SelfExcludeReason {
  id: number;
  selfExcludeReason: string;
}

export interface LimitQuestion {
  id: number;
  text: string;
  answers: { id: number; text: string }[];
}

export interface LimitChange {
  limitType: number;
  limitValue: number;
  selfExcludeReason?: number;
}

/** POST .../v3/limits */
export interface SaveLimitsBody {
  limits: LimitChange[];
}
export interface SaveLimitsAnswer {
  status?: number;
  questions?: LimitQuestion[];
  tokenGuid?: string;
  limitsData?: Limit[];
}

/** POST .../v3/testanswers */
export interface TestAnswersBody {
  tokenGuid: string;
  answers: { questionId: number; answerId: number }[];
}
export interface TestAnswersAnswer {
  success: boolean;
  questionsResult?: unknown;
  limitsData?: Limit[];
}

/** POST .../v3/limitaction (approve) and DELETE .../v3/limit (reject). */
export interface LimitActionBody {
  limitType: number;
  action: 'approve';
}
export interface RejectLimitBody {
  limitType: number;
}

/**
 * POST .../v3/ping. The issue says only that ping "answers that the session ended": the store
 * takes `sessionEnded: true` (or `ended: true`) in the answer, or a refusal with the code
 * `session_limit_ended`, as the end. To be checked against the server's contract at merge.
 */
export interface PingAnswer {
  sessionEnded?: boolean;
  ended?: boolean;
}

export const REALITY_CHECK_ACTIONS = ['continue', 'logout', 'nothing'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];

/** POST web:/api/web/user/v1/reality-check (spec 2 §3 "Reality-check request"). */
export interface RealityCheckBody {
  data: { attributes: { action: RealityCheckAction; do_not_show_again: boolean; popup_show_at: number } };
}

/**
 * GET web:/api/web/user/v1/reality-check: the state read back (the issue asks for "a way to
 * read the state back"; its shape is provisional here): when the popup is next due (seconds),
 * whether the player asked not to see it again, when the session started (seconds) and the
 * session's net result (stakes minus returns) in `currency`.
 */
export interface RealityCheckState {
  popup_show_at: number | null;
  do_not_show_again: boolean;
  signed_in_at: number | null;
  net_result: number;
  currency: string | null;
}

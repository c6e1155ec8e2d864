// The limit service's shapes as the browser uses them (issue 14, spec 2 §3, §7): written ONCE, in
// the server's contracts. Types are the contracts' `Static` types (`import type` from @site/api,
// so no schema reaches the bundle); constants come from the TypeBox-free limits-constants.ts.
// This file only gives the store's names to them; it defines no shape or constant of its own.
import type { LimitRequest, LimitView, RealityCheckAnswer } from '@site/api';

export {
  APPROVAL_WINDOW_HOURS,
  DEPOSIT_TYPES,
  EXCLUSION_TYPES,
  LIMIT_OPTIONS,
  LIMIT_PATHS,
  LIMIT_PING_MS,
  LIMIT_STATES,
  LIMIT_TYPE,
  LOSS_TYPES,
  MONEY_LIMIT_TYPES,
  NO_DEPOSIT_LIMIT,
  PENDING_DELAY_HOURS,
  REALITY_CHECK_ACTIONS,
  REALITY_CHECK_PATH,
  REALITY_CHECK_SYNC_MS,
  SESSION_NOT_SET,
  WAGERING_TYPES,
  type LimitState,
  type RealityCheckAction,
} from '@site/api';
export type {
  AvailableLimit,
  LimitActionAnswer,
  LimitActionBody,
  LimitPingAnswer,
  LimitQuestion,
  LimitsAnswer,
  RealityCheckAnswer,
  RealityCheckBody,
  RejectLimitBody,
  SaveLimitsAnswer,
  SaveLimitsBody,
  SelfExcludeReason,
  TestAnswersAnswer,
  TestAnswersBody,
} from '@site/api';

/** One limit (spec 2 §3 "Limit"): the contract's `LimitView`. */
export type Limit = LimitView;
/** One change asked of `POST .../v3/limits`: the contract's `LimitRequest`. */
export type LimitChange = LimitRequest;
/** The reality-check state read back (GET and the POST's answer, `data.attributes`). */
export type RealityCheckState = RealityCheckAnswer['data']['attributes'];

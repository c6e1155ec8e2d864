// The limit service (spec 2 §3, §7; issue 14) and the reality check: every body and answer.
// Times are seconds since epoch; money values are whole units of the player's currency.
import { type Static, Type } from '@sinclair/typebox';
import { LIMIT_MEASURES, LIMIT_STATES, REALITY_CHECK_ACTIONS } from './limits-constants';
import { Nullable, StrictObject, StringEnum } from './schema-helpers';

const LimitTypeField = Type.Integer({ minimum: 1, maximum: 99, description: 'spec 2 §3 limit type' });
const LimitValueField = Type.Integer({ minimum: -1, maximum: 999_999_999 });

/** One limit as the player sees it (spec 2 §3 Limit). A type may have an ACTIVE and a PENDING entry. */
export const LimitView = Type.Object({
  limitType: Type.Integer(),
  limitValue: Type.Integer(),
  limitState: StringEnum(LIMIT_STATES),
  /** When it took (ACTIVE) or takes (PENDING) effect. */
  startedAt: Type.Integer(),
  /** Self-exclusion and time-out: when they end; a pending change: the end of its approval window. */
  endsAt: Nullable(Type.Integer()),
  /** Money limits: what remains in the rolling window now; else null. */
  limitBalance: Nullable(Type.Number()),
  /** A pending change that has started and waits for the player's approve or reject. */
  needApprove: Type.Boolean(),
  selfExcludeReason: Nullable(Type.Integer()),
  currencyCode: Nullable(Type.String()),
});
export type LimitView = Static<typeof LimitView>;

export const LimitsAnswer = Type.Object({ limits: Type.Array(LimitView) });
export type LimitsAnswer = Static<typeof LimitsAnswer>;

export const AvailableLimit = Type.Object({
  type: Type.Integer(),
  /** The allowed values; empty for money limits (any whole amount from 1 to 999999999). */
  availableValues: Type.Array(Type.Integer()),
  measure: StringEnum(LIMIT_MEASURES),
});
export type AvailableLimit = Static<typeof AvailableLimit>;
export const AvailableLimitsAnswer = Type.Array(AvailableLimit);
export type AvailableLimitsAnswer = Static<typeof AvailableLimitsAnswer>;

export const SelfExcludeReason = Type.Object({ id: Type.Integer(), selfExcludeReason: Type.String() });
export type SelfExcludeReason = Static<typeof SelfExcludeReason>;
export const SelfExcludeReasonsAnswer = Type.Array(SelfExcludeReason);
export type SelfExcludeReasonsAnswer = Static<typeof SelfExcludeReasonsAnswer>;

export const LimitRequest = StrictObject({
  limitType: LimitTypeField,
  limitValue: LimitValueField,
  selfExcludeReason: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
});
export type LimitRequest = Static<typeof LimitRequest>;

/** POST .../v3/limits: `{"limits":[{"limitType":1,"limitValue":50}]}`. */
export const SaveLimitsBody = StrictObject({ limits: Type.Array(LimitRequest, { minItems: 1, maxItems: 20 }) });
export type SaveLimitsBody = Static<typeof SaveLimitsBody>;

export const LimitQuestion = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  answers: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
});
export type LimitQuestion = Static<typeof LimitQuestion>;

/**
 * POST .../v3/limits answers 200 either with the limits saved (`questions` empty, `tokenGuid`
 * null) or, when the change loosens a limit, with the questions to answer and the single-use
 * token for `testanswers` (nothing saved yet; `limitsData` the limits as they stand).
 */
export const SaveLimitsAnswer = Type.Object({
  status: Type.Integer(),
  questions: Type.Array(LimitQuestion),
  tokenGuid: Nullable(Type.String()),
  limitsData: LimitsAnswer,
});
export type SaveLimitsAnswer = Static<typeof SaveLimitsAnswer>;

/** POST .../v3/testanswers: `{"tokenGuid":"...","answers":[{"questionId":1,"answerId":2}]}`. */
export const TestAnswersBody = StrictObject({
  tokenGuid: Type.String({ minLength: 1, maxLength: 64 }),
  answers: Type.Array(StrictObject({ questionId: Type.Integer({ minimum: 1 }), answerId: Type.Integer({ minimum: 1 }) }), { maxItems: 50 }),
});
export type TestAnswersBody = Static<typeof TestAnswersBody>;

export const TestAnswersAnswer = Type.Object({
  /** One entry per question asked: whether the player's answer showed they understood. */
  questionsResult: Type.Array(Type.Object({ questionId: Type.Integer(), correct: Type.Boolean() })),
  /** true: the limits were saved; false: nothing was saved (reload the limits). */
  success: Type.Boolean(),
  limitsData: LimitsAnswer,
});
export type TestAnswersAnswer = Static<typeof TestAnswersAnswer>;

/** POST .../v3/limitaction: `{"limitType":1,"action":"approve"}`. */
export const LimitActionBody = StrictObject({ limitType: LimitTypeField, action: StringEnum(['approve'] as const) });
export type LimitActionBody = Static<typeof LimitActionBody>;
export const LimitActionAnswer = Type.Object({ status: Type.Integer(), title: Type.String(), limitsData: LimitsAnswer });
export type LimitActionAnswer = Static<typeof LimitActionAnswer>;

/** DELETE .../v3/limit: `{"limitType":1}` rejects (or cancels) the pending change of that type. */
export const RejectLimitBody = StrictObject({ limitType: LimitTypeField });
export type RejectLimitBody = Static<typeof RejectLimitBody>;

/** POST .../v3/ping: whether the session limit has run out (then bets are refused). */
export const LimitPingAnswer = Type.Object({
  sessionEnded: Type.Boolean(),
  /** When the session limit runs out (seconds since epoch), or null without a session limit. */
  sessionEndsAt: Nullable(Type.Integer()),
});
export type LimitPingAnswer = Static<typeof LimitPingAnswer>;

export const BlockUserAnswer = Type.Object({ success: Type.Boolean() });
export type BlockUserAnswer = Static<typeof BlockUserAnswer>;

/** POST /web-api/api/web/user/v1/reality-check. */
export const RealityCheckBody = StrictObject({
  data: StrictObject({
    attributes: StrictObject({
      action: StringEnum(REALITY_CHECK_ACTIONS),
      do_not_show_again: Type.Boolean(),
      /** When the modal was shown (seconds since epoch, at most 9999-12-31: npm run fuzz found 1e308 a 500). */
      popup_show_at: Type.Integer({ minimum: 0, maximum: 253_402_300_799 }),
    }),
  }),
});
export type RealityCheckBody = Static<typeof RealityCheckBody>;

/** GET (and the POST's answer) /web-api/api/web/user/v1/reality-check. */
export const RealityCheckAnswer = Type.Object({
  data: Type.Object({
    attributes: Type.Object({
      /** The reality-check interval (limit 32), or null when none is set. */
      interval_minutes: Nullable(Type.Integer()),
      do_not_show_again: Type.Boolean(),
      /** The last time the modal was shown (seconds since epoch), or null. */
      popup_show_at: Nullable(Type.Integer()),
      /** When the modal is next due (seconds since epoch), or null when it is off. */
      next_show_at: Nullable(Type.Integer()),
      /** Sign-in time of the current session (seconds since epoch) and the seconds since. */
      signed_in_at: Type.Integer(),
      seconds_since_sign_in: Type.Integer(),
      /** Stakes minus returns of the bets since sign-in, in the active account's currency. */
      net_result: Type.Number(),
      stakes: Type.Number(),
      returns: Type.Number(),
      currency: Type.String(),
    }),
  }),
});
export type RealityCheckAnswer = Static<typeof RealityCheckAnswer>;

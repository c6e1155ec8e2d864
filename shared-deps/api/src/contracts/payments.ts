// Payments (issue 18): every request and answer of /web-api/payments/*, written once for the
// server that sends them and the office pages that read them. Amounts are decimals in the
// currency's minor units (RUB 100.5, JPY 100), currencies ISO codes.
import { type Static, Type } from '@sinclair/typebox';
import { PAYMENT_KINDS, PAYMENT_QUESTION_MAX, PAYMENT_STATUSES, WEBHOOK_STATUSES } from './payments-constants';
import { Id, Nullable, StrictObject, StringEnum } from './schema-helpers';

const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 });
const MethodId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' });
/** A client's key for one intent: a retry with the same key answers the same request. */
const IdempotencyKey = Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' });

/** POST /web-api/payments/deposit */
export const DepositBody = StrictObject({ amount: Amount, method: MethodId, idempotencyKey: IdempotencyKey });
export type DepositBody = Static<typeof DepositBody>;
export const DepositAnswer = Type.Object({ requestId: Type.Integer(), status: Type.Literal('pending'), redirectUrl: Type.String() });
export type DepositAnswer = Static<typeof DepositAnswer>;

/** POST /web-api/payments/withdraw */
export const WithdrawBody = DepositBody;
export type WithdrawBody = DepositBody;
export const WithdrawAnswer = Type.Object({ requestId: Type.Integer(), status: Type.Literal('pending') });
export type WithdrawAnswer = Static<typeof WithdrawAnswer>;

/** POST /web-api/payments/webhook/:provider: the provider's signed report (header X-Signature). */
export const WebhookParams = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' }) });
export const WebhookBody = StrictObject({
  requestId: Id,
  status: StringEnum(WEBHOOK_STATUSES),
  amount: Amount,
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  providerTxId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type WebhookBody = Static<typeof WebhookBody>;
/** The request's status after the report (the same answer for a replay). */
export const WebhookAnswer = Type.Object({ requestId: Type.Integer(), status: StringEnum(PAYMENT_STATUSES) });
export type WebhookAnswer = Static<typeof WebhookAnswer>;

/** GET /web-api/payments/requests: the player's own, newest first. */
export const PaymentRequestView = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(PAYMENT_KINDS),
  amount: Type.Number(),
  currency: Type.String(),
  status: StringEnum(PAYMENT_STATUSES),
  /** ISO 8601 */
  createdAt: Type.String(),
});
export type PaymentRequestView = Static<typeof PaymentRequestView>;
export const PaymentRequestsAnswer = Type.Object({ requests: Type.Array(PaymentRequestView) });
export type PaymentRequestsAnswer = Static<typeof PaymentRequestsAnswer>;

/** GET /web-api/payments/requests/:id: one of the player's own. */
export const PaymentRequestParams = Type.Object({ id: Id });

/** GET /web-api/payments/methods: for the player's currency (min/max per currency from config). */
export const PaymentMethodView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kinds: Type.Array(StringEnum(PAYMENT_KINDS)),
  min: Type.Number(),
  max: Type.Number(),
  currency: Type.String(),
});
export type PaymentMethodView = Static<typeof PaymentMethodView>;
export const PaymentMethodsAnswer = Type.Object({ methods: Type.Array(PaymentMethodView) });
export type PaymentMethodsAnswer = Static<typeof PaymentMethodsAnswer>;

/** POST /web-api/payments/questions: a question to the payments team (office/payment/create-request). */
export const PaymentQuestionBody = StrictObject({
  topicId: Id,
  subTopicId: Type.Optional(Id),
  requestId: Type.Optional(Id),
  text: Type.String({ minLength: 1, maxLength: PAYMENT_QUESTION_MAX }),
});
export type PaymentQuestionBody = Static<typeof PaymentQuestionBody>;
export const PaymentQuestionView = Type.Object({
  id: Type.Integer(),
  topicId: Type.Integer(),
  subTopicId: Nullable(Type.Integer()),
  requestId: Nullable(Type.Integer()),
  text: Type.String(),
  status: StringEnum(['open', 'answered'] as const),
  createdAt: Type.String(),
});
export type PaymentQuestionView = Static<typeof PaymentQuestionView>;
export const PaymentQuestionsAnswer = Type.Object({ questions: Type.Array(PaymentQuestionView) });
export type PaymentQuestionsAnswer = Static<typeof PaymentQuestionsAnswer>;

/** The demo provider's hosted page (GET /demo-provider/pay/:ref): HTML. */
export const ProviderPageParams = Type.Object({ ref: Type.String({ minLength: 1, maxLength: 64 }) });
export const ProviderPage = Type.String({ contentMediaType: 'text/html' });
/** The player's choice on it (a form POST, application/x-www-form-urlencoded). */
export const ProviderPageForm = Type.Object({ action: StringEnum(['confirm', 'decline', 'cancel'] as const) });
/** 303 to the site's onpay page: no body. */
export const ProviderRedirect = Type.Null();

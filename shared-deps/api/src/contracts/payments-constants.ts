// Payments (issue 18; spec 1 office recharge, deduce, historypay, payment requests, onpay):
// the paths, kinds, statuses and question topics the browser needs. TypeBox-free: the browser
// may import it (the schemas are in payments.ts).

export const PAYMENT_PATHS = {
  deposit: '/web-api/payments/deposit',
  withdraw: '/web-api/payments/withdraw',
  requests: '/web-api/payments/requests',
  methods: '/web-api/payments/methods',
  questions: '/web-api/payments/questions',
  /** The provider's signed report: `/web-api/payments/webhook/<provider id>`. */
  webhook: '/web-api/payments/webhook',
} as const;

/** The built-in demo provider's one method. */
export const DEMO_METHOD_ID = 'demo';
/** The header of the provider's signature: lowercase hex HMAC-SHA256 of the raw body. */
export const PAYMENT_SIGNATURE_HEADER = 'x-signature';

export const PAYMENT_KINDS = ['deposit', 'withdraw'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * A request's status: a deposit is pending until the provider reports success or failed; a
 * withdrawal is pending until the operator approves or rejects it (the money is held at once).
 */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the provider's webhook may report. */
export const WEBHOOK_STATUSES = ['success', 'failed'] as const;

/** The onpay pages' results (the route table's `onpay/:result`, `onpay/withdraw/:result`). */
export const ONPAY_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;
export type OnpayResult = (typeof ONPAY_RESULTS)[number];

/**
 * The topics of a payment question (office/payment/create-request/:topicId): a topic about
 * deposits or withdrawals lists the player's requests of that kind to choose one
 * (`:topicId/transactions/:transactionId`); the other topic has sub-topics (`:topicId/:subTopicId`).
 */
export const PAYMENT_TOPICS = [
  { id: 1, key: 'deposit', kind: 'deposit', subtopics: [] },
  { id: 2, key: 'withdraw', kind: 'withdraw', subtopics: [] },
  {
    id: 3,
    key: 'general',
    kind: null,
    subtopics: [
      { id: 31, key: 'methods' },
      { id: 32, key: 'limits' },
    ],
  },
] as const satisfies readonly { id: number; key: string; kind: PaymentKind | null; subtopics: readonly { id: number; key: string }[] }[];
export type PaymentTopic = (typeof PAYMENT_TOPICS)[number];
export const PAYMENT_TOPIC_IDS: readonly number[] = PAYMENT_TOPICS.map((t) => t.id);
export const PAYMENT_SUBTOPIC_IDS: readonly number[] = PAYMENT_TOPICS.flatMap((t) => t.subtopics.map((s) => s.id));
/** The longest text of a payment question. */
export const PAYMENT_QUESTION_MAX = 2000;

// The payments answers as the office reads them (contracts/payments.ts): checked like any
// payload at the boundary; a row that does not validate is dropped, an answer without its list throws.
import {
  isRecord,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  type PaymentKind,
  type PaymentMethodView,
  type PaymentQuestionView,
  type PaymentRequestView,
  type PaymentStatus,
} from '@site/api';

export class PaymentAnswerError extends Error {}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);
const isMoney = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const isIso = (x: unknown): x is string => typeof x === 'string' && /^[A-Z]{3}$/.test(x);
const isKind = (x: unknown): x is PaymentKind => (PAYMENT_KINDS as readonly unknown[]).includes(x);
const isStatus = (x: unknown): x is PaymentStatus => (PAYMENT_STATUSES as readonly unknown[]).includes(x);

function listOf(raw: unknown, key: string): unknown[] {
  if (!isRecord(raw) || !Array.isArray(raw[key])) throw new PaymentAnswerError(`the answer has no ${key} list`);
  return raw[key] as unknown[];
}

export function parseMethods(raw: unknown): PaymentMethodView[] {
  return listOf(raw, 'methods').flatMap((m): PaymentMethodView[] =>
    isRecord(m) && typeof m.id === 'string' && typeof m.name === 'string' && Array.isArray(m.kinds) && isMoney(m.min) && isMoney(m.max) && isIso(m.currency)
      ? [{ id: m.id.slice(0, 40), name: m.name.slice(0, 100), kinds: m.kinds.filter(isKind), min: m.min, max: m.max, currency: m.currency }]
      : [],
  );
}

export function parseRequests(raw: unknown): PaymentRequestView[] {
  return listOf(raw, 'requests').flatMap((r): PaymentRequestView[] =>
    isRecord(r) && isInt(r.id) && isKind(r.kind) && isMoney(r.amount) && isIso(r.currency) && isStatus(r.status) && typeof r.createdAt === 'string'
      ? [{ id: r.id, kind: r.kind, amount: r.amount, currency: r.currency, status: r.status, createdAt: r.createdAt }]
      : [],
  );
}

const intOrNull = (x: unknown) => (isInt(x) ? x : null);
export function parseQuestions(raw: unknown): PaymentQuestionView[] {
  return listOf(raw, 'questions').flatMap((q): PaymentQuestionView[] =>
    isRecord(q) && isInt(q.id) && isInt(q.topicId) && typeof q.text === 'string' && typeof q.createdAt === 'string'
      ? [
          {
            id: q.id,
            topicId: q.topicId,
            subTopicId: intOrNull(q.subTopicId),
            requestId: intOrNull(q.requestId),
            text: q.text.slice(0, 2000),
            status: q.status === 'answered' ? 'answered' : 'open',
            createdAt: q.createdAt,
          },
        ]
      : [],
  );
}

/** The deposit answer: the provider page to go to (a same-site path, or an http(s) address). */
export function parseRedirect(raw: unknown): string {
  const url = isRecord(raw) ? raw.redirectUrl : undefined;
  if (typeof url !== 'string' || !/^(\/[^/\\]|https?:\/\/)/.test(url)) throw new PaymentAnswerError('the deposit answer has no provider address');
  return url;
}

export function parseRequestId(raw: unknown): number {
  const id = isRecord(raw) ? raw.requestId : undefined;
  if (!isInt(id)) throw new PaymentAnswerError('the answer has no request id');
  return id;
}

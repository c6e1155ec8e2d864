// The error envelope (the HTTP contract): one shape for every refusal and fault, 4xx and 5xx alike.
import { type Static, type TSchema, Type } from '@sinclair/typebox';

export const ApiErrorItem = Type.Object({
  /** The HTTP status, as a string (JSON:API). */
  status: Type.String(),
  /** A stable dotted code (error-codes.ts): what the browser turns into words. */
  code: Type.String(),
  /** For people reading logs; the player sees the words i18next gives `code` and `meta`. */
  detail: Type.String(),
  /** The field at fault, as a JSON pointer into the request. */
  source: Type.Optional(Type.Object({ pointer: Type.String() })),
  /** The values the message of `code` needs, e.g. {max: 500, currency: 'EUR'}. */
  meta: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type ApiErrorItem = Static<typeof ApiErrorItem>;

export const ErrorEnvelope = Type.Object({
  errors: Type.Array(ApiErrorItem),
  /** 451 terms changed (spec 2 §4). */
  exception_code: Type.Optional(Type.Integer()),
  /** A refused coupon: the current coefficient of every market it named (the HTTP contract). */
  coefs: Type.Optional(Type.Record(Type.String(), Type.Number())),
  demo: Type.Optional(Type.Boolean()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** A route's answers: its own, plus the envelope for every 4xx and 5xx it can send. */
export function answers<T extends Record<number, TSchema>>(ok: T) {
  return { ...ok, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

import { type TSchema, Type } from '@sinclair/typebox';

/** A string that is one of the given values (one JSON-schema enum, so one clear error). */
export function StringEnum<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}

/** An integer that is one of the given values. */
export function IntEnum<const T extends readonly number[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'integer', enum: [...values] });
}

/** Bodies are strict: unknown fields are refused. */
export function StrictObject<T extends Record<string, TSchema>>(props: T) {
  return Type.Object(props, { additionalProperties: false });
}

export const Empty = Type.Null();

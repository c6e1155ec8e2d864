// Small builders the contracts share (TypeBox, server side).
import { type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import { CONTENT_LANGS } from './content-constants';

/**
 * An enum schema typed for both TypeBox generations: ours (0.34) reads `static`; the one behind
 * @fastify/type-provider-typebox (1.x) infers from the JSON schema's `enum` keyword.
 */
type Enum<T extends readonly unknown[]> = TUnsafe<T[number]> & { enum: [...T] };

/** A string that is one of the given values (one JSON-schema enum, so one clear error). */
export function StringEnum<const T extends readonly string[]>(values: T): Enum<T> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] }) as Enum<T>;
}

/** An integer that is one of the given values. */
export function IntEnum<const T extends readonly number[]>(values: T): Enum<T> {
  return Type.Unsafe<T[number]>({ type: 'integer', enum: [...values] }) as Enum<T>;
}

/** Bodies and query strings are strict: unknown fields are refused. */
export function StrictObject<T extends Record<string, TSchema>>(props: T) {
  return Type.Object(props, { additionalProperties: false });
}

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A database id as the API takes it (PostgreSQL integer). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * A page's language as the catalogue calls take it: any of the site's six. The demo feed names
 * sports, teams and markets in each of them; the answers carry the names in this one.
 */
export const CatalogueLang = StringEnum(CONTENT_LANGS);

/** An answer without a body (204). */
export const NoContent = Type.Null();

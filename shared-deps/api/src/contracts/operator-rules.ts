// Rules the operator sets from the CLI, read by the shell: blocks, redirects, maintenance (spec 2 §3, §4).
import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject } from './schema-helpers';

export const BlockBody = StrictObject({
  url: Type.String({ maxLength: 2000 }),
  auth: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 2000 })])),
});
export const BlockAnswer = Type.Object({
  displayTypeId: Nullable(Type.Integer()),
  templateTypeId: Nullable(Type.Integer()),
  reason: Nullable(Type.Integer()),
});
export type BlockAnswer = Static<typeof BlockAnswer>;

export const RedirectBody = StrictObject({ url: Type.String({ maxLength: 2000 }) });
export const RedirectAnswer = Type.Object({
  redirect: Type.Boolean(),
  code: Nullable(Type.Integer()),
  url: Nullable(Type.String()),
  reasons: Type.Array(Type.String()),
  breadcrumbs: Type.Array(Type.String()),
});
export type RedirectAnswer = Static<typeof RedirectAnswer>;

const NullableStr = Nullable(Type.String());
/** Spec 2 §3 names both spellings, so both are given; web_state 0 the site works, 1 closed. */
export const MaintenanceAnswer = Type.Object({
  isActive: Type.Boolean(),
  started_at: NullableStr,
  ended_at: NullableStr,
  notify_started_at: NullableStr,
  notify_ended_at: NullableStr,
  web_state: Type.Integer(),
  startAt: NullableStr,
  finishAt: NullableStr,
  notifyStartDate: NullableStr,
  notifyEndDate: NullableStr,
});
export type MaintenanceAnswer = Static<typeof MaintenanceAnswer>;

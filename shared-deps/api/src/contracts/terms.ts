// Terms acceptance (spec 2 §4): polled every 60 s; protected calls answer 451 until accepted.
import { type Static, Type } from '@sinclair/typebox';

export const TermsStatus = Type.Object({
  result: Type.Boolean({ description: 'true when the terms changed since the player accepted them' }),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type TermsStatus = Static<typeof TermsStatus>;

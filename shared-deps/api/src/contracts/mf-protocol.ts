// The remote front-end JSON render protocol (spec 2 §7): what the information front-end takes and answers.
import { type Static, Type } from '@sinclair/typebox';
import { StrictObject } from './schema-helpers';

/** POST: the components the page wants rendered. */
export const MfComponentsBody = StrictObject({ components: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 }) });

/** The answer, every field present and typed (spec 2 §7). */
export const MfJsonAnswer = Type.Object({
  appName: Type.String(),
  title: Type.String(),
  body: Type.String(),
  style: Type.String(),
  cssToLoad: Type.Array(Type.String()),
  scriptsToLoad: Type.Array(Type.String()),
  codeToEval: Type.String(),
  head: Type.String(),
});
export type MfJsonAnswer = Static<typeof MfJsonAnswer>;

// What the site serves besides the API: import maps, version.json, the bundles.
import { type Static, Type } from '@sinclair/typebox';

export const ImportMapParams = Type.Object({ name: Type.String() });
/** An import map (import-maps/<env>.json, sent as written by the build: application/importmap+json). */
export const ImportMapAnswer = Type.Object(
  {
    imports: Type.Record(Type.String(), Type.String()),
    scopes: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
    integrity: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: true },
);

/** GET /version.json: the deployed build ('unbuilt' when there is none). */
export const VersionAnswer = Type.Object({ version: Type.String(), builtAt: Type.Optional(Type.String()) });
export type VersionAnswer = Static<typeof VersionAnswer>;

/** A bundle or other file under /assets/, streamed from disk as the build wrote it (any media type). */
export const AssetFile = Type.String({ contentMediaType: 'application/octet-stream' });
/** A 304 has no body. */
export const NotModified = Type.Null();

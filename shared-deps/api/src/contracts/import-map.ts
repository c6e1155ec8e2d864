// The import-map service (issue 20): the live map of each environment, unit deploys with
// integrity checks, every earlier map and rollback. Writes carry `Authorization: Bearer
// <DEPLOY_TOKEN>`.
import { type Static, Type } from '@sinclair/typebox';
import { ImportMapAnswer } from './site';
import { StrictObject, StringEnum } from './schema-helpers';

export const MapEnvQuery = StrictObject({ env: Type.Optional(StringEnum(['development', 'production'] as const)) });
export type MapEnvQuery = Static<typeof MapEnvQuery>;

const Url = Type.String({ minLength: 1, maxLength: 2000 });
const Integrity = Type.String({ minLength: 8, maxLength: 1000, pattern: '^(sha256|sha384|sha512)-' });
const ServiceName = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\s]+$' });

/** PATCH /import-map/services: point one unit at a new URL (its chunks' integrity alongside). */
export const DeployServiceBody = StrictObject({
  service: ServiceName,
  url: Url,
  integrity: Integrity,
  chunks: Type.Optional(Type.Record(Url, Integrity)),
});
export type DeployServiceBody = Static<typeof DeployServiceBody>;

export const ServiceParams = Type.Object({ name: ServiceName });

/** POST /import-map/rollback: one unit back to its previous URL, or the whole map of a version. */
export const RollbackBody = Type.Union([StrictObject({ service: ServiceName }), StrictObject({ id: Type.Integer({ minimum: 1 }) })]);
export type RollbackBody = Static<typeof RollbackBody>;

/** One map of the history (the live one is the highest version). */
export const MapVersionAnswer = Type.Object({
  id: Type.Integer(),
  env: Type.String(),
  action: StringEnum(['seed', 'deploy', 'remove', 'rollback'] as const),
  service: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  map: ImportMapAnswer,
});
export type MapVersionAnswer = Static<typeof MapVersionAnswer>;

export const MapHistoryAnswer = Type.Object({ versions: Type.Array(MapVersionAnswer) });
export type MapHistoryAnswer = Static<typeof MapHistoryAnswer>;

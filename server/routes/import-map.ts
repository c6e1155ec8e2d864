import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  DeployServiceBody,
  ImportMapAnswer,
  MapEnvQuery,
  MapHistoryAnswer,
  type MapVersionAnswer,
  RollbackBody,
  ServiceParams,
} from '@site/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MapEnv, MapVersion } from '../plugins/app/import-maps/service';
import { HttpError } from '../plugins/external/http-error';

const versionAnswer = (v: MapVersion): MapVersionAnswer => ({
  id: v.version,
  env: v.env,
  action: v.action,
  service: v.service,
  createdAt: new Date(v.createdAt).toISOString(),
  map: v.map,
});

/**
 * The import-map service (issue 20). Reads are public and never cached; writes need the deploy
 * token and answer the new version. `env` defaults to the environment the server runs in.
 */
export default async function importMapRoutes(fastify: FastifyInstance, opts: { production: boolean }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const envOf = (q: MapEnvQuery): MapEnv => q.env ?? (opts.production ? 'production' : 'development');
  // `If-Match: "production-3"` (the ETag of GET /import-map.json): apply only to that version
  const ifVersion = (request: FastifyRequest): number | undefined => {
    const header = request.headers['if-match'];
    if (header === undefined) return undefined;
    const m = /^(?:W\/)?"?(?:(?:development|production)-)?(\d{1,9})"?$/.exec(header.trim());
    if (!m)
      throw new HttpError(400, 'request.invalid', 'If-Match must be the ETag of GET /import-map.json', { pointer: '/headers/if-match' });
    return Number(m[1]);
  };

  app.get(
    '/import-map.json',
    { schema: { querystring: MapEnvQuery, response: answers({ 200: ImportMapAnswer }) } },
    async (request, reply) => {
      const env = envOf(request.query);
      const current = await app.importMaps.live(env);
      if (!current) throw new HttpError(404, 'import_map.not_seeded', `no ${env} import map`, { meta: { env } });
      reply.header('Cache-Control', 'no-cache').header('ETag', `"${env}-${current.version}"`);
      return current.map;
    },
  );

  app.get(
    '/import-map/history',
    { schema: { querystring: MapEnvQuery, response: answers({ 200: MapHistoryAnswer }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { versions: (await app.importMaps.history(envOf(request.query))).map(versionAnswer) };
    },
  );

  app.patch(
    '/import-map/services',
    { schema: { querystring: MapEnvQuery, body: DeployServiceBody, response: answers({ 200: ImportMapAnswer }) } },
    async (request) => {
      app.requireDeployToken(request);
      const written = await app.importMaps.deploy(envOf(request.query), request.body, app.deployOrigin(request), ifVersion(request));
      request.log.info(
        { env: written.env, version: written.version, service: request.body.service, url: request.body.url },
        'import map: deployed',
      );
      return written.map;
    },
  );

  app.delete(
    '/import-map/services/:name',
    { schema: { querystring: MapEnvQuery, params: ServiceParams, response: answers({ 200: ImportMapAnswer }) } },
    async (request) => {
      app.requireDeployToken(request);
      return (await app.importMaps.remove(envOf(request.query), request.params.name, ifVersion(request))).map;
    },
  );

  app.post(
    '/import-map/rollback',
    { schema: { querystring: MapEnvQuery, body: RollbackBody, response: answers({ 200: ImportMapAnswer }) } },
    async (request) => {
      app.requireDeployToken(request);
      const written = await app.importMaps.rollback(envOf(request.query), request.body, ifVersion(request));
      request.log.info({ env: written.env, version: written.version, to: request.body }, 'import map: rolled back');
      return written.map;
    },
  );
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, AssetFile, ImportMapAnswer, ImportMapParams, NotModified, pageAnswers, VersionAnswer } from '@site/api/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageRequest, PAGE_ROUTE, pathOf } from '../plugins/app/site/pages';
import { envelope } from '../plugins/external/http-error';

export interface SiteRoutesOptions {
  distDir: string;
  importMapsDir: string;
  production: boolean;
}

const ASSETS = '/assets/';

/** Static bundles, import maps, version.json and the page shell for every other path. */
export default async function siteRoutes(fastify: FastifyInstance, opts: SiteRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // @fastify/static declares no answers of its own: its routes get them here (files are streamed, never serialised).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(ASSETS))
      route.schema = { ...route.schema, response: answers({ 200: AssetFile, 206: AssetFile, 304: NotModified }) };
  });
  const assetsDir = resolve(opts.distDir, 'assets');
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: ASSETS,
    preCompressed: true,
    // Bundles carry a content hash in their names, so a given URL never changes.
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    index: false,
    wildcard: true,
    decorateReply: false,
  });

  // The live map of the database (the import-map service, issue 20); the build's file until seeded.
  app.get(
    '/import-maps/:name',
    { schema: { params: ImportMapParams, response: answers({ 200: ImportMapAnswer }) } },
    async (request, reply) => {
      const match = /^(development|production)\.json$/.exec(request.params.name);
      const env = match?.[1] as 'development' | 'production' | undefined;
      const live = env ? await app.importMaps.live(env) : null;
      const file = env ? join(opts.importMapsDir, `${env}.json`) : '';
      if (!live && (!env || !existsSync(file))) return reply.status(404).send(envelope(404, 'not_found', 'no such import map'));
      return reply
        .header('Cache-Control', 'no-cache')
        .type('application/importmap+json')
        .send((live ? JSON.stringify(live.map) : readFileSync(file)) as never);
    },
  );

  // The update notice compares this version: it changes with the build and with every deploy.
  app.get('/version.json', { schema: { response: answers({ 200: VersionAnswer }) } }, async (_request, reply) => {
    const file = join(opts.distDir, 'version.json');
    reply.header('Cache-Control', 'no-cache');
    const built = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VersionAnswer) : { version: 'unbuilt' };
    const live = await app.importMaps.live(opts.production ? 'production' : 'development');
    if (!live || live.action === 'seed') return built;
    return {
      version: `${built.version}+${createHash('sha256').update(JSON.stringify(live.map.imports)).digest('hex').slice(0, 12)}`,
      builtAt: new Date(live.createdAt).toISOString(),
    };
  });

  // Every GET no other route takes (HEAD too): a page through the route table, else a 404 in
  // the error envelope; other methods reach the not-found handler, the same way.
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request.method, request.url)) {
      const path = pathOf(request.url);
      return reply.status(404).send(envelope(404, 'not_found', `no such resource: ${request.method} ${path.slice(0, 200)}`));
    }
    return app.renderPage(request, reply);
  };
  app.get(PAGE_ROUTE, { schema: { response: pageAnswers() } }, pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}

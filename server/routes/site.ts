import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../plugins/external/http-error';
import { isPageRequest, pathOf } from '../plugins/app/site/pages';

export interface SiteRoutesOptions {
  distDir: string;
  importMapsDir: string;
  production: boolean;
}

/** Static bundles, import maps, version.json and the page shell for every other path. */
export default async function siteRoutes(app: FastifyInstance, opts: SiteRoutesOptions) {
  const assetsDir = resolve(opts.distDir, 'assets');
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    preCompressed: true,
    // Bundles carry a content hash in their names, so a given URL never changes.
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    index: false,
    wildcard: true,
    decorateReply: false,
  });

  app.get<{ Params: { name: string } }>('/import-maps/:name', async (request, reply) => {
    const match = /^(development|production)\.json$/.exec(request.params.name);
    const file = match ? join(opts.importMapsDir, `${match[1]}.json`) : '';
    if (!match || !existsSync(file)) return reply.status(404).send(envelope(404, 'not_found', 'no such import map'));
    return reply.header('Cache-Control', 'no-cache').type('application/importmap+json').send(readFileSync(file));
  });

  app.get('/version.json', async (_request, reply) => {
    const file = join(opts.distDir, 'version.json');
    reply.header('Cache-Control', 'no-cache');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { version: 'unbuilt' };
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request.method, request.url)) {
      const path = pathOf(request.url);
      return reply.status(404).send(envelope(404, 'not_found', `no such resource: ${request.method} ${path.slice(0, 200)}`));
    }
    return app.renderPage(request, reply);
  });
}

import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../external/http-error';
import { type FetchBytes, ImportMapService, tokenMatches } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live import map of each environment, its history, deploys and rollbacks. */
    importMaps: ImportMapService;
    /** Refuses (401 `deploy.unauthorized`) a request without `Authorization: Bearer <DEPLOY_TOKEN>`. */
    requireDeployToken(request: FastifyRequest): void;
    /** The origin a relative deploy URL is fetched from before switching. */
    deployOrigin(request: FastifyRequest): string;
  }
}

export interface ImportMapsOptions {
  /** The build's import-maps/ folder; each <env>.json seeds the database at start (service.ts). */
  importMapsDir?: string | undefined;
  /** The deploy token; without one every write is refused. */
  deployToken?: string | undefined;
  /** The build's dist/ (its version.json tells one build from another). */
  distDir?: string | undefined;
  /** Development re-seeds the map when the build's file changes (npm run dev); production seeds at start only. */
  production?: boolean | undefined;
  /** The origin relative deploy URLs are fetched from (behind a proxy: this instance, e.g. http://127.0.0.1:8080); else the request's. */
  verifyOrigin?: string | undefined;
  /** How the service fetches a new URL before switching (tests may give their own). */
  fetch?: FetchBytes | undefined;
}

/** The import-map service (issue 20): maps in the database, seeded from the build. */
export default fp(
  async function importMaps(app: FastifyInstance, opts: ImportMapsOptions) {
    const service = new ImportMapService(
      app.db,
      app.clock,
      opts.fetch,
      opts.importMapsDir
        ? { dir: opts.importMapsDir, watch: !opts.production, versionFile: opts.distDir && join(opts.distDir, 'version.json') }
        : null,
    );
    app.decorate('importMaps', service);
    app.decorate('deployOrigin', (request: FastifyRequest) => opts.verifyOrigin ?? `${request.protocol}://${request.host}`);
    app.decorate('requireDeployToken', (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const m = typeof header === 'string' ? /^Bearer (\S{1,2000})$/.exec(header) : null;
      if (!tokenMatches(m?.[1], opts.deployToken))
        throw new HttpError(401, 'deploy.unauthorized', 'a deploy needs Authorization: Bearer <DEPLOY_TOKEN>');
    });
    await service.seedAll();
  },
  { name: 'import-maps', dependencies: ['db', 'clock'] },
);

import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/create-db';
import { createValidatorCompiler } from './lib/validators';
import configRepository from './plugins/app/config-repository';
import dbPlugin from './plugins/app/db';
import pages from './plugins/app/pages';
import shell from './plugins/app/shell';
import errorHandler from './plugins/external/error-handler';
import configRoutes from './routes/config';
import sessionRoutes from './routes/session';
import siteRoutes from './routes/site';

export interface AppOptions {
  database: Db;
  distDir: string;
  importMapsDir: string;
  production: boolean;
  logger?: boolean;
  /** Trust X-Forwarded-* (behind a proxy). */
  trustProxy?: boolean;
}

/** Builds the whole server; nothing listens until the caller says so. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] } : false,
    bodyLimit: 64 * 1024,
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorateRequest('userId', null);

  // external -> app -> routes (fastify/demo's order)
  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(dbPlugin, { database: opts.database });
  await app.register(configRepository);
  await app.register(shell, { distDir: opts.distDir, production: opts.production });
  await app.register(pages);

  await app.register(configRoutes);
  await app.register(sessionRoutes);
  await app.register(siteRoutes, { distDir: opts.distDir, importMapsDir: opts.importMapsDir, production: opts.production });
  return app;
}

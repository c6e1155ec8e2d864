import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/create-db';
import { createValidatorCompiler } from './plugins/external/validator-compiler';
import { readEnv } from './env';
import auth from './plugins/app/auth/session-cookie';
import configRepository from './plugins/app/site/site-config';
import dbPlugin from './plugins/app/db';
import pages, { frameworkErrorAnswer } from './plugins/app/site/pages';
import platformServices from './plugins/app/platform-services';
import shell from './plugins/app/site/shell';
import sportsbook, { type SportsbookOptions } from './plugins/app/sportsbook';
import textGuard from './plugins/external/text-guard';
import errorHandler from './plugins/external/error-handler';
import accountRoutes from './routes/accounts';
import authRoutes from './routes/auth';
import betsRoutes from './routes/bets';
import configRoutes from './routes/config';
import couponRoutes from './routes/coupon';
import dictRoutes from './routes/dicts';
import lineRoutes from './routes/line';
import liveStreamRoutes, { type LiveStreamOptions } from './routes/live-stream';
import operatorRuleRoutes from './routes/operator-rules';
import sessionRoutes from './routes/session';
import siteRoutes from './routes/site';
import informationFrontEnd from './remote/information-routes';
import termsRoutes from './routes/terms';
import userRoutes from './routes/user';
import type { ThrottleLimits } from './plugins/app/auth/login-throttle';

export interface AppOptions {
  database: Db;
  distDir: string;
  importMapsDir: string;
  production: boolean;
  logger?: boolean;
  /** Trust X-Forwarded-* (behind a proxy). */
  trustProxy?: boolean;
  /** HMAC secret of bearer tokens; defaults to readEnv().tokenSecret (TOKEN_SECRET). */
  tokenSecret?: string;
  /** Login failure limits; defaults to 5 per account and 20 per IP in 15 minutes. */
  loginThrottle?: ThrottleLimits;
  /** Sportsbook services (Redis URL for the live stream, feed batch interval); in-process defaults. */
  sportsbook?: SportsbookOptions;
  liveStream?: LiveStreamOptions;
}

/** Builds the whole server; nothing listens until the caller says so. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] } : false,
    bodyLimit: 64 * 1024,
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // URLs the router refuses (broken escapes) still answer the 404 page when they are pages
    frameworkErrors: (error, request, reply) => frameworkErrorAnswer(app)(error, request, reply),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorateRequest('userId', null);

  // external -> app -> routes (fastify/demo's order)
  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(dbPlugin, { database: opts.database });
  await app.register(configRepository);
  await app.register(platformServices, { tokenSecret: opts.tokenSecret ?? readEnv().tokenSecret, ...(opts.loginThrottle ? { throttle: opts.loginThrottle } : {}) });
  await app.register(auth);
  await app.register(sportsbook, opts.sportsbook ?? {});
  await app.register(textGuard);
  await app.register(shell, { distDir: opts.distDir, production: opts.production });
  await app.register(pages, { production: opts.production });

  await app.register(configRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(termsRoutes);
  await app.register(operatorRuleRoutes);
  await app.register(dictRoutes);
  await app.register(lineRoutes);
  await app.register(liveStreamRoutes, opts.liveStream ?? {});
  await app.register(couponRoutes);
  await app.register(betsRoutes);
  await app.register(informationFrontEnd);
  await app.register(siteRoutes, { distDir: opts.distDir, importMapsDir: opts.importMapsDir, production: opts.production });
  return app;
}

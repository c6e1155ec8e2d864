import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/create-db';
import { readEnv } from './env';
import appPlugins from './plugins/app/index';
import { SESSION_COOKIE, TWO_STEP_COOKIE } from './plugins/app/auth/session-cookie';
import type { AttemptLimitValues } from './plugins/external/attempt-limit';
import type { SignInLimitValues } from './plugins/app/auth/sign-in-limits';
import { type Clock, systemClock } from './plugins/app/clock';
import { frameworkErrorAnswer } from './plugins/app/site/pages';
import type { SportsbookOptions } from './plugins/app/sportsbook/index';
import externalPlugins from './plugins/external/index';
import { AccessLog } from './plugins/external/access-log';
import { clientErrorHandler } from './plugins/external/client-error';
import rateLimits, { type RateLimitOptions } from './plugins/external/rate-limit';
import routes from './routes/index';
import type { LiveStreamOptions } from './routes/live-stream';

export interface AppOptions {
  database: Db;
  distDir: string;
  importMapsDir: string;
  production: boolean;
  logger?: boolean;
  /** Whose X-Forwarded-* to believe (TRUST_PROXY, see env.ts); nobody's by default. */
  trustProxy?: boolean | number | string;
  /** "Now" for every service; the system clock unless a test gives its own. */
  clock?: Clock;
  /** HMAC secret of bearer tokens; defaults to readEnv().tokenSecret (TOKEN_SECRET). */
  tokenSecret?: string;
  /** Failed sign-in limits; defaults to 10 per account and 50 per address in 15 minutes. */
  signInLimits?: SignInLimitValues;
  /** Registrations per address; defaults to 30 an hour. */
  registrationLimit?: AttemptLimitValues;
  /** Sportsbook services (Redis URL for the live stream, feed batch interval); in-process defaults. */
  sportsbook?: SportsbookOptions;
  liveStream?: LiveStreamOptions;
  /** The token import-map writes need; defaults to readEnv().deployToken (DEPLOY_TOKEN). */
  deployToken?: string;
  /** Where relative deploy URLs are fetched from; defaults to readEnv().deployVerifyOrigin, else the request's origin. */
  deployVerifyOrigin?: string;
  /** Origins besides the site's own that may serve scripts (CSP script-src); CDN_ORIGINS. */
  cdnOrigins?: readonly string[];
  /** Where uploaded documents are kept; defaults to readEnv().documentsDir (DOCUMENTS_DIR). */
  documentsDir?: string;
  /** Mails are sent by SMTP when set; defaults to readEnv().smtpUrl (SMTP_URL). */
  smtpUrl?: string;
}

function appPluginOptions(
  opts: Pick<
    AppOptions,
    'database' | 'clock' | 'tokenSecret' | 'signInLimits' | 'registrationLimit' | 'sportsbook' | 'distDir' | 'production' | 'deployToken' | 'deployVerifyOrigin' | 'documentsDir' | 'smtpUrl'
  > &
    Partial<Pick<AppOptions, 'importMapsDir'>>,
) {
  return {
    importMapsDir: opts.importMapsDir,
    deployToken: opts.deployToken ?? readEnv().deployToken,
    verifyOrigin: opts.deployVerifyOrigin ?? readEnv().deployVerifyOrigin,
    database: opts.database,
    clock: opts.clock ?? systemClock,
    tokenSecret: opts.tokenSecret ?? readEnv().tokenSecret,
    distDir: opts.distDir,
    production: opts.production,
    ...(opts.signInLimits && { signInLimits: opts.signInLimits }),
    ...(opts.registrationLimit && { registrationLimit: opts.registrationLimit }),
    ...(opts.sportsbook && { sportsbook: opts.sportsbook }),
    documentsDir: opts.documentsDir ?? readEnv().documentsDir,
    smtpUrl: opts.smtpUrl ?? readEnv().smtpUrl,
    mailFrom: readEnv().mailFrom,
  };
}

function rateLimitOptions(opts: Pick<AppOptions, 'database' | 'clock' | 'sportsbook'>): RateLimitOptions {
  const redisUrl = opts.sportsbook?.redisUrl;
  return { db: opts.database.db, clock: opts.clock ?? systemClock, ...(redisUrl && { redisUrl }) };
}

/** The largest request body the server reads (1 MB); a bigger one answers 413. */
export const BODY_LIMIT = 1024 * 1024;

const hops = (n: number) => (_address: string, hop: number) => hop < n;

/** The Fastify instance of the server, with nothing registered yet (see registerServer). */
export function createServer(opts: Pick<AppOptions, 'logger' | 'trustProxy'>): FastifyInstance {
  const app: FastifyInstance = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] } : false,
    // one access line per request, not two (access-log.ts)
    logController: new AccessLog(),
    // issue 23: bodies over 1 MB answer 413 request.too_large
    bodyLimit: BODY_LIMIT,
    // a JSON body with a __proto__ key, or constructor.prototype, is refused (400 request.bad) before
    // any route sees it: such keys never reach an object, a query or the database
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // a hop count as proxy-addr's function: trust the first n hops from this server
    trustProxy: typeof opts.trustProxy === 'number' ? hops(opts.trustProxy) : (opts.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // URLs the router refuses (broken escapes) still answer the 404 page when they are pages
    frameworkErrors: (error, request, reply) => frameworkErrorAnswer(app)(error, request, reply),
    // what Node's HTTP parser refuses is answered with the envelope and the security headers
    clientErrorHandler,
  });
  return app;
}

/** Registers the whole server in fastify/demo's order: external plugins -> app plugins (services) -> routes. */
export async function registerServer(app: FastifyInstance, opts: AppOptions): Promise<void> {
  await app.register(externalPlugins, {
    csrf: { cookies: [SESSION_COOKIE, TWO_STEP_COOKIE] },
    rateLimits: rateLimitOptions(opts),
    headers: { cdnOrigins: opts.cdnOrigins ?? [] },
  });
  await app.register(appPlugins, appPluginOptions(opts));
  await app.register(routes, {
    distDir: opts.distDir,
    importMapsDir: opts.importMapsDir,
    production: opts.production,
    ...(opts.liveStream && { liveStream: opts.liveStream }),
  });
}

/** Builds the whole server; nothing listens until the caller says so. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = createServer(opts);
  await registerServer(app, opts);
  return app;
}

export type ServicesOptions = Pick<AppOptions, 'database' | 'clock' | 'tokenSecret' | 'sportsbook'> &
  Partial<Pick<AppOptions, 'distDir' | 'production' | 'smtpUrl' | 'documentsDir'>>;

/**
 * The server's services without routes or listening (the app plugins alone, ready): the
 * operator CLI, benchmarks and tests that set up data work on exactly what the server uses.
 * Close it when done; the database stays the caller's.
 */
export async function buildServices(opts: ServicesOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(rateLimits, rateLimitOptions(opts));
  await app.register(appPlugins, appPluginOptions({ distDir: 'dist', production: true, ...opts }));
  await app.ready();
  return app;
}

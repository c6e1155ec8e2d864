import type { SiteConfig } from '@site/api';
import type { RouteContext } from '@site/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTHORISED_COOKIE, LANGUAGE_COOKIE, languageSettings, siteFlagsFromConfig } from '@site/routes';

export { AUTHORISED_COOKIE, LANGUAGE_COOKIE, languageSettings };

/** Country of the visitor as a proxy or CDN tells it; without it the config's geoCountry. */
export const COUNTRY_HEADER = 'x-geo-country';

/**
 * The request's cookies. Requests Fastify refuses before routing (a malformed URL) reach the
 * page renderer without the cookie plugin having run, so the header is parsed here then.
 */
export function requestCookies(app: FastifyInstance, request: FastifyRequest): Record<string, string | undefined> {
  if (request.cookies) return request.cookies;
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header === '') return {};
  try {
    return app.parseCookie(header);
  } catch {
    return {};
  }
}

export function requestCountry(request: FastifyRequest, config: SiteConfig): string {
  const header = request.headers[COUNTRY_HEADER];
  return typeof header === 'string' && /^[a-z]{2}$/i.test(header) ? header : config.core.geoCountry;
}

interface Visitor {
  signedIn: boolean;
  banLevel: number;
  banVersion: number;
  termsChanged?: boolean;
}

const ANONYMOUS: Visitor = { signedIn: false, banLevel: 0, banVersion: 0 };

/** Signed-in state, ban and terms of the session's player (one row, terms version cached). */
async function visitorOf(app: FastifyInstance, userId: number | null | undefined): Promise<Visitor> {
  if (userId === null || userId === undefined) return ANONYMOUS;
  const [user, latest] = await Promise.all([app.users.get(userId), app.terms.latest()]);
  // a session whose player is gone is no session
  if (!user) return ANONYMOUS;
  return {
    signedIn: true,
    banLevel: user.ban_level,
    banVersion: user.ban_version,
    termsChanged: latest.version > 0 && user.terms_version < latest.version,
  };
}

/**
 * Everything `resolveRoute` needs to know about one page request: language inputs (cookie,
 * authorised marker, Accept-Language), the session's player (signed in, ban, terms), the site
 * config's switches, maintenance, the block for the visitor's country/IP/user agent, and
 * whether this is production.
 */
export async function buildRouteContext(
  app: FastifyInstance,
  request: FastifyRequest,
  config: SiteConfig,
  production: boolean,
): Promise<RouteContext> {
  const cookies = requestCookies(app, request);
  const userAgent = request.headers['user-agent'] ?? '';
  const [visitor, maintenanceOn, block] = await Promise.all([
    visitorOf(app, request.userId),
    app.maintenance.isActive(),
    // spec 2 §4, §8: if the block cannot be loaded, maintenance is set active
    app.blocks.resolve({ country: requestCountry(request, config), ip: request.ip, userAgent }).then(
      (reason) => ({ reason, failed: false }),
      (error: unknown) => {
        request.log.warn({ err: error }, 'block check failed: the page is served as under maintenance');
        return { reason: null, failed: true };
      },
    ),
  ]);
  const maintenanceActive = maintenanceOn || block.failed;
  const blockReason = block.reason;
  const cookieLang = cookies[LANGUAGE_COOKIE];
  const acceptLanguage = request.headers['accept-language'];
  const ctx: RouteContext = {
    env: production ? 'production' : 'development',
    languages: languageSettings(config),
    cookieAuthorised: typeof cookies[AUTHORISED_COOKIE] === 'string' && cookies[AUTHORISED_COOKIE] !== '',
    signedIn: visitor.signedIn,
    banLevel: visitor.banLevel,
    banVersion: visitor.banVersion,
    flags: siteFlagsFromConfig(config),
    maintenanceActive,
    blockReason,
  };
  if (typeof cookieLang === 'string') ctx.cookieLang = cookieLang;
  if (typeof acceptLanguage === 'string') ctx.acceptLanguage = acceptLanguage;
  if (visitor.termsChanged !== undefined) ctx.termsChanged = visitor.termsChanged;
  return ctx;
}

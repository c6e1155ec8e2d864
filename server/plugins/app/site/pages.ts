import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { checkRequest, resolveRoute, type NotFoundResult, type PageResult, type RouteContext, type RouteFlags, type RouteResult } from '@site/routes';
import { envelope, INTERNAL_DETAIL } from '../../external/http-error';
import { headTags } from '../seo/head-tags';
import { requestOrigin } from '../seo/index';
import { buildRouteContext } from './route-context';
import { escapeHtml } from './shell';

/**
 * The route decision as the browser reads it from the boot data (`boot.page`), so the root
 * config mounts what the server decided instead of deciding again.
 */
export interface BootPage {
  kind: 'page' | 'not-found';
  status: number;
  lang: string;
  layout: string;
  application: string;
  /** Route name; null on the 404 page. */
  route: string | null;
  params: Record<string, string>;
  /** Null on the 404 page. */
  flags: RouteFlags | null;
  platformType?: string;
  /** The 404 page's message. */
  message?: string;
}

const API_PREFIXES = [
  '/web-api/',
  '/bff-api/',
  '/blocks-api/',
  '/redirects-api/',
  '/limit-service-api/',
  '/social-api/',
  '/fatman-api/',
  '/assets/',
  '/import-maps/',
  '/import-map/',
];
const HAS_EXTENSION = /\.[a-z0-9]{1,8}$/i;
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** The path of a raw request URL (no query, no fragment). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/**
 * The route every page request reaches (routes/site.ts): a route, not the not-found handler, so
 * the route-level hooks (compression) apply to the pages like to every other answer.
 */
export const PAGE_ROUTE = '/*';

/** Was the request routed to no route of its own (a page, or nothing)? */
export function unrouted(request: FastifyRequest): boolean {
  return request.is404 || request.routeOptions.url === PAGE_ROUTE;
}

/** Is this a request for a page (not an API call, asset or file)? Only those get the shell. */
export function isPageRequest(method: string, url: string): boolean {
  const path = pathOf(url);
  return PAGE_METHODS.has(method) && !API_PREFIXES.some((p) => path.startsWith(p)) && !HAS_EXTENSION.test(path);
}

export function bootPage(result: PageResult | NotFoundResult): BootPage {
  if (result.kind === 'not-found') {
    return {
      kind: result.kind,
      status: result.status,
      lang: result.lang,
      layout: result.layout,
      application: result.application,
      route: null,
      params: {},
      flags: null,
      message: result.message,
    };
  }
  const page: BootPage = {
    kind: result.kind,
    status: result.status,
    lang: result.lang,
    layout: result.layout,
    application: result.application,
    route: result.route,
    params: result.params,
    flags: result.flags,
  };
  if (result.platformType !== undefined) page.platformType = result.platformType;
  return page;
}

/** The 404 page's markup, server-rendered into the shell's content slot. */
export function notFoundContent(result: NotFoundResult): string {
  return `<section class="site-not-found" data-status="${result.status}"><h1>${escapeHtml(result.message)}</h1><p><a href="/${escapeHtml(result.lang)}/">Home</a></p></section>`;
}

/** Sets `<html lang>` on the shell, so the document language is right before any script runs. */
export function withHtmlLang(html: string, lang: string): string {
  const value = escapeHtml(lang);
  return html.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => {
    const rest = attrs.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${value}"${rest}>`;
  });
}

/**
 * Location header value. Node refuses some characters in headers (a 500), and a raw request
 * may carry bytes above 0x7f in its query: those are percent-encoded as the bytes they were.
 */
export function headerSafeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(c);
  });
}

function splitUrl(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark < 0 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

async function answer(app: FastifyInstance, reply: FastifyReply, result: RouteResult, production: boolean, ctx?: RouteContext): Promise<FastifyReply> {
  if (result.kind === 'redirect') {
    // a redirect depends on cookies, session and config: nothing may keep it
    return reply.status(result.status).header('Location', headerSafeLocation(result.location)).header('Cache-Control', 'no-store').send();
  }
  const config = await app.siteConfig.get();
  // The browser's guards run the same table on navigation: give them the same whole-site state.
  const siteState = ctx && {
    maintenanceActive: ctx.maintenanceActive,
    blockReason: ctx.blockReason ?? null,
    banLevel: ctx.banLevel,
    banVersion: ctx.banVersion,
    ...(ctx.termsChanged !== undefined && { termsChanged: ctx.termsChanged }),
  };
  const boot = { overrideHosts: config.application.importMapOverrideHosts, page: bootPage(result), ...(siteState && { siteState }) };
  // the live import map of the database (issue 20), not the one the build wrote into the shell
  const importMap = app.hasDecorator('importMaps') ? (await app.importMaps.live(production ? 'production' : 'development'))?.map : undefined;
  const nonce = app.pagePolicy(reply, config.application.importMapOverrideHosts);
  // the head crawlers read before any script runs (issue 16): the 404 page is never indexed
  const path = reply.request.url.split('?')[0] as string;
  const seo = app.hasDecorator('seo') ? await app.seo.page(path, requestOrigin(reply.request), result.kind === 'page' ? result : null) : null;
  if (seo && result.kind === 'not-found') seo.title = `${result.status}: ${result.message}`;
  const head = seo ? headTags(seo, nonce) : undefined;
  const html =
    result.kind === 'not-found'
      ? app.shell.render({ status: result.status, content: notFoundContent(result), title: `${result.status}: ${result.message}`, boot, importMap, nonce, head })
      : app.shell.render({ status: result.status, boot, importMap, nonce, head });
  return (
    reply
      .status(result.status)
      .header('Cache-Control', 'no-cache')
      // the answer depends on the session, language cookie and header, and the visitor's country
      .header('Vary', 'Cookie, Accept-Language, X-Geo-Country')
      .type('text/html; charset=utf-8')
      .send(withHtmlLang(html, result.lang))
  );
}

/**
 * Answers requests Fastify refuses before routing (FST_ERR_BAD_URL: broken escapes, invalid
 * UTF-8; FST_ERR_MAX_PARAM_LENGTH): a page URL gets the 404 page (414 when overlong) like any
 * other bad path; anything else the error envelope. Passed as `frameworkErrors` to Fastify.
 */
export function frameworkErrorAnswer(app: FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    // the router refused the URL before any hook ran, so the security headers' hook did not
    if (app.hasDecorator('securityHeaders')) app.securityHeaders(request, reply);
    if (isPageRequest(request.method, request.url)) {
      app.renderPage(request, reply).catch((err: unknown) => {
        // this reply is outside the routes, so the app's error handler is not behind it
        request.log.error({ err }, 'page for a refused URL failed');
        if (!reply.sent) void reply.status(500).send(envelope(500, 'server.internal', INTERNAL_DETAIL));
      });
      return;
    }
    const status = error.statusCode ?? 400;
    void reply.status(status).send(envelope(status, 'request.bad', error.message.replace(/^FST_\w+: /, '')));
  };
}

/** Every page request answered through the route table (@site/routes): `app.renderPage`. */
export function pageRenderer(app: FastifyInstance, production: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const config = await app.siteConfig.get();
    const ctx = await buildRouteContext(app, request, config, production);
    const result = resolveRoute(splitUrl(request.url), ctx, { logger: { warn: (message) => request.log.warn(message) } });
    return answer(app, reply, result, production, ctx);
  };
}

/**
 * An onRequest hook: a bad page URL (NUL, traversal, odd characters, overlong) is answered
 * before any other hook sees it, so no body, query or parameter check can turn it into
 * something other than the 404 page the route table gives it.
 */
export function badPageUrlHook(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!unrouted(request) || !isPageRequest(request.method, request.url) || checkRequest(splitUrl(request.url)).ok) return done();
    // answered: Fastify runs nothing more for a request whose reply is sent
    app.renderPage(request, reply).then(() => done(), done);
  };
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The policy of a page answer: a fresh nonce for the shell's inline scripts and the
     * import-map-override hosts (the site config's allowlist) added to the policy every answer
     * carries. Sets the header and returns the nonce to put on every inline script.
     */
    pagePolicy(reply: FastifyReply, overrideHosts: readonly string[]): string;
    /**
     * Puts the headers of every answer on `reply`. Run by an onRequest hook; an answer made
     * before the hooks (the router's own refusals: frameworkErrors) calls it itself.
     */
    securityHeaders(request: FastifyRequest, reply: FastifyReply): void;
  }
}

export interface SecurityHeadersOptions {
  /** Origins (scheme://host[:port]) besides the site's own that may serve scripts (a CDN). */
  cdnOrigins?: readonly string[];
}

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** A host of the override allowlist as CSP source expressions (any port, http and https). */
export function overrideHostSources(hosts: readonly string[]): string[] {
  const out: string[] = [];
  for (const host of hosts) {
    // a hostname only: anything else could widen the policy (`*`, `'unsafe-inline'`, a path)
    if (!/^[a-z0-9.-]+$/i.test(host) || host.startsWith('.')) continue;
    out.push(`http://${host}:*`, `https://${host}:*`);
  }
  return out;
}

/** The directives of every answer, plus a page's nonce and override hosts when given. */
function directives(cdn: readonly string[], page?: { nonce: string; extra: readonly string[] }): Record<string, string[]> {
  const pageScripts = page ? [`'nonce-${page.nonce}'`, ...page.extra] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...cdn, ...pageScripts],
    'style-src': ["'self'", "'unsafe-inline'", ...cdn],
    'img-src': ["'self'", 'data:', ...cdn],
    'font-src': ["'self'", 'data:', ...cdn],
    // import-map-overrides fetches external import maps from the override hosts
    'connect-src': ["'self'", ...cdn, ...(page?.extra ?? [])],
    // the sports app runs its worker from a blob: URL (a worker, never a page script); the
    // PWA's service worker is the site's own /pwa-sw.js
    'worker-src': ["'self'", 'blob:'],
    // the PWA's web app manifest (/manifest.json)
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const serialize = (d: Record<string, string[]>): string =>
  Object.entries(d)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a helmet middleware sets, run once against a recording response. */
function headersOf(middleware: Middleware): Record<string, string> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (out[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete out[name.toLowerCase()],
    getHeader: (name: string) => out[name.toLowerCase()],
  };
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return out;
}

/** The headers of every answer but HSTS (helmet's, computed once: the policy is fixed). */
export function everyAnswerHeaders(cdn: readonly string[]): Record<string, string> {
  return headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: directives(cdn) },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xContentTypeOptions: true,
      crossOriginEmbedderPolicy: false,
    }),
  );
}

/**
 * The security headers of every answer, HTML and API, through helmet: a
 * Content-Security-Policy whose script-src is the site's own origin and the CDN origins, and on
 * a page also the override hosts and the answer's nonce (no 'unsafe-inline' or 'unsafe-eval'
 * for scripts),
 * frame-ancestors/object-src 'none', base-uri 'self'; nosniff; strict-origin-when-cross-origin;
 * Strict-Transport-Security only on requests that came over https.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
    const cdn = [...(opts.cdnOrigins ?? [])];
    // Every answer: the fixed policy, computed once by helmet (an API answer runs no script).
    // A page answer adds its nonce and the override hosts (pagePolicy): only pages pay for them.
    app.decorate('pagePolicy', (reply: FastifyReply, overrideHosts: readonly string[]) => {
      const nonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', serialize(directives(cdn, { nonce, extra: overrideHostSources(overrideHosts) })));
      return nonce;
    });

    // The policy of every answer is fixed, so helmet computes the headers once, at start-up, and
    // every answer gets that set. (@fastify/helmet runs helmet's whole middleware on every
    // request, rebuilding it each time: bench:api measured the config answer at 0.55 of a bare
    // route with it, 0.64 with the middleware built once, 0.70-0.72 with the headers computed once.)
    const fixed = everyAnswerHeaders(cdn);
    // HSTS only where it means something: an answer over https (behind a proxy: X-Forwarded-Proto with trustProxy)
    const hsts = headersOf(helmet.strictTransportSecurity(HSTS));
    app.decorate('securityHeaders', (request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(fixed);
      if (request.protocol === 'https') reply.headers(hsts);
    });
    app.addHook('onRequest', (request, reply, next) => {
      app.securityHeaders(request, reply);
      next();
    });
  },
  { name: 'security-headers' },
);

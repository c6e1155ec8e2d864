import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP nonce: the page shell puts it on every inline script. */
    scriptNonce: string;
  }
}

export interface SecurityHeadersOptions {
  /** Origins (scheme://host[:port]) besides the site's own that may serve scripts (a CDN). */
  cdnOrigins?: readonly string[];
  /**
   * The hosts import-map-overrides may load from (the site config's importMapOverrideHosts),
   * read per request; none when not given.
   */
  overrideHosts?: (request: FastifyRequest) => Promise<readonly string[]>;
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

interface PolicyState {
  nonce: string;
  extra: string[];
}

/**
 * The security headers of every answer, HTML and API, through @fastify/helmet: a
 * Content-Security-Policy whose script-src is the site's own origin, the CDN origins, the
 * override hosts and this answer's nonce (no 'unsafe-inline' or 'unsafe-eval' for scripts),
 * frame-ancestors/object-src 'none', base-uri 'self'; nosniff; strict-origin-when-cross-origin;
 * Strict-Transport-Security only on requests that came over https.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
    const cdn = [...(opts.cdnOrigins ?? [])];
    const policy = new WeakMap<ServerResponse, PolicyState>();
    const state = (res: unknown): PolicyState => policy.get(res as ServerResponse) ?? { nonce: '', extra: [] };

    app.decorateReply('scriptNonce', '');
    // before helmet's own hooks: the policy's per-answer parts are ready when helmet writes it
    app.addHook('onRequest', async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      reply.scriptNonce = nonce;
      let hosts: readonly string[] = [];
      if (opts.overrideHosts) {
        try {
          hosts = await opts.overrideHosts(request);
        } catch {
          hosts = [];
        }
      }
      policy.set(reply.raw, { nonce, extra: overrideHostSources(hosts) });
    });

    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...cdn, (_req, res) => `'nonce-${state(res).nonce}'`, (_req, res) => state(res).extra.join(' ')],
          'style-src': ["'self'", "'unsafe-inline'", ...cdn],
          'img-src': ["'self'", 'data:', ...cdn],
          'font-src': ["'self'", 'data:', ...cdn],
          // import-map-overrides fetches external import maps from the override hosts
          'connect-src': ["'self'", ...cdn, (_req, res) => state(res).extra.join(' ')],
          // the sports app runs its worker from a blob: URL (a worker, never a page script)
          'worker-src': ["'self'", 'blob:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xContentTypeOptions: true,
      crossOriginEmbedderPolicy: false,
    });

    // HSTS only where it means something: an answer over https (behind a proxy: X-Forwarded-Proto with trustProxy)
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.helmet({ strictTransportSecurity: HSTS });
    });
  },
  { name: 'security-headers' },
);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SeoService } from './seo-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every page's head, the operator's URL-pattern table, sitemaps (seo-service.ts). */
    seo: SeoService;
  }
}

/**
 * The site's own origin as this request reached it (scheme and Host), for absolute canonical,
 * hreflang and sitemap URLs; a Host that is not a plain host[:port] gives localhost.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  return `${request.protocol}://${/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : 'localhost'}`;
}

/** SEO (issue 16): page heads for crawlers and the shell, the pattern table, robots and sitemaps. */
export default fp(
  async function seo(app: FastifyInstance) {
    app.decorate('seo', new SeoService({ db: app.db, clock: app.clock, config: () => app.siteConfig.get(), line: app.lineQueries }));
  },
  { name: 'seo', dependencies: ['db', 'clock', 'site', 'sportsbook'] },
);

import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badPageUrlHook, pageRenderer } from './pages';
import { ShellRenderer } from './shell';
import { ConfigRepository } from './site-config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site config (defaults overlaid with the operator's values), cached two seconds. */
    siteConfig: ConfigRepository;
    shell: ShellRenderer;
    /** Answers a page request as the route table says: 200 shell, 301/302, or the 404/414 page. */
    renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

export interface SiteOptions {
  /** Where the build wrote index.<env>.html. */
  distDir: string;
  /** Production serves the production shell and hides the non-production routes (cricket, debugger). */
  production: boolean;
}

/** The site: its config, the page shell and every page answered through the route table. */
export default fp(
  async function site(app: FastifyInstance, opts: SiteOptions) {
    app.decorate('siteConfig', new ConfigRepository(app.db, app.clock));
    const env = opts.production ? 'production' : 'development';
    // development re-reads the shell on every request, so a rebuild shows without a restart
    app.decorate('shell', new ShellRenderer(join(opts.distDir, `index.${env}.html`), !opts.production));
    app.decorate('renderPage', pageRenderer(app, opts.production));
    app.addHook('onRequest', badPageUrlHook(app));
  },
  { name: 'site', dependencies: ['db', 'clock'] },
);

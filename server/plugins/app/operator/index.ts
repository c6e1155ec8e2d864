import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BlocksService } from './blocks';
import { MaintenanceService } from './maintenance';
import { RedirectsService } from './redirects';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.blocks.resolve({country, ip, userAgent})` -> block reason or null */
    blocks: BlocksService;
    redirects: RedirectsService;
    /** `app.maintenance.isActive()` */
    maintenance: MaintenanceService;
  }
}

/** Rules the operator sets from the CLI: blocks, redirects, maintenance windows. */
export default fp(
  async function operator(app: FastifyInstance) {
    app.decorate('blocks', new BlocksService(app.db, app.clock));
    app.decorate('redirects', new RedirectsService(app.db, app.clock));
    app.decorate('maintenance', new MaintenanceService(app.db, app.clock));
  },
  { name: 'operator', dependencies: ['db', 'clock'] },
);

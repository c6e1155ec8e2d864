import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ThrottleLimits } from './auth/login-throttle';
import { createServices, type Services } from '../../services/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** THE way to move money (server/services/ledger.ts). */
    ledger: Services['ledger'];
    accounts: Services['accounts'];
    users: Services['users'];
    sessions: Services['sessions'];
    loginThrottle: Services['loginThrottle'];
    tokens: Services['tokens'];
    terms: Services['terms'];
    /** `app.blocks.resolve({country, ip, userAgent})` -> block reason or null */
    blocks: Services['blocks'];
    redirects: Services['redirects'];
    /** `app.maintenance.isActive(now)` */
    maintenance: Services['maintenance'];
  }
}

export interface PlatformOptions {
  tokenSecret: string;
  throttle?: ThrottleLimits;
}

/** Decorates the app with the platform services (players, sessions, money, operator rules). */
export default fp(async function platformServices(app: FastifyInstance, opts: PlatformOptions) {
  const services = createServices(app.db, opts);
  for (const [name, service] of Object.entries(services)) app.decorate(name, service as never);
});

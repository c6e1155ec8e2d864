import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProtectionGuard } from './guard';
import { LimitsService } from './limits-service';
import { RealityChecks } from './reality-checks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit service: limits, questions, approvals (limits-service.ts). */
    limits: LimitsService;
    /** THE guard every money-taking product calls inside its transaction (guard.ts). */
    protection: ProtectionGuard;
    realityChecks: RealityChecks;
  }
}

/** Player protection (issue 14): limits, the one guard, reality checks. */
export default fp(
  async function limits(app: FastifyInstance) {
    const limits = new LimitsService(app.db, app.clock);
    const guard = new ProtectionGuard(app.db, limits, app.clock);
    app.decorate('limits', limits);
    app.decorate('protection', guard);
    app.decorate('realityChecks', new RealityChecks(app.db, limits, guard, app.clock));
  },
  { name: 'limits', dependencies: ['db', 'clock', 'money'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnalyticsService } from './analytics-service';
import { ConsentService } from './consent-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.consent.record(consentId, userId, type)`, `app.consent.current(consentId, userId)` */
    consent: ConsentService;
    /** `app.analytics.store(events)`, `app.analytics.counts(sinceMs?)` */
    analytics: AnalyticsService;
  }
}

/** Cookie consent and the own analytics collector (issue 16). */
export default fp(
  async function consent(app: FastifyInstance) {
    app.decorate('consent', new ConsentService(app.db, app.clock));
    app.decorate('analytics', new AnalyticsService(app.db, app.clock));
  },
  { name: 'consent', dependencies: ['db', 'clock'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResultsService } from './results-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Results and statistics from the sportsbook's tables (results-service.ts). */
    results: ResultsService;
  }
}

/** Results and statistics (issue 19). */
export default fp(
  async function results(app: FastifyInstance) {
    app.decorate('results', new ResultsService(app.db, app.clock));
  },
  { name: 'results', dependencies: ['db', 'clock', 'sportsbook'] },
);

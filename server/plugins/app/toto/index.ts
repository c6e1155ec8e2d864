import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { everyWhileListening } from '../lotto/while-listening';
import { ticketDeps } from '../lotto/tickets';
import { TotoService } from './toto-service';
import { tableStakes } from '../limits/limits-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Toto: the pool of 15 line events, tickets, settlement (toto-service.ts). */
    toto: TotoService;
  }
}

/** How often a listening server looks for draws to close and settle (real ms). */
const SETTLE_CHECK_MS = 15_000;

/** Toto (issue 19). A listening server settles on its own; every read also settles what is due. */
export default fp(
  async function toto(app: FastifyInstance) {
    const service = new TotoService(ticketDeps(app));
    app.decorate('toto', service);
    app.limits.addStakeSource(tableStakes('toto_tickets'));
    everyWhileListening(app, SETTLE_CHECK_MS, 'toto settlement', () => service.settleDue());
  },
  { name: 'toto', dependencies: ['db', 'clock', 'money', 'limits', 'sportsbook'] },
);

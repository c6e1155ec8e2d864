import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LottoService } from './lotto-service';
import { everyWhileListening } from './while-listening';
import { ticketDeps } from './tickets';
import { tableStakes } from '../limits/limits-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lotto draw games: draws, tickets, prizes (lotto-service.ts). */
    lotto: LottoService;
  }
}

/** How often a listening server looks for draws whose time has come (real ms). */
const DRAW_CHECK_MS = 5_000;

/** Lotto (issue 19). A listening server draws on schedule; every read also draws what is due. */
export default fp(
  async function lotto(app: FastifyInstance) {
    const service = new LottoService(ticketDeps(app));
    app.decorate('lotto', service);
    app.limits.addStakeSource(tableStakes('lotto_tickets'));
    everyWhileListening(app, DRAW_CHECK_MS, 'lotto draws', () => service.runDue());
  },
  { name: 'lotto', dependencies: ['db', 'clock', 'money', 'limits'] },
);

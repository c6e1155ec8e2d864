import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LottoService } from './lotto-service';
import { ticketStakes } from './tickets';

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
    const service = new LottoService({
      db: app.db,
      writes: app.writes,
      ledger: app.ledger,
      accounts: app.accounts,
      protection: app.protection,
      clock: app.clock,
    });
    app.decorate('lotto', service);
    app.limits.addStakeSource(ticketStakes('lotto_tickets'));
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onListen', async () => {
      timer = setInterval(() => void service.runDue().catch((err: unknown) => app.log.error({ err }, 'lotto draws')), DRAW_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'lotto', dependencies: ['db', 'clock', 'money', 'limits'] },
);

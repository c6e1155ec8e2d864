import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CasinoCatalogue } from './catalogue';
import { CasinoFairness } from './fairness';
import { casinoStakes, CasinoRounds } from './rounds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The casino (issue 17): catalogue and favourites, fair seeds, sessions and rounds. */
    casino: { catalogue: CasinoCatalogue; fairness: CasinoFairness; rounds: CasinoRounds };
  }
}

/** The casino unit: its services, its stakes in the limits, and the catalogue filled at start-up. */
export default fp(
  async function casino(app: FastifyInstance) {
    const catalogue = new CasinoCatalogue(app.db, app.clock);
    const fairness = new CasinoFairness(app.db, app.clock);
    const rounds = new CasinoRounds(
      app.db,
      app.writes,
      app.ledger,
      app.accounts,
      app.protection,
      app.limits,
      catalogue,
      fairness,
      app.clock,
    );
    app.decorate('casino', { catalogue, fairness, rounds });
    app.limits.addStakeSource(casinoStakes);
    app.addHook('onReady', () => catalogue.fill());
  },
  { name: 'casino', dependencies: ['db', 'clock', 'money', 'limits'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BonusGamesService } from './bonus-games-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bonus games: points spent, bonus money won (bonus-games-service.ts). */
    bonusGames: BonusGamesService;
  }
}

/** Bonus games (issue 19). */
export default fp(
  async function bonusGames(app: FastifyInstance) {
    app.decorate('bonusGames', new BonusGamesService(app.db, app.ledger, app.protection, app.clock));
  },
  { name: 'bonus-games', dependencies: ['db', 'clock', 'money', 'limits'] },
);

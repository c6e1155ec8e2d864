import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountsService } from './accounts';
import { LedgerService } from './ledger';

declare module 'fastify' {
  interface FastifyInstance {
    /** THE way to move money (ledger.ts). */
    ledger: LedgerService;
    accounts: AccountsService;
  }
}

/** Money: the ledger every balance change goes through, and the players' accounts. */
export default fp(
  async function money(app: FastifyInstance) {
    app.decorate('ledger', new LedgerService(app.db, app.clock));
    app.decorate('accounts', new AccountsService(app.db, app.clock));
  },
  { name: 'money', dependencies: ['db', 'clock'] },
);

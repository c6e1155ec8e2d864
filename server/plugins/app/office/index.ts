import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GrantsService } from './grants';
import { OfficeRecords } from './records';
import { SupportService } from './support';
import { UserSettingsService } from './user-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player's settings (user-settings.ts). */
    userSettings: UserSettingsService;
    /** Support requests and their threads (support.ts). */
    support: SupportService;
    /** Bonuses and cashback, through the ledger exactly once (grants.ts). */
    grants: GrantsService;
    /** Rewards, friends, ideas, block appeals, promotions (records.ts). */
    officeRecords: OfficeRecords;
  }
}

/** The rest of the player's office (issue 18): settings, support, bonuses, cashback, rewards... */
export default fp(
  async function office(app: FastifyInstance) {
    app.decorate('userSettings', new UserSettingsService(app.db, app.clock));
    app.decorate('support', new SupportService(app.db, app.clock));
    app.decorate('grants', new GrantsService(app.db, app.ledger, app.clock));
    app.decorate('officeRecords', new OfficeRecords(app.db, app.clock));
  },
  { name: 'office', dependencies: ['db', 'clock', 'money'] },
);

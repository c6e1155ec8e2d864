import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TermsService } from './terms';
import { UsersService } from './users';
import { ProfilesService } from './profiles';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
    /** Terms versions and who accepted which. */
    terms: TermsService;
    /** Personal data (account and security, issue 18). */
    profiles: ProfilesService;
  }
}

/** Players: registration and profile, and the terms they accept. */
export default fp(
  async function players(app: FastifyInstance) {
    const terms = new TermsService(app.db, app.clock);
    app.decorate('terms', terms);
    app.decorate('users', new UsersService(app.db, app.accounts, terms, app.clock));
    app.decorate('profiles', new ProfilesService(app.db, app.clock));
  },
  { name: 'players', dependencies: ['db', 'clock', 'money'] },
);

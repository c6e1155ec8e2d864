import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';
import { isPageRequest } from '../site/pages';
import { tagCookies, tagsOfCookies } from './referral-tags';

declare module 'fastify' {
  interface FastifyInstance {
    /** Referral tags recorded on players (referral-tags.ts). */
    referrals: ReferralTags;
  }
}

export class ReferralTags {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Records the tags of a registering visitor's cookies on the new player (once per tag). */
  async record(userId: number, cookies: Record<string, string | undefined>): Promise<void> {
    const tags = tagsOfCookies(cookies);
    if (tags.length === 0) return;
    const now = this.clock.now();
    await this.db
      .insertInto('user_referral_tags')
      .values(tags.map((t) => ({ user_id: userId, name: t.name, value: t.value, created_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
      .execute();
  }

  async of(userId: number): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom('user_referral_tags').select(['name', 'value']).where('user_id', '=', userId).orderBy('name').execute();
    return Object.fromEntries(rows.map((r) => [r.name, r.value]));
  }
}

/**
 * Referral tags (issue 16): a page request whose query carries them gets their cookies at once
 * (before any script runs); registration records them on the player (`admin user <id>`).
 */
export default fp(
  async function referrals(app: FastifyInstance) {
    app.decorate('referrals', new ReferralTags(app.db, app.clock));
    app.addHook('onRequest', (request, reply, done) => {
      const mark = request.url.indexOf('?');
      if (mark < 0 || !isPageRequest(request.method, request.url)) return done();
      for (const c of tagCookies(new URLSearchParams(request.url.slice(mark + 1)))) {
        reply.setCookie(c.name, c.value, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          ...(c.maxAge !== undefined && { maxAge: c.maxAge }),
        });
      }
      done();
    });
  },
  { name: 'referrals', dependencies: ['db', 'clock'] },
);

import type { Kysely } from 'kysely';
import { PreparedQuery } from '../../../db/prepared-query';
import type { Database } from '../../../db/schema';
import { randomToken, tokenHash } from './secure-random';
import type { Clock } from '../clock';

/** A "remember me" session lasts 30 days; otherwise the server keeps it one day. */
export const SAVED_SESSION_MS = 30 * 24 * 3600_000;
export const SESSION_MS = 24 * 3600_000;
/** Time to type the two-step code after the password was right. */
export const CHALLENGE_MS = 5 * 60_000;

/** Sessions in the database (any instance can read them); only token hashes are stored. */
export class SessionsService {
  /** Runs on every signed-in request, so compiled once (see PreparedQuery). */
  private readonly userIdQuery: PreparedQuery<{ token_hash: string; now: number }, { user_id: number }>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.userIdQuery = new PreparedQuery(db, (db, param) =>
      db.selectFrom('sessions').select('user_id').where('token_hash', '=', param('token_hash')).where('expires_at', '>', param('now')),
    );
  }

  /** Returns the cookie token, shown to nobody else and stored nowhere. */
  async create(userId: number, save: boolean): Promise<{ token: string; expiresAt: number }> {
    const token = randomToken();
    const t = this.clock.now();
    const expiresAt = t + (save ? SAVED_SESSION_MS : SESSION_MS);
    // tidy as we go: this player's expired sessions are of no use to anyone
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', t).execute();
    await this.db.insertInto('sessions').values({ token_hash: tokenHash(token), user_id: userId, created_at: t, expires_at: expiresAt }).execute();
    return { token, expiresAt };
  }

  async userIdOf(token: string): Promise<number | null> {
    const row = await this.userIdQuery.takeFirst(this.db, { token_hash: tokenHash(token), now: this.clock.now() });
    return row ? row.user_id : null;
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
  }

  async createChallenge(userId: number, save: boolean): Promise<string> {
    const token = randomToken();
    const t = this.clock.now();
    await this.db.deleteFrom('login_challenges').where('expires_at', '<=', t).execute();
    await this.db.insertInto('login_challenges').values({ token_hash: tokenHash(token), user_id: userId, save: save ? 1 : 0, expires_at: t + CHALLENGE_MS }).execute();
    return token;
  }

  async challenge(token: string): Promise<{ userId: number; save: boolean } | null> {
    const row = await this.db
      .selectFrom('login_challenges')
      .select(['user_id', 'save'])
      .where('token_hash', '=', tokenHash(token))
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst();
    return row ? { userId: row.user_id, save: row.save === 1 } : null;
  }

  /** Single use: true only for the request that deleted it. */
  async consumeChallenge(token: string): Promise<boolean> {
    const r = await this.db.deleteFrom('login_challenges').where('token_hash', '=', tokenHash(token)).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}

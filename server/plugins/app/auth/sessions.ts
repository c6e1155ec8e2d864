import { randomBytes } from 'node:crypto';
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

/** Where a session was opened from, as the sessions list shows it. */
export interface SessionDevice {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** One of the player's open sessions (the sessions list); `id` is public, never the token's hash. */
export interface SessionInfo {
  id: string;
  createdAt: number;
  expiresAt: number;
  userAgent: string | null;
  ip: string | null;
}

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
  async create(userId: number, save: boolean, device: SessionDevice = {}): Promise<{ token: string; expiresAt: number }> {
    const token = randomToken();
    const t = this.clock.now();
    const expiresAt = t + (save ? SAVED_SESSION_MS : SESSION_MS);
    // tidy as we go: this player's expired sessions are of no use to anyone
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', t).execute();
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(token),
        user_id: userId,
        created_at: t,
        expires_at: expiresAt,
        public_id: randomBytes(16).toString('hex'),
        user_agent: device.userAgent?.slice(0, 300) ?? null,
        ip: device.ip?.slice(0, 64) ?? null,
      })
      .execute();
    return { token, expiresAt };
  }

  async userIdOf(token: string): Promise<number | null> {
    const row = await this.userIdQuery.takeFirst(this.db, { token_hash: tokenHash(token), now: this.clock.now() });
    return row ? row.user_id : null;
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
  }

  /** The player's open sessions, newest first; `current` marks the one of this token. */
  async list(userId: number, currentToken: string | undefined): Promise<(SessionInfo & { current: boolean })[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['token_hash', 'public_id', 'created_at', 'expires_at', 'user_agent', 'ip'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', this.clock.now())
      .orderBy('created_at', 'desc')
      .execute();
    const current = currentToken ? tokenHash(currentToken) : '';
    return rows.map((r) => ({
      id: r.public_id ?? r.token_hash.slice(0, 32),
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
      userAgent: r.user_agent,
      ip: r.ip,
      current: r.token_hash === current,
    }));
  }

  /** Ends one of the player's sessions by its public id; false when the player has none such. */
  async destroyById(userId: number, publicId: string): Promise<boolean> {
    const r = await this.db.deleteFrom('sessions').where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /**
   * Gives the session of `token` a new token (same player, device, end and place in the list), so
   * a copy of the old cookie stops working; null when `token` names no open session.
   */
  async renew(token: string): Promise<{ token: string; expiresAt: number; saved: boolean } | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', tokenHash(token))
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst();
    if (!row) return null;
    const fresh = randomToken();
    await this.db.updateTable('sessions').set({ token_hash: tokenHash(fresh) }).where('token_hash', '=', tokenHash(token)).execute();
    const expiresAt = Number(row.expires_at);
    return { token: fresh, expiresAt, saved: expiresAt - Number(row.created_at) > SESSION_MS };
  }

  /** Ends every session of the player but the one of `keepToken` (every one without it). */
  async destroyAllOf(userId: number, keepToken?: string): Promise<void> {
    let q = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepToken) q = q.where('token_hash', '!=', tokenHash(keepToken));
    await q.execute();
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

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
/**
 * How long an instance trusts a session it has read from the database (issue 21): a session
 * ended on another instance (or by the operator CLI) is refused here at most this much later;
 * one ended on this instance is refused at once. Under 1 s, as the issue asks.
 */
export const SESSION_CACHE_MS = 500;
/** Sessions remembered at most per instance (the oldest is forgotten first). */
const SESSION_CACHE_MAX = 20_000;

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
  private readonly userIdQuery: PreparedQuery<{ token_hash: string; now: number }, { user_id: number; expires_at: number | string }>;
  /**
   * token -> its player, trusted until `until` (clock time): read at most SESSION_CACHE_MS ago
   * and never past the session's own end. Only open sessions are remembered.
   */
  private readonly cache = new Map<string, { userId: number; until: number }>();
  /** Bumped whenever this instance ends sessions, so a read that was under way then is not remembered. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.userIdQuery = new PreparedQuery(db, (db, param) =>
      db.selectFrom('sessions').select(['user_id', 'expires_at']).where('token_hash', '=', param('token_hash')).where('expires_at', '>', param('now')),
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

  /** The player of a session this instance read less than SESSION_CACHE_MS ago, else undefined (ask userIdOf). */
  cachedUserIdOf(token: string): number | undefined {
    const hit = this.cache.get(token);
    if (hit === undefined) return undefined;
    if (hit.until > this.clock.now()) return hit.userId;
    this.cache.delete(token);
    return undefined;
  }

  /**
   * The player of an open session, or null. Runs on every request: a session read from the
   * database is trusted for SESSION_CACHE_MS (see there), so a busy player costs one read per
   * half second, not one per request.
   */
  async userIdOf(token: string): Promise<number | null> {
    const known = this.cachedUserIdOf(token);
    if (known !== undefined) return known;
    const now = this.clock.now();
    const generation = this.generation;
    const row = await this.userIdQuery.takeFirst(this.db, { token_hash: tokenHash(token), now });
    if (!row) return null;
    if (generation === this.generation) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(token, { userId: row.user_id, until: Math.min(now + SESSION_CACHE_MS, Number(row.expires_at)) });
    }
    return row.user_id;
  }

  /**
   * Forgets what this instance remembers of `token`'s session, or of every session of `userId`.
   * Called after the database write: a read under way meanwhile sees the generation change and
   * is not remembered, a later read sees the write.
   */
  private forget(which: { token: string } | { userId: number }): void {
    this.generation++;
    if ('token' in which) {
      this.cache.delete(which.token);
      return;
    }
    for (const [token, entry] of this.cache) if (entry.userId === which.userId) this.cache.delete(token);
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
    this.forget({ token });
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
    this.forget({ userId });
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
    this.forget({ token });
    const expiresAt = Number(row.expires_at);
    return { token: fresh, expiresAt, saved: expiresAt - Number(row.created_at) > SESSION_MS };
  }

  /** Ends every session of the player but the one of `keepToken` (every one without it). */
  async destroyAllOf(userId: number, keepToken?: string): Promise<void> {
    let q = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepToken) q = q.where('token_hash', '!=', tokenHash(keepToken));
    await q.execute();
    this.forget({ userId });
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

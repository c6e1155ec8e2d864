import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';
import { randomToken, tokenHash } from './secure-random';

/** A reset link is good for one hour, once. */
export const RESET_TOKEN_MS = 3600_000;
/** A sign-in link is good for ten minutes, once: long enough to open it on another device. */
export const SIGN_IN_LINK_MS = 10 * 60_000;

/**
 * Tokens a player gets in a link: random, stored only as their hash, single use, valid for
 * `ttlMs`. One table per purpose, so a token of one kind never works as another.
 */
export class OneTimeTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly table: 'password_resets' | 'sign_in_links',
    private readonly ttlMs: number,
    private readonly newToken: () => string = randomToken,
  ) {}

  /** A new token for the player (the link's), shown to nobody but the player, and when it expires (epoch ms). */
  async issue(userId: number): Promise<{ token: string; expiresAt: number }> {
    const token = this.newToken();
    const t = this.clock.now();
    await this.db.deleteFrom(this.table).where('expires_at', '<=', t).execute();
    await this.db.insertInto(this.table).values({ token_hash: tokenHash(token), user_id: userId, created_at: t, expires_at: t + this.ttlMs, used_at: null }).execute();
    return { token, expiresAt: t + this.ttlMs };
  }

  /** The player of a valid token, using it up (only one request can), or null. */
  async consume(token: string): Promise<number | null> {
    const hash = tokenHash(token);
    const t = this.clock.now();
    const row = await this.db.selectFrom(this.table).select('user_id').where('token_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', t).executeTakeFirst();
    if (!row) return null;
    const r = await this.db.updateTable(this.table).set({ used_at: t }).where('token_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0 ? row.user_id : null;
  }

  /** Every open token of the player stops working (a new password; a newer link). */
  async revokeAll(userId: number): Promise<void> {
    await this.db.updateTable(this.table).set({ used_at: this.clock.now() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  }
}

/** Password-reset tokens: valid one hour. */
export class PasswordResets extends OneTimeTokens {
  constructor(db: Kysely<Database>, clock: Clock) {
    super(db, clock, 'password_resets', RESET_TOKEN_MS);
  }
}

/** One-time sign-in links (`/{lng}/{token}`, 32 lowercase hex digits as the route table takes): valid ten minutes. */
export class SignInLinks extends OneTimeTokens {
  constructor(db: Kysely<Database>, clock: Clock) {
    super(db, clock, 'sign_in_links', SIGN_IN_LINK_MS, () => randomBytes(16).toString('hex'));
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';
import { randomToken, tokenHash } from './secure-random';

/** A reset link is good for one hour, once. */
export const RESET_TOKEN_MS = 3600_000;

/** Password-reset tokens: random, stored only as their hash, single use, valid one hour. */
export class PasswordResets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** A new token for the player (the link's), shown to nobody but the mail. */
  async issue(userId: number): Promise<string> {
    const token = randomToken();
    const t = this.clock.now();
    await this.db.deleteFrom('password_resets').where('expires_at', '<=', t).execute();
    await this.db.insertInto('password_resets').values({ token_hash: tokenHash(token), user_id: userId, created_at: t, expires_at: t + RESET_TOKEN_MS, used_at: null }).execute();
    return token;
  }

  /** The player of a valid token, using it up (only one request can), or null. */
  async consume(token: string): Promise<number | null> {
    const hash = tokenHash(token);
    const t = this.clock.now();
    const row = await this.db.selectFrom('password_resets').select('user_id').where('token_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', t).executeTakeFirst();
    if (!row) return null;
    const r = await this.db.updateTable('password_resets').set({ used_at: t }).where('token_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0 ? row.user_id : null;
  }

  /** Every other open link of the player stops working once a password is set. */
  async revokeAll(userId: number): Promise<void> {
    await this.db.updateTable('password_resets').set({ used_at: this.clock.now() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  }
}

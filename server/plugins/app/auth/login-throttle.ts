import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

export interface ThrottleLimits {
  windowMs: number;
  /** failures per account (or per unknown identifier) in the window before 429 */
  perAccount: number;
  /** failures per client IP in the window before 429 (higher: many players share one NAT) */
  perIp: number;
}

export const defaultThrottleLimits: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 5, perIp: 20 };

export interface Subjects {
  ip: string;
  account: string;
}

/**
 * Slows password and code guessing. Failures are rows in the database, so every instance
 * counts the same failures.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
    private readonly clock: Clock,
  ) {}

  /** Seconds to wait before trying again, or null when the attempt may go ahead. */
  async retryAfter(s: Subjects): Promise<number | null> {
    const t = this.clock.now();
    const since = t - this.limits.windowMs;
    let waitMs = 0;
    for (const [scope, subject, limit] of [
      ['ip', s.ip, this.limits.perIp],
      ['account', s.account, this.limits.perAccount],
    ] as const) {
      const rows = await this.db
        .selectFrom('auth_failures')
        .select('at_ms')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('at_ms', '>', since)
        .orderBy('at_ms', 'desc')
        .limit(limit)
        .execute();
      if (rows.length >= limit) {
        // The oldest of the last `limit` failures must leave the window first.
        const oldest = Number(rows[rows.length - 1]?.at_ms ?? t);
        waitMs = Math.max(waitMs, oldest + this.limits.windowMs - t);
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
  }

  async fail(s: Subjects): Promise<void> {
    const t = this.clock.now();
    await this.db.deleteFrom('auth_failures').where('at_ms', '<=', t - this.limits.windowMs).execute();
    await this.db
      .insertInto('auth_failures')
      .values([
        { scope: 'ip', subject: s.ip, at_ms: t },
        { scope: 'account', subject: s.account, at_ms: t },
      ])
      .execute();
  }

  /** A correct login forgives the account's failures (not the IP's). */
  async succeed(s: Subjects): Promise<void> {
    await this.db.deleteFrom('auth_failures').where('scope', '=', 'account').where('subject', '=', s.account).execute();
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../app/clock';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

const SCOPE = 'rate-limit';

/**
 * A @fastify/rate-limit store in the database, so every instance counts the same attempts: each
 * counted attempt is a row (auth_failures, scope 'rate-limit'), and a key's count is its rows in
 * the last `timeWindow` ms (a sliding window). `ttl` is when the oldest of them leaves it. Times
 * come from the server's clock, so tests move them with a fake clock.
 */
export function databaseRateLimitStore(db: Kysely<Database>, clock: Clock) {
  async function count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const t = clock.now();
    const rows = await db
      .selectFrom('auth_failures')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('at_ms').as('oldest')])
      .where('scope', '=', SCOPE)
      .where('subject', '=', key)
      .where('at_ms', '>', t - timeWindow)
      .executeTakeFirst();
    const current = Number(rows?.n ?? 0);
    const oldest = rows?.oldest === null || rows?.oldest === undefined ? t : Number(rows.oldest);
    return { current, ttl: current === 0 ? 0 : Math.max(1, oldest + timeWindow - t) };
  }

  return class DatabaseRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      const t = clock.now();
      void (async () => {
        await db.deleteFrom('auth_failures').where('scope', '=', SCOPE).where('subject', '=', key).where('at_ms', '<=', t - timeWindow).execute();
        await db.insertInto('auth_failures').values({ scope: SCOPE, subject: key, at_ms: t }).execute();
        return count(key, timeWindow);
      })().then((res) => cb(null, res), (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      count(key, timeWindow).then((res) => cb(null, res), (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }

    /** Every limit shares the one table; the limits' keys carry their own prefixes. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../app/clock';
import { databaseRateLimitStore } from './rate-limit-store';

export interface RateLimitOptions {
  /** Where the counts live: the database (every instance shares it)... */
  db: Kysely<Database>;
  clock: Clock;
  /** ...or Redis when REDIS_URL is set. */
  redisUrl?: string;
}

/**
 * @fastify/rate-limit with a store every instance shares (the database, or Redis), applied to no
 * route by itself (`global: false`): areas make their limits with `app.createRateLimit` (the
 * sign-in limits: plugins/app/auth/sign-in-limits.ts).
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: RateLimitOptions) {
    if (opts.redisUrl) {
      const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 });
      app.addHook('onClose', async () => { redis.disconnect(); });
      await app.register(rateLimit, { global: false, redis, nameSpace: 'site-rate-limit-' });
    } else {
      await app.register(rateLimit, { global: false, store: databaseRateLimitStore(opts.db, opts.clock) });
    }
  },
  { name: 'rate-limits' },
);

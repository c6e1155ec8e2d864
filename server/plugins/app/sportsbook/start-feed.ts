import type { FastifyInstance } from 'fastify';
import type { Feed } from '../../../feed/index';

/** How often coupons that became fully resolved outside a game-end batch get settled. */
export const SETTLE_SWEEP_MS = 30_000;

/**
 * main.ts: loads the feed's snapshot into the database, starts the feed and the batch writer,
 * and sweeps for settleable coupons (start-up catch-up after a crash, then periodically).
 * With no feed (FEED=none) only the sweep runs. Returns the stop function.
 */
export async function startSportsbook(app: FastifyInstance, feed: Feed | null): Promise<() => Promise<void>> {
  if (feed) {
    await app.feedSync.attach(feed);
    feed.start();
  }
  const sweep = () => app.settlement.settlePending().catch((err) => app.log.error({ err }, 'settlement sweep'));
  await sweep();
  const timer = setInterval(() => void sweep(), SETTLE_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    feed?.stop();
    await app.feedSync.stop();
  };
}

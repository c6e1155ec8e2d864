import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueStore } from './sportsbook/catalogue-store';
import { CouponHistory } from './sportsbook/coupon-history';
import { FeedSync } from './sportsbook/feed-sync';
import { LineQueries } from './sportsbook/line-queries';
import { PlacementService } from './sportsbook/placement';
import { InProcessPublisher, type LivePublisher } from './sportsbook/publisher';
import { RedisPublisher } from './sportsbook/redis-publisher';
import { SavedCoupons } from './sportsbook/saved-coupons';
import { SettlementService } from './sportsbook/settlement';

export interface SportsbookOptions {
  /** Redis pub/sub for the live stream (several instances, one live picture); in-process when unset. */
  redisUrl?: string;
  /** A publisher of the caller's (tests); wins over redisUrl. */
  publisher?: LivePublisher;
  /** Real ms between feed batches written to the database (default 250). */
  flushMs?: number;
}

export interface Sportsbook {
  store: CatalogueStore;
  publisher: LivePublisher;
  settlement: SettlementService;
  placement: PlacementService;
  line: LineQueries;
  history: CouponHistory;
  saved: SavedCoupons;
  /** `await app.sportsbook.sync.attach(feed)` then `feed.start()` (main.ts); tests attach with `{timer: false}` and flush by hand. */
  sync: FeedSync;
}

declare module 'fastify' {
  interface FastifyInstance {
    sportsbook: Sportsbook;
  }
}

/** The sportsbook services on the app's database and ledger. Needs platformServices first. */
export default fp(async function sportsbook(app: FastifyInstance, opts: SportsbookOptions) {
  const onError = (err: unknown) => app.log.error({ err }, 'sportsbook');
  const publisher = opts.publisher ?? (opts.redisUrl ? new RedisPublisher(opts.redisUrl, onError) : new InProcessPublisher(onError));
  const store = new CatalogueStore(app.db);
  const settlement = new SettlementService(app.db, app.ledger);
  const sync = new FeedSync(store, publisher, settlement, { onError, ...(opts.flushMs !== undefined && { flushMs: opts.flushMs }) });
  app.decorate('sportsbook', {
    store,
    publisher,
    settlement,
    placement: new PlacementService(app.db, app.writes, app.ledger, app.accounts),
    line: new LineQueries(app.db),
    history: new CouponHistory(app.db),
    saved: new SavedCoupons(app.db),
    sync,
  } satisfies Sportsbook);
  app.addHook('onClose', async () => {
    await sync.stop();
    await publisher.close();
  });
});

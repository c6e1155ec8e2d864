import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AttemptLimit, type AttemptLimitValues } from '../../external/attempt-limit';
import { CatalogueStore } from './catalogue-store';
import { CouponHistory } from './coupon-history';
import { FeedSync } from './feed-sync';
import { LineQueries } from './line-queries';
import { PlacementService } from './placement';
import { InProcessPublisher, type LivePublisher } from './publisher';
import { RedisPublisher } from './redis-publisher';
import { SavedCoupons } from './saved-coupons';
import { SettlementService } from './settlement';

declare module 'fastify' {
  interface FastifyInstance {
    /** The line and live catalogue in the database, written from the feed. */
    catalogue: CatalogueStore;
    /** The one fan-out of the live picture (in-process, or Redis with several instances). */
    livePublisher: LivePublisher;
    settlement: SettlementService;
    placement: PlacementService;
    lineQueries: LineQueries;
    couponHistory: CouponHistory;
    savedCoupons: SavedCoupons;
    /** Unknown saved-coupon codes asked per address: guessing codes is refused (429). */
    couponLookupLimit: AttemptLimit;
    /** `await app.feedSync.attach(feed)` then `feed.start()` (start-feed.ts); tests attach with `{timer: false}` and flush by hand. */
    feedSync: FeedSync;
  }
}

export interface SportsbookOptions {
  /** Redis pub/sub for the live stream (several instances, one live picture); in-process when unset. */
  redisUrl?: string;
  /** A publisher of the caller's (tests); wins over redisUrl. */
  publisher?: LivePublisher;
  /** Real ms between feed batches written to the database (default 250). */
  flushMs?: number;
  /** Unknown saved-coupon codes per address; 30 in 15 minutes by default. */
  couponLookupLimit?: AttemptLimitValues;
}

export const defaultCouponLookupLimit: AttemptLimitValues = { max: 30, windowMs: 15 * 60_000 };

/** The sportsbook: catalogue, live stream, placement, settlement, history, saved coupons. */
export default fp(
  async function sportsbook(app: FastifyInstance, opts: SportsbookOptions) {
    const onError = (err: unknown) => app.log.error({ err }, 'sportsbook');
    const publisher = opts.publisher ?? (opts.redisUrl ? new RedisPublisher(opts.redisUrl, onError) : new InProcessPublisher(onError));
    const catalogue = new CatalogueStore(app.db, app.clock);
    const settlement = new SettlementService(app.db, app.ledger, app.clock);
    const feedSync = new FeedSync(catalogue, publisher, settlement, {
      onError,
      ...(opts.flushMs !== undefined && { flushMs: opts.flushMs }),
    });
    app.decorate('catalogue', catalogue);
    app.decorate('livePublisher', publisher);
    app.decorate('settlement', settlement);
    app.decorate('placement', new PlacementService(app.db, app.writes, app.ledger, app.accounts, app.protection, app.clock));
    app.decorate('lineQueries', new LineQueries(app.db, app.clock));
    app.decorate('couponHistory', new CouponHistory(app.db));
    app.decorate('savedCoupons', new SavedCoupons(app.db, app.clock));
    app.decorate('couponLookupLimit', new AttemptLimit(app, 'coupon-code:ip', opts.couponLookupLimit ?? defaultCouponLookupLimit));
    app.decorate('feedSync', feedSync);
    app.addHook('onClose', async () => {
      await feedSync.stop();
      await publisher.close();
    });
  },
  { name: 'sportsbook', dependencies: ['db', 'clock', 'money', 'limits', 'rate-limits'] },
);

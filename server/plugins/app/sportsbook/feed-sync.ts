import type { Feed, FeedEvent } from '../../../feed/index';
import type { CatalogueStore } from './catalogue-store';
import type { LivePublisher } from './publisher';
import type { SettlementService } from './settlement';

export interface FeedSyncOptions {
  /** Real milliseconds between database batches (default 250). */
  flushMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * Keeps the database in step with a feed: the snapshot at attach (an idempotent upsert), then
 * the events in batches, one transaction per batch. Each batch is published to the stream
 * only after it committed, so a price a client sees is a price it can bet at; games that ended
 * in the batch are settled right after.
 */
export class FeedSync {
  private buffer: FeedEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: CatalogueStore,
    private readonly publisher: LivePublisher,
    private readonly settlement: SettlementService,
    private readonly options: FeedSyncOptions = {},
  ) {}

  /** Loads the snapshot and listens; call feed.start() after it. `timer: false` leaves flushing to the caller (tests). */
  async attach(feed: Feed, { timer = true }: { timer?: boolean } = {}): Promise<void> {
    this.unsubscribe?.();
    await this.store.loadSnapshot(feed.snapshot());
    this.unsubscribe = feed.subscribe((events) => {
      for (const e of events) this.buffer.push(e);
    });
    if (timer && !this.timer) {
      this.timer = setInterval(() => {
        void this.flush().catch((err) => this.options.onError?.(err));
      }, this.options.flushMs ?? 250);
      this.timer.unref();
    }
  }

  /** Writes what has arrived since the last flush; batches never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => {}).then(() => this.flushNow());
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    let ended: number[];
    try {
      ended = await this.store.applyEvents(batch);
    } catch (err) {
      // Not applied: keep it for the next flush, in order.
      this.buffer = [...batch, ...this.buffer];
      throw err;
    }
    this.publisher.publish(batch);
    for (const gameId of ended) {
      try {
        await this.settlement.settleGame(gameId);
      } catch (err) {
        this.options.onError?.(err);
      }
    }
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => {});
  }
}

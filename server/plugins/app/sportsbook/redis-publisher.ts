import { Redis } from 'ioredis';
import type { FeedEvent } from '../../../feed/index';
import { InProcessPublisher, type LiveListener, type LivePublisher } from './publisher';

export const LIVE_CHANNEL = 'sportsbook:live';

/**
 * Redis pub/sub: publish() sends a batch to the channel; each instance keeps one subscriber
 * connection and hands what arrives (its own batches included) to its local listeners.
 */
export class RedisPublisher implements LivePublisher {
  private readonly local: InProcessPublisher;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private ready: Promise<unknown>;

  constructor(url: string, onError: (err: unknown) => void = () => {}) {
    this.local = new InProcessPublisher(onError);
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { lazyConnect: false });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (_channel: string, message: string) => {
      let events: FeedEvent[];
      try {
        events = JSON.parse(message) as FeedEvent[];
      } catch (err) {
        onError(err);
        return;
      }
      this.local.publish(events);
    });
    this.ready = this.sub.subscribe(LIVE_CHANNEL);
  }

  /** Resolves once the subscription is in place (tests wait for it). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  publish(events: readonly FeedEvent[]): void {
    if (events.length === 0) return;
    void this.pub.publish(LIVE_CHANNEL, JSON.stringify(events)).catch(() => {});
  }

  subscribe(listener: LiveListener): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

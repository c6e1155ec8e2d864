import type { FeedEvent } from '../../../feed/index';

export type LiveListener = (events: readonly FeedEvent[]) => void;

/**
 * The one fan-out point of the live picture: the instance that runs the feed publishes each
 * applied batch; every instance's stream clients listen. In-process by default; Redis pub/sub
 * (redis-publisher.ts) when REDIS_URL is set, so several instances show one live picture.
 */
export interface LivePublisher {
  publish(events: readonly FeedEvent[]): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Listeners called in one turn of the event loop before the fan-out lets other work in. */
export const FAN_OUT_CHUNK = 100;

/**
 * Calls every listener, a throwing one never stopping the others. Up to FAN_OUT_CHUNK listeners
 * are called at once (a page's few, synchronously); with more (1,000 open streams), the rest
 * follow in later turns of the event loop, so a request that arrives meanwhile (a session read,
 * a bet) waits for one chunk, not for the whole fan-out. Batches are delivered in the order they
 * were published, to every listener.
 */
export class InProcessPublisher implements LivePublisher {
  private readonly listeners = new Set<LiveListener>();
  /** Fan-outs not finished yet, oldest first. */
  private readonly pending: { events: readonly FeedEvent[]; to: LiveListener[]; next: number }[] = [];

  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  publish(events: readonly FeedEvent[]): void {
    if (events.length === 0) return;
    this.pending.push({ events, to: [...this.listeners], next: 0 });
    if (this.pending.length === 1) this.drain();
  }

  private drain(): void {
    let budget = FAN_OUT_CHUNK;
    while (this.pending.length > 0 && budget > 0) {
      const job = this.pending[0]!;
      while (job.next < job.to.length && budget > 0) {
        const listener = job.to[job.next++]!;
        budget--;
        if (!this.listeners.has(listener)) continue;
        try {
          listener(job.events);
        } catch (err) {
          this.onError(err);
        }
      }
      if (job.next >= job.to.length) this.pending.shift();
    }
    if (this.pending.length > 0) setImmediate(() => this.drain());
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get size(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.pending.length = 0;
  }
}

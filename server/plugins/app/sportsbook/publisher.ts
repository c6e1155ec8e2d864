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

/** Calls every listener synchronously; a throwing listener never stops the others. */
export class InProcessPublisher implements LivePublisher {
  private readonly listeners = new Set<LiveListener>();

  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  publish(events: readonly FeedEvent[]): void {
    if (events.length === 0) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(events);
      } catch (err) {
        this.onError(err);
      }
    }
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
  }
}

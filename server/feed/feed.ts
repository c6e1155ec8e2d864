import type { Catalogue, FeedEvent, FeedListener } from './types';

/**
 * The boundary between the platform and an odds source. The simulator implements it; a real
 * provider's adapter would too. Consumers take one snapshot, then apply events in order:
 * snapshot + events always equals a later snapshot (except `clock`, which runs on its own, and
 * games a feed stops holding some time after they ended: it says nothing, consumers keep them).
 */
export interface Feed {
  /** The whole catalogue as plain data (a copy: mutating it changes nothing). */
  snapshot(): Catalogue;
  /** Run the live clock (timers). Idempotent. */
  start(): void;
  /** Stop the live clock; clears every timer the feed owns. Idempotent. */
  stop(): void;
  /** Advance feed time by dtMs and return what happened, also handed to subscribers. */
  tick(dtMs: number): FeedEvent[];
  /** Listen to event batches; returns the unsubscribe function. */
  subscribe(listener: FeedListener): () => void;
}

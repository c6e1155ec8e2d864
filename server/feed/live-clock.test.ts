import { createSimulatorFeed } from './simulator';
import type { FeedEvent } from './types';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

describe('simulator live clock', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('ticks by the real time that passed (times speed) and stop() clears every timer', () => {
    const feed = createSimulatorFeed({
      seed: 4,
      now: NOW,
      scale: 0.2,
      tickMs: 500,
      speed: 10,
    });
    const batches: FeedEvent[][] = [];
    feed.subscribe((b) => batches.push(b));
    feed.start();
    feed.start(); // idempotent: still one timer
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(3000);
    expect(feed.time()).toBe(NOW + 3000 * 10);
    expect(batches.length).toBeGreaterThan(0);
    feed.stop();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(3000);
    expect(feed.time()).toBe(NOW + 3000 * 10);
    feed.stop(); // idempotent
  });

  it('can be restarted after a stop', () => {
    const feed = createSimulatorFeed({ seed: 4, now: NOW, scale: 0.1 });
    feed.start();
    feed.stop();
    feed.start();
    jest.advanceTimersByTime(2000);
    expect(feed.time()).toBe(NOW + 2000);
    feed.stop();
    expect(jest.getTimerCount()).toBe(0);
  });
});

import { createFeedFromEnv } from './feed-from-env';

const opts = { now: Date.UTC(2025, 5, 1), scale: 0.05 };

describe('createFeedFromEnv', () => {
  it('returns null for FEED=none', () => {
    expect(createFeedFromEnv({ FEED: 'none' }, opts)).toBeNull();
  });

  it('defaults to the simulator when FEED is unset or empty', () => {
    expect(createFeedFromEnv({}, opts)?.snapshot().source).toBe('simulator');
    expect(createFeedFromEnv({ FEED: '' }, opts)?.snapshot().demo).toBe(true);
    expect(createFeedFromEnv({ FEED: 'simulator' }, opts)).not.toBeNull();
  });

  it('throws a clear error on an unknown FEED', () => {
    expect(() => createFeedFromEnv({ FEED: 'betradar' }, opts)).toThrow(
      'FEED must be one of simulator, none (or unset), got "betradar"',
    );
  });

  it('takes the seed from FEED_SEED', () => {
    const a = createFeedFromEnv({ FEED_SEED: '9' }, opts)?.snapshot();
    const b = createFeedFromEnv({}, { ...opts, seed: 9 })?.snapshot();
    const c = createFeedFromEnv({}, opts)?.snapshot();
    expect(a).toEqual(b);
    expect(a?.markets.map((m) => m.coef)).not.toEqual(c?.markets.map((m) => m.coef));
  });

  it('rejects malformed numbers', () => {
    expect(() => createFeedFromEnv({ FEED_SEED: 'abc' }, opts)).toThrow(/FEED_SEED/);
    expect(() => createFeedFromEnv({ FEED_ODDS_PER_SECOND: '-5' }, opts)).toThrow(/FEED_ODDS_PER_SECOND/);
    expect(() => createFeedFromEnv({ FEED_SPEED: '0' }, opts)).toThrow(/FEED_SPEED/);
  });
});

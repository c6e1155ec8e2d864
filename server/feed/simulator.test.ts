import { applyFeedEvents } from './apply-events';
import { T } from './market-types';
import { createSimulatorFeed, type SimulatorOptions } from './simulator';
import type { Catalogue, FeedEvent, FeedEventOf, Market } from './types';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const MIN = 60_000;

function run(
  options: SimulatorOptions,
  ticks: number,
  dtMs: number,
): { initial: Catalogue; events: FeedEvent[]; final: Catalogue } {
  const feed = createSimulatorFeed(options);
  const initial = feed.snapshot();
  const events: FeedEvent[] = [];
  for (let i = 0; i < ticks; i++) events.push(...feed.tick(dtMs));
  return { initial, events, final: feed.snapshot() };
}

const ofType = <K extends FeedEvent['type']>(events: FeedEvent[], type: K): FeedEventOf<K>[] =>
  events.filter((e): e is FeedEventOf<K> => e.type === type);

describe('simulator determinism', () => {
  const options = { seed: 7, now: NOW, scale: 0.25, oddsUpdatesPerSecond: 20 };

  it('replays identical snapshots and events from the same seed and ticks', () => {
    const a = run(options, 120, 5000);
    const b = run(options, 120, 5000);
    expect(b.initial).toEqual(a.initial);
    expect(b.events).toEqual(a.events);
    expect(b.final).toEqual(a.final);
    expect(a.events.length).toBeGreaterThan(100);
  });

  it('differs for another seed', () => {
    const a = createSimulatorFeed(options).snapshot();
    const b = createSimulatorFeed({ ...options, seed: 8 }).snapshot();
    expect(b.games.map((g) => g.opponents)).not.toEqual(a.games.map((g) => g.opponents));
    expect(b.markets.map((m) => m.coef)).not.toEqual(a.markets.map((m) => m.coef));
  });

  it('plays a game the same whatever the tick size and odds rate', () => {
    const coarse = run({ ...options, oddsUpdatesPerSecond: 0 }, 12, 5 * MIN);
    const fine = run({ ...options, oddsUpdatesPerSecond: 10 }, 360, 10_000);
    const scores = (events: FeedEvent[]) =>
      ofType(events, 'score')
        .map((e) => [e.gameId, e.at, e.score] as const)
        .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    expect(scores(fine.events)).toEqual(scores(coarse.events));
  });
});

describe('simulator live play', () => {
  // Two hours of feed time in 10-second ticks over half the line.
  let initial: Catalogue;
  let events: FeedEvent[];
  let final: Catalogue;
  beforeAll(() => {
    ({ initial, events, final } = run({ seed: 11, now: NOW, scale: 0.5, oddsUpdatesPerSecond: 20 }, 720, 10_000));
  });

  it('produces score, odds, block, status and end events at whole-ms feed times that never go back', () => {
    for (const type of ['score', 'odds', 'market-block', 'game-status', 'game-end'] as const) {
      expect(ofType(events, type).length).toBeGreaterThan(0);
    }
    const games = new Map<number, number>();
    const backwards = events.filter((e) => {
      const last = games.get(e.gameId) ?? 0;
      games.set(e.gameId, e.at);
      return e.at < last;
    });
    expect(backwards).toEqual([]);
    expect(events.filter((e) => !Number.isInteger(e.at))).toEqual([]);
  });

  it('keeps odds events valid (>= 1.01, 3 decimals)', () => {
    const bad = ofType(events, 'odds').filter(
      (e) => !(e.coef >= 1.01) || Math.abs(e.coef * 1000 - Math.round(e.coef * 1000)) > 1e-6,
    );
    expect(bad).toEqual([]);
  });

  it('blocks a game briefly around a score, then reopens it', () => {
    const score = ofType(events, 'score').find((e) => {
      const end = ofType(events, 'game-end').find((g) => g.gameId === e.gameId);
      return !end || end.at > e.at + 10_000;
    });
    expect(score).toBeDefined();
    const blocks = ofType(events, 'market-block').filter((e) => e.gameId === score?.gameId);
    const closed = blocks.filter((e) => e.isBlocked && e.at === score?.at);
    const reopened = blocks.filter((e) => !e.isBlocked && e.at > (score?.at ?? 0));
    expect(closed.length).toBeGreaterThan(0);
    expect(reopened.length).toBeGreaterThan(0);
    const reopenAt = Math.min(...reopened.map((e) => e.at));
    expect(reopenAt - (score?.at ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(reopenAt - (score?.at ?? 0)).toBeLessThanOrEqual(10_000);
  });

  it('ends games with a result for every market, consistent with the final score', () => {
    const ends = ofType(events, 'game-end');
    expect(ends.length).toBeGreaterThan(10);
    const marketsByGame = new Map<number, Market[]>();
    const added = ofType(events, 'game-added').flatMap((e) => e.markets);
    for (const m of [...initial.markets, ...added]) marketsByGame.set(m.gameId, [...(marketsByGame.get(m.gameId) ?? []), m]);
    const problems: string[] = [];
    for (const end of ends) {
      const markets = marketsByGame.get(end.gameId) ?? [];
      const results = new Map(end.results.map((r) => [r.marketId, r.outcome]));
      if (results.size !== markets.length || markets.some((m) => !results.has(m.id)))
        problems.push(`${end.gameId}: results do not cover every market`);
      const [h, a] = end.score;
      for (const m of markets) {
        const outcome = results.get(m.id);
        const line = m.line ?? 0;
        let expected: string | undefined;
        if (m.typeId === T.home) expected = h > a ? 'win' : 'lose';
        if (m.typeId === T.draw) expected = h === a ? 'win' : 'lose';
        if (m.typeId === T.away) expected = a > h ? 'win' : 'lose';
        if (m.typeId === T.winnerHome) expected = h > a ? 'win' : 'lose';
        if (m.typeId === T.totalOver) expected = h + a > line ? 'win' : h + a === line ? 'void' : 'lose';
        if (m.typeId === T.totalUnder) expected = h + a < line ? 'win' : h + a === line ? 'void' : 'lose';
        if (m.typeId === T.correctScore) expected = m.exactScore?.[0] === h && m.exactScore[1] === a ? 'win' : 'lose';
        if (expected && outcome !== expected)
          problems.push(`${end.gameId} ${m.name.en} at ${h}:${a}: ${outcome}, expected ${expected}`);
      }
      // exactly one correct score (or "other") wins
      const cs = markets.filter((m) => m.group === 'correct-score');
      if (cs.length > 0 && cs.filter((m) => results.get(m.id) === 'win').length !== 1)
        problems.push(`${end.gameId}: correct score winners`);
    }
    expect(problems).toEqual([]);
  });

  it('never ends a no-draw sport level (overtime decides it)', () => {
    const noDraw = new Set(initial.markets.filter((m) => m.typeId === T.winnerHome).map((m) => m.gameId));
    const level = ofType(events, 'game-end').filter((e) => noDraw.has(e.gameId) && e.score[0] === e.score[1]);
    expect(level).toEqual([]);
  });

  it('turns upcoming games live when their start time comes', () => {
    const starting = initial.games.filter((g) => g.status === 'scheduled' && g.startTime <= NOW + 2 * 60 * MIN);
    expect(starting.length).toBeGreaterThan(0);
    for (const g of starting) {
      const live = ofType(events, 'game-status').find((e) => e.gameId === g.id && e.status === 'live');
      expect(live).toMatchObject({ at: g.startTime, isLive: true, period: 1 });
      expect(final.games.find((x) => x.id === g.id)?.status).not.toBe('scheduled');
    }
  });

  it('keeps snapshot + events equal to a later snapshot (what the database and stream rely on)', () => {
    const replayed = applyFeedEvents(structuredClone(initial), events);
    // The feed forgets games an hour after they end (no event); consumers keep them.
    const held = new Set(final.games.map((g) => g.id));
    const strip = (c: Catalogue) => ({
      games: c.games.filter((g) => held.has(g.id)).map(({ clock: _clock, ...g }) => g),
      markets: c.markets.filter((m) => held.has(m.gameId)),
    });
    expect(strip(replayed)).toEqual(strip(final));
    const endedAt = new Map(ofType(events, 'game-end').map((e) => [e.gameId, e.at]));
    const forgotten = replayed.games.filter((g) => !held.has(g.id));
    expect(forgotten.filter((g) => !((endedAt.get(g.id) ?? Infinity) + 60 * MIN <= final.at))).toEqual([]);
  });

  it('ends with every market of an ended game blocked', () => {
    const ended = new Set(final.games.filter((g) => g.status === 'ended').map((g) => g.id));
    expect(ended.size).toBeGreaterThan(0);
    expect(final.markets.filter((m) => ended.has(m.gameId) && !m.isBlocked)).toEqual([]);
  });
});

describe('simulator event rate and subscribers', () => {
  it('emits about oddsUpdatesPerSecond odds changes from in-play drift', () => {
    const quiet = run({ seed: 5, now: NOW, scale: 0.3, oddsUpdatesPerSecond: 0, blockMs: 0 }, 30, 1000);
    const busy = run({ seed: 5, now: NOW, scale: 0.3, oddsUpdatesPerSecond: 1000, blockMs: 0 }, 30, 1000);
    const odds = (events: FeedEvent[]) => ofType(events, 'odds').length;
    expect(odds(busy.events) - odds(quiet.events)).toBeGreaterThanOrEqual(1000 * 30 * 0.9);
  });

  it('hands each batch to subscribers until they unsubscribe, and a throwing one does not stop the others', () => {
    const errors: unknown[] = [];
    const feed = createSimulatorFeed({
      seed: 2,
      now: NOW,
      scale: 0.2,
      onListenerError: (e) => errors.push(e),
    });
    const seen: FeedEvent[][] = [];
    feed.subscribe(() => {
      throw new Error('bad subscriber');
    });
    const off = feed.subscribe((batch) => seen.push(batch));
    const batch = feed.tick(5000);
    expect(batch.length).toBeGreaterThan(0);
    expect(seen).toEqual([batch]);
    expect(errors).toHaveLength(1);
    off();
    feed.tick(5000);
    expect(seen).toHaveLength(1);
  });

  it('advances feed time by the ticks and rejects bad ticks', () => {
    const feed = createSimulatorFeed({ seed: 2, now: NOW, scale: 0.1 });
    feed.tick(1500);
    feed.tick(0);
    expect(feed.time()).toBe(NOW + 1500);
    expect(feed.snapshot().at).toBe(NOW + 1500);
    expect(() => feed.tick(-1)).toThrow(/dtMs/);
    expect(() => feed.tick(Number.NaN)).toThrow(/dtMs/);
  });
});

import { applyFeedEvents } from './apply-events';
import { createSimulatorFeed, type SimulatorOptions } from './simulator';
import type { Catalogue, FeedEvent, FeedEventOf, Game } from './types';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const ofType = <K extends FeedEvent['type']>(events: FeedEvent[], type: K): FeedEventOf<K>[] =>
  events.filter((e): e is FeedEventOf<K> => e.type === type);

const upcomingByChamp = (games: Game[]): Map<number, number> => {
  const out = new Map<number, number>();
  for (const g of games) if (g.status === 'scheduled') out.set(g.champId, (out.get(g.champId) ?? 0) + 1);
  return out;
};

function run(options: SimulatorOptions, ticks: number, dtMs: number): FeedEvent[] {
  const feed = createSimulatorFeed(options);
  const events: FeedEvent[] = [];
  for (let i = 0; i < ticks; i++) events.push(...feed.tick(dtMs));
  return events;
}

describe('rolling line over days of feed time', () => {
  // Six days in 30-minute ticks: twice the 3-day horizon the initial line covers.
  const options = { seed: 3, now: NOW, scale: 0.1, oddsUpdatesPerSecond: 0 };
  const horizonMs = 3 * DAY;
  let initial: Catalogue;
  const problems: string[] = [];
  const held: number[] = [];
  const seen = new Set<number>();
  const endedAt = new Map<number, number>();
  let events: FeedEvent[] = [];

  beforeAll(() => {
    const feed = createSimulatorFeed(options);
    initial = feed.snapshot();
    const target = upcomingByChamp(initial.games);
    for (let i = 0; i < 6 * 48; i++) {
      const batch = feed.tick(30 * MIN);
      events = events.concat(batch);
      for (const e of ofType(batch, 'game-end')) endedAt.set(e.gameId, e.at);
      const snap = feed.snapshot();
      const t = snap.at;
      held.push(snap.games.length);
      for (const g of snap.games) seen.add(g.id);
      const upcoming = snap.games.filter((g) => g.status === 'scheduled');
      if (JSON.stringify([...upcomingByChamp(snap.games)].sort()) !== JSON.stringify([...target].sort()))
        problems.push(`${t}: upcoming games per champ differ from the initial line`);
      // A start is drawn within 5 min + horizon of when the game was added, rounded up to 5 min.
      const outside = upcoming.filter((g) => !(g.startTime > t && g.startTime <= t + horizonMs + 10 * MIN));
      if (outside.length > 0) problems.push(`${t}: ${outside.length} upcoming games start outside the horizon`);
      if (!upcoming.some((g) => g.startTime <= t + 12 * HOUR)) problems.push(`${t}: nothing starts within 12 hours`);
      const stale = snap.games.filter((g) => (endedAt.get(g.id) ?? Infinity) + HOUR <= t);
      if (stale.length > 0) problems.push(`${t}: ${stale.length} games ended over an hour ago still held`);
      const ids = new Set(snap.games.map((g) => g.id));
      const early = [...endedAt].filter(([id, at]) => at + HOUR > t && !ids.has(id));
      if (early.length > 0) problems.push(`${t}: ${early.length} games dropped within an hour of their end`);
    }
  });

  it('always has as many upcoming games per champ as the initial line, starting within the horizon', () => {
    expect(problems).toEqual([]);
    expect(ofType(events, 'game-added').length).toBeGreaterThan(initial.games.length);
  });

  it('keeps the games in memory bounded: ended games are dropped an hour after their end', () => {
    // Without dropping, every game ever seen would still be held at the end.
    expect(seen.size).toBeGreaterThan(2 * initial.games.length);
    expect(Math.max(...held)).toBeLessThanOrEqual(Math.ceil(1.5 * initial.games.length));
    expect(held[held.length - 1]).toBeLessThan(seen.size / 2);
  });

  it('gives added games fresh ids after the highest ones and prices them like the line', () => {
    const added = ofType(events, 'game-added');
    const gameIds = added.map((e) => e.game.id);
    const marketIds = added.flatMap((e) => e.markets.map((m) => m.id));
    expect(new Set(gameIds).size).toBe(gameIds.length);
    expect(new Set(marketIds).size).toBe(marketIds.length);
    expect(Math.min(...gameIds)).toBe(Math.max(...initial.games.map((g) => g.id)) + 1);
    expect(Math.min(...marketIds)).toBe(Math.max(...initial.markets.map((m) => m.id)) + 1);
    for (const e of added) {
      expect(e.gameId).toBe(e.game.id);
      expect(e.game).toMatchObject({ status: 'scheduled', isLive: false, score: [0, 0], period: 0 });
      expect(e.game.startTime).toBeGreaterThan(e.at);
      expect(e.markets.length).toBeGreaterThan(0);
      expect(e.markets.every((m) => m.gameId === e.game.id && m.champId === e.game.champId && m.coef >= 1.01)).toBe(true);
    }
    // the same sports and champs as the initial line, and the same market menu per sport
    const menu = (c: { sportId: number; typeId: number }[]) => new Set(c.map((m) => `${m.sportId}:${m.typeId}`));
    expect([...menu(added.flatMap((e) => e.markets))].every((k) => menu(initial.markets).has(k))).toBe(true);
    expect(added.every((e) => initial.champs.some((c) => c.id === e.game.champId && c.sportId === e.game.sportId))).toBe(true);
  });
});

describe('rolling line determinism', () => {
  // A little in-play drift, so odds events are part of what must replay.
  const options = { seed: 9, now: NOW, scale: 0.1, oddsUpdatesPerSecond: 0.05 };

  it('replays identical events, added games included, from the same seed and ticks', () => {
    const a = run(options, 48, HOUR);
    const b = run(options, 48, HOUR);
    expect(ofType(a, 'game-added').length).toBeGreaterThan(5);
    // A string compare: a deep toEqual over 100k+ events takes seconds.
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('adds the same games whatever the tick size (a replacement is added at its kick-off time)', () => {
    const added = (events: FeedEvent[]) => ofType(events, 'game-added');
    const coarse = run({ ...options, oddsUpdatesPerSecond: 0 }, 4, 6 * HOUR);
    const fine = run({ ...options, oddsUpdatesPerSecond: 0 }, 144, 10 * MIN);
    expect(added(coarse).length).toBeGreaterThan(5);
    expect(added(fine)).toEqual(added(coarse));
  });
});

describe('rolling line and the feed contract', () => {
  it('snapshot A + the events after it equal snapshot B for every game B holds; the rest ended over an hour before', () => {
    const feed = createSimulatorFeed({ seed: 4, now: NOW, scale: 0.1, oddsUpdatesPerSecond: 0.05 });
    for (let i = 0; i < 24; i++) feed.tick(HOUR);
    const a = feed.snapshot();
    const events: FeedEvent[] = [];
    for (let i = 0; i < 4 * 24 * 3; i++) events.push(...feed.tick(15 * MIN));
    const b = feed.snapshot();
    expect(ofType(events, 'game-added').length).toBeGreaterThan(a.games.length);

    const replayed = applyFeedEvents(structuredClone(a), events);
    const held = new Set(b.games.map((g) => g.id));
    const byId = <T extends { id: number }>(xs: T[]) => [...xs].sort((x, y) => x.id - y.id);
    const strip = (c: Catalogue) => ({
      games: byId(c.games.filter((g) => held.has(g.id)).map(({ clock: _clock, ...g }) => ({ id: g.id, g }))).map((x) => x.g),
      markets: byId(c.markets.filter((m) => held.has(m.gameId))),
    });
    expect(strip(replayed)).toEqual(strip(b));
    expect(replayed.at).toBeLessThanOrEqual(b.at);
    // Forgotten: ended before A (three days before B) or at least an hour before B.
    const endedAt = new Map(ofType(events, 'game-end').map((e) => [e.gameId, e.at]));
    for (const g of a.games) if (g.status === 'ended') endedAt.set(g.id, a.at);
    const forgotten = replayed.games.filter((g) => !held.has(g.id));
    expect(forgotten.length).toBeGreaterThan(0);
    expect(forgotten.filter((g) => !((endedAt.get(g.id) ?? Infinity) + HOUR <= b.at))).toEqual([]);
  });

  it('applying the same game-added twice is the same as once', () => {
    const feed = createSimulatorFeed({ seed: 4, now: NOW, scale: 0.1, oddsUpdatesPerSecond: 0 });
    const a = feed.snapshot();
    const events = feed.tick(12 * HOUR);
    const added = ofType(events, 'game-added');
    expect(added.length).toBeGreaterThan(0);
    const once = applyFeedEvents(structuredClone(a), events);
    const twice = applyFeedEvents(applyFeedEvents(structuredClone(a), events), added);
    expect(twice.games).toHaveLength(once.games.length);
    expect(twice.markets).toHaveLength(once.markets.length);
  });

  it('forgets ended games after endedRetentionMs of feed time', () => {
    const feed = createSimulatorFeed({ seed: 4, now: NOW, scale: 0.1, oddsUpdatesPerSecond: 0, endedRetentionMs: 0 });
    for (let i = 0; i < 12; i++) feed.tick(HOUR);
    expect(feed.snapshot().games.filter((g) => g.status === 'ended')).toEqual([]);
    expect(() => createSimulatorFeed({ now: NOW, endedRetentionMs: -1 })).toThrow(/endedRetentionMs/);
  });
});

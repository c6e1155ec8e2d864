import { CYBER_DISCIPLINES } from '@site/api/contracts';
import { createSimulatorFeed } from './simulator';
import type { FeedEvent, FeedEventOf } from './types';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const MIN = 60_000;

const ofType = <K extends FeedEvent['type']>(events: FeedEvent[], type: K): FeedEventOf<K>[] =>
  events.filter((e): e is FeedEventOf<K> => e.type === type);

test('every cyber discipline is a sport of the line, with demo champs and games', () => {
  const cat = createSimulatorFeed({ seed: 5, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 }).snapshot();
  for (const d of CYBER_DISCIPLINES) {
    expect(cat.sports.some((s) => s.id === d.sportId)).toBe(true);
    const champs = cat.champs.filter((c) => c.sportId === d.sportId);
    expect(champs.length).toBeGreaterThan(0);
    expect(champs.every((c) => c.demo && c.name.en.endsWith('(demo)'))).toBe(true);
    expect(cat.games.some((g) => g.sportId === d.sportId)).toBe(true);
  }
});

test("esports games are played in maps: winner, map handicap, total maps, map score and the first map's rounds (CS2) or kills (Dota 2)", () => {
  const cat = createSimulatorFeed({ seed: 5, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 }).snapshot();
  const cs2 = cat.games.find((g) => g.sportId === 13)!;
  const groups = new Set(cat.markets.filter((m) => m.gameId === cs2.id).map((m) => m.group));
  expect([...groups].sort()).toEqual([
    'correct-score',
    'handicap:-1.5',
    'handicap:1.5',
    'map1-total:20.5',
    'map1-total:21.5',
    'map1-total:22.5',
    'map1-total:23.5',
    'map1-total:24.5',
    'total:2.5',
    'winner',
  ]);
  const rounds = cat.markets.find((m) => m.gameId === cs2.id && m.group === 'map1-total:22.5' && m.typeId === 28)!;
  expect(rounds.name).toMatchObject({ en: 'Map 1: Total rounds over 22.5', ru: 'Карта 1: Тотал раундов больше 22.5', uk: 'Карта 1: Тотал раундів більше 22.5', tr: 'Harita 1: Toplam raund 22.5 üst' });
  const dota = cat.games.find((g) => g.sportId === 14)!;
  const kills = cat.markets.filter((m) => m.gameId === dota.id && m.group.startsWith('map1-total:'));
  expect(kills.map((m) => m.name.en)).toContain('Map 1: Total kills over 52.5');
  // priced as one market per line: over and under carry the margin around an even line
  const pair = kills.filter((m) => m.line === 52.5).map((m) => m.coef);
  expect(pair).toHaveLength(2);
  expect(1 / pair[0]! + 1 / pair[1]!).toBeGreaterThan(1);
  expect(1 / pair[0]! + 1 / pair[1]!).toBeLessThan(1.12);
});

test('the first map\'s total settles each game\'s "Map 1" markets: over wins below the drawn total, under above it; the markets close after map 1', () => {
  const feed = createSimulatorFeed({ seed: 11, now: NOW, scale: 0.3, oddsUpdatesPerSecond: 0 });
  const start = feed.snapshot();
  const map1 = new Map(start.markets.filter((m) => m.group.startsWith('map1-total:')).map((m) => [m.id, m]));
  const events: FeedEvent[] = [];
  let closedAfterMap1 = 0;
  for (let i = 0; i < 24 * 6; i++) {
    const batch = feed.tick(10 * MIN);
    events.push(...batch);
    for (const e of ofType(batch, 'game-added')) for (const m of e.markets) if (m.group.startsWith('map1-total:')) map1.set(m.id, m);
    const snap = feed.snapshot();
    for (const g of snap.games.filter(
      (x) => x.status === 'live' && x.score[0] + x.score[1] >= 1 && (x.sportId === 13 || x.sportId === 14),
    )) {
      const mine = snap.markets.filter((m) => m.gameId === g.id && map1.has(m.id));
      if (mine.length > 0 && mine.every((m) => m.isBlocked)) closedAfterMap1++;
    }
  }
  const ends = ofType(events, 'game-end').filter((e) => e.results.some((r) => map1.has(r.marketId)));
  expect(ends.length).toBeGreaterThanOrEqual(3);
  expect(closedAfterMap1).toBeGreaterThan(0);
  for (const end of ends) {
    const settled = end.results.filter((r) => map1.has(r.marketId)).map((r) => ({ m: map1.get(r.marketId)!, outcome: r.outcome }));
    // one total explains every line: the smallest line whose over loses bounds it from above
    const overWins = settled.filter((s) => s.m.typeId === 28 && s.outcome === 'win').map((s) => s.m.line!);
    const overLoses = settled.filter((s) => s.m.typeId === 28 && s.outcome === 'lose').map((s) => s.m.line!);
    if (overWins.length > 0 && overLoses.length > 0) expect(Math.max(...overWins)).toBeLessThan(Math.min(...overLoses));
    for (const s of settled.filter((x) => x.m.typeId === 29)) {
      const twin = settled.find((x) => x.m.typeId === 28 && x.m.line === s.m.line)!;
      expect(s.outcome).toBe(twin.outcome === 'win' ? 'lose' : 'win');
    }
  }
});

test('the feed streams a share of esports games and no football game; the flag is part of the game', () => {
  const cat = createSimulatorFeed({ seed: 5, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 }).snapshot();
  const esports = cat.games.filter((g) => g.sportId >= 13 && g.sportId <= 17);
  const streamed = esports.filter((g) => g.hasStream).length / esports.length;
  expect(streamed).toBeGreaterThan(0.3);
  expect(streamed).toBeLessThan(0.9);
  expect(cat.games.filter((g) => g.sportId === 1).every((g) => !g.hasStream)).toBe(true);
});

test('virtual football runs continuously: a new game every few minutes, each settled by the simulator', () => {
  const feed = createSimulatorFeed({ seed: 9, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 });
  const virtual = new Set(
    feed
      .snapshot()
      .games.filter((g) => g.sportId === 18)
      .map((g) => g.id),
  );
  const events: FeedEvent[] = [];
  for (let i = 0; i < 60; i++) events.push(...feed.tick(MIN));
  const added = ofType(events, 'game-added').filter((e) => e.game.sportId === 18);
  for (const e of added) virtual.add(e.gameId);
  // an hour of feed time: games kick off within minutes of being added, so many follow each other
  expect(added.length).toBeGreaterThanOrEqual(6);
  const starts = added.map((e) => e.game.startTime - e.at);
  expect(Math.max(...starts)).toBeLessThanOrEqual(20 * MIN);
  const ended = ofType(events, 'game-end').filter((e) => virtual.has(e.gameId));
  expect(ended.length).toBeGreaterThanOrEqual(6);
  expect(ended.every((e) => e.results.length > 0 && e.results.every((r) => ['win', 'lose', 'void'].includes(r.outcome)))).toBe(true);
});

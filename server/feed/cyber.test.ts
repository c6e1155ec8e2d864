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

test('esports games are played in maps: winner, map handicap, total maps and map score markets', () => {
  const cat = createSimulatorFeed({ seed: 5, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 }).snapshot();
  const cs2 = cat.games.find((g) => g.sportId === 13)!;
  const groups = new Set(cat.markets.filter((m) => m.gameId === cs2.id).map((m) => m.group));
  expect([...groups].sort()).toEqual(['correct-score', 'handicap:-1.5', 'handicap:1.5', 'total:2.5', 'winner']);
});

test('virtual football runs continuously: a new game every few minutes, each settled by the simulator', () => {
  const feed = createSimulatorFeed({ seed: 9, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 });
  const virtual = new Set(feed.snapshot().games.filter((g) => g.sportId === 18).map((g) => g.id));
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

import { CRICKET_SPORT_ID, MARBLE_SPORT_ID } from '@site/api/contracts';
import { createSimulatorFeed } from './simulator';
import type { FeedEvent, FeedEventOf } from './types';

const MIN = 60_000;

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

test('cricket (the cricket section of spec 1) is a sport of the line: demo champs, games in line and in play, half of them streamed, runs in the hundreds', () => {
  const cat = createSimulatorFeed({ seed: 5, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 }).snapshot();
  expect(cat.sports.find((s) => s.id === CRICKET_SPORT_ID)?.nameEng).toBe('Cricket');
  const champs = cat.champs.filter((c) => c.sportId === CRICKET_SPORT_ID);
  expect(champs.map((c) => c.name.en)).toEqual(['T20 Premier League (demo)', 'T20 Internationals (demo)']);
  const games = cat.games.filter((g) => g.sportId === CRICKET_SPORT_ID);
  expect(games).toHaveLength(12);
  expect(games.some((g) => g.hasStream) && games.some((g) => !g.hasStream)).toBe(true);
  const live = games.filter((g) => g.startTime <= NOW);
  expect(live.length).toBeGreaterThan(0);
  expect(live.length).toBeLessThan(games.length);
  // totals are offered around a T20 match's runs, not a football score
  const totalLines = cat.markets.filter((m) => games.some((g) => g.id === m.gameId) && m.group.startsWith('total:')).map((m) => m.line ?? 0);
  expect(totalLines.length).toBeGreaterThan(0);
  expect(Math.min(...totalLines)).toBeGreaterThan(200);
});

test('marble racing (spec 1 live/marble) runs continuously: marble duels over three heats, a new one every few minutes, each settled by the simulator', () => {
  const feed = createSimulatorFeed({ seed: 9, now: NOW, scale: 1, oddsUpdatesPerSecond: 0 });
  const cat = feed.snapshot();
  expect(cat.sports.find((s) => s.id === MARBLE_SPORT_ID)?.nameEng).toBe('Marble Racing');
  const marbles = new Set(cat.games.filter((g) => g.sportId === MARBLE_SPORT_ID).map((g) => g.id));
  expect(cat.games.filter((g) => g.sportId === MARBLE_SPORT_ID).every((g) => g.opponents.every((o) => o.en.endsWith(' Marble')))).toBe(true);
  const events: FeedEvent[] = [];
  for (let i = 0; i < 60; i++) events.push(...feed.tick(MIN));
  const added = events.filter((e): e is FeedEventOf<'game-added'> => e.type === 'game-added' && e.game.sportId === MARBLE_SPORT_ID);
  for (const e of added) marbles.add(e.gameId);
  expect(added.length).toBeGreaterThanOrEqual(6);
  const ended = events.filter((e): e is FeedEventOf<'game-end'> => e.type === 'game-end' && marbles.has(e.gameId));
  expect(ended.length).toBeGreaterThanOrEqual(6);
  expect(ended.every((e) => e.results.length > 0)).toBe(true);
});

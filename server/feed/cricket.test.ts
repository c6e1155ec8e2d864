import { CRICKET_SPORT_ID } from '@site/api/contracts';
import { createSimulatorFeed } from './simulator';

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

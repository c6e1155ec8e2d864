import { CRICKET_SPORT_ID } from '@site/api';
import { routeTable } from '@site/routes';
import { MARBLE_SPORT_ID, sameTeam, SPORTS_VIEW_KINDS, sportsPath, timeFilterOf, viewOf } from './route-view';

const route = (name: string, params: Record<string, string>, path = '/en/x') => ({ name, params, lang: 'en', path });

test('section routes: list by sport or champ, game by id; params that are not ids are ignored', () => {
  expect(viewOf(route('section', { section: 'line' }))).toEqual({ kind: 'list', section: 'line', timeFilter: 0 });
  expect(viewOf(route('section', { section: 'live', sport: '1', champ: '7' }))).toEqual({
    kind: 'list',
    section: 'live',
    sportId: 1,
    champId: 7,
    timeFilter: 0,
  });
  expect(viewOf(route('section', { section: 'line', sport: '1', champ: '7', game: '99' }))).toEqual({
    kind: 'game',
    section: 'line',
    gameId: 99,
  });
  expect(viewOf(route('section', { section: 'line', sport: 'football' }))).toEqual({ kind: 'list', section: 'line', timeFilter: 0 });
  expect(viewOf(route('section-menu', { section: 'live', menuSection: 'x', sport: '2' }))).toMatchObject({ kind: 'list', sportId: 2 });
});

test('time filter from the query: the spec codes 0, 1, 2, 3, 6; anything else is all', () => {
  expect([0, 1, 2, 3, 6].map((n) => timeFilterOf(`/en/line?timeFilter=${n}`))).toEqual([0, 1, 2, 3, 6]);
  expect(['4', '5', 'x', ''].map((v) => timeFilterOf(`/en/line?timeFilter=${v}`))).toEqual([0, 0, 0, 0]);
  expect(viewOf(route('section', { section: 'live', sport: '1' }, '/en/live/1?timeFilter=2'))).toMatchObject({ timeFilter: 2 });
  expect(sportsPath.sport('en', 'live', 1, 2)).toBe('/en/live/1?timeFilter=2');
  expect(sportsPath.sport('en', 'live', 1, 0)).toBe('/en/live/1');
});

test('variants: top events, multi-live (optionally picked games), team, top game, bets on yours, marble', () => {
  expect(viewOf(route('section-top-events', { section: 'line' }, '/en/line/top-events?timeFilter=1'))).toEqual({
    kind: 'top-events',
    section: 'line',
    timeFilter: 1,
  });
  expect(viewOf(route('section-multi-live', { section: 'live' }))).toEqual({ kind: 'multi-live', section: 'live' });
  expect(viewOf(route('section-multi-live', { section: 'live' }, '/en/live/multi-live?games=3,x,4'))).toEqual({
    kind: 'multi-live',
    section: 'live',
    gameIds: [3, 4],
  });
  expect(viewOf(route('section-team', { section: 'line', name: 'Real-Madrid' }))).toEqual({ kind: 'team', section: 'line', name: 'Real Madrid' });
  expect(viewOf(route('section-top-game', { section: 'live' }))).toEqual({ kind: 'top-game', section: 'live' });
  expect(viewOf(route('section-bets-on-yours', { section: 'line' }))).toEqual({ kind: 'my-games', section: 'line' });
  expect(viewOf(route('section-marble', {}))).toEqual({ kind: 'list', section: 'live', sportId: MARBLE_SPORT_ID, timeFilter: 0 });
  expect(sameTeam('real madrid', 'Real-Madrid')).toBe(true);
  expect(sameTeam('Real Madrid B', 'Real-Madrid')).toBe(false);
});

test('the cricket section: the line, champs, events in play, broadcasts, a champ, a player or team, a game', () => {
  const cricket = { sportId: CRICKET_SPORT_ID, timeFilter: 0 };
  expect(viewOf(route('cricket', {}))).toEqual({ kind: 'list', section: 'line', ...cricket });
  expect(viewOf(route('cricket-all-champs', {}))).toEqual({ kind: 'list', section: 'line', ...cricket });
  expect(viewOf(route('cricket-all-events', {}))).toEqual({ kind: 'list', section: 'live', ...cricket });
  expect(viewOf(route('cricket-broadcasts', {}))).toEqual({ kind: 'list', section: 'live', ...cricket, streamed: true });
  expect(viewOf(route('cricket-champ', { champ: '250' }))).toEqual({ kind: 'list', section: 'line', ...cricket, champId: 250 });
  expect(viewOf(route('cricket-player-info', { id: 'Mumbai' }))).toEqual({ kind: 'team', section: 'line', name: 'Mumbai', sportId: CRICKET_SPORT_ID });
  expect(viewOf(route('cricket-game', { game: '10444' }))).toEqual({ kind: 'game', section: 'line', gameId: 10444 });
});

test('every route of the sports application has a page of its own (no "not built yet" stand-in)', () => {
  const names = routeTable.filter((r) => r.application === '@site/app-sports').map((r) => r.name);
  expect(names.length).toBeGreaterThanOrEqual(18);
  for (const name of names) {
    const view = viewOf(route(name, { section: 'line', name: 'x', champ: '1', game: '1', id: 'x' }));
    expect([name, SPORTS_VIEW_KINDS.includes(view.kind)]).toEqual([name, true]);
  }
});

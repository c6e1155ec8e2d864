import { sportsPath, timeFilterOf, viewOf } from './route-view';

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

test('variants: top events, multi-live (optionally picked games), the rest unsupported', () => {
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
  expect(viewOf(route('section-marble', {}))).toEqual({ kind: 'unsupported', section: 'live', route: 'section-marble' });
});

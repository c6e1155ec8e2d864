import { routeTable } from '@site/routes';
import { viewOf } from './route-view';

const casinoRoutes = routeTable.filter((r) => r.application === '@site/app-casino');

test('every casino route of the table has a page of its own kind', () => {
  expect(casinoRoutes.length).toBeGreaterThan(25);
  for (const r of casinoRoutes) {
    const view = viewOf({
      name: r.name,
      params: { section: 'slots', gameId: '7', gameName: 'x', id: 'spin-race-1', provider: 'demo-studio' },
      lang: 'en',
      path: '/en/x',
    });
    expect(view.kind).toBeTruthy();
  }
});

test('sections, subcategories, providers and one-section pages read the catalogue with their filter', () => {
  expect(viewOf({ name: 'casino-section', params: { section: 'keno', subcategory: 'new' }, lang: 'en', path: '' })).toEqual({
    kind: 'lobby',
    title: 'keno',
    filter: { section: 'keno', category: 'new' },
  });
  expect(viewOf({ name: 'provider', params: { provider: 'demo-studio' }, lang: 'en', path: '' })).toEqual({
    kind: 'lobby',
    title: 'provider',
    filter: { provider: 'demo-studio' },
  });
  expect(viewOf({ name: 'crash-games', params: {}, lang: 'en', path: '' })).toEqual({
    kind: 'lobby',
    title: 'crash-games',
    filter: { section: 'crash-games' },
  });
  expect(viewOf({ name: 'casino-lobby', params: {}, lang: 'en', path: '' })).toEqual({ kind: 'lobby', title: 'casino-lobby', filter: {} });
});

test('the game page, search text, my-casino tabs and tournaments', () => {
  expect(
    viewOf({ name: 'casino-game', params: { section: 'slots', gameId: '12', gameName: 'book-of-sun' }, lang: 'en', path: '' }),
  ).toEqual({
    kind: 'game',
    section: 'slots',
    gameId: '12',
    gameName: 'book-of-sun',
  });
  expect(viewOf({ name: 'casino-search', params: {}, lang: 'en', path: '/en/casino-search?q=book' })).toEqual({
    kind: 'search',
    q: 'book',
  });
  expect(viewOf({ name: 'my-casino-favorites', params: {}, lang: 'en', path: '' })).toEqual({ kind: 'my-casino', tab: 'favorites' });
  expect(viewOf({ name: 'bonus-casino-tournament', params: { id: 'keno-cup-3' }, lang: 'en', path: '' })).toEqual({
    kind: 'tournament',
    id: 'keno-cup-3',
  });
});

test('a param that is no slug is dropped, not trusted', () => {
  expect(viewOf({ name: 'casino-section', params: { section: 'slots', subcategory: '<script>' }, lang: 'en', path: '' })).toEqual({
    kind: 'lobby',
    title: 'slots',
    filter: { section: 'slots' },
  });
  expect(viewOf({ name: 'provider', params: { provider: '../x' }, lang: 'en', path: '' })).toEqual({ kind: 'providers' });
});

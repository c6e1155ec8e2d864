import '../jsdom-web-crypto';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Call } from '@site/ui/testing';
import { gamesPage, renderCasino, route } from '../test-world';
import { SEARCH_DEBOUNCE_MS } from './search-page';

const searches = (calls: Call[]) =>
  calls.filter((c) => c.path === '/web-api/casino/games').map((c) => new URL(c.url, 'http://site.test').searchParams.get('q'));

test('casino-search: results as the player types, one call after the typing pauses, none for one letter', async () => {
  const { calls, clock } = renderCasino(route('casino-search', {}, '/en/casino-search'), {
    server: (c) => (c.path === '/web-api/casino/games' ? { body: { games: gamesPage(0, 2), total: 2 } } : undefined),
  });
  const input = screen.getByTestId('casino-search');
  fireEvent.change(input, { target: { value: 'b' } });
  act(() => clock.advance(SEARCH_DEBOUNCE_MS));
  expect(searches(calls)).toEqual([]);
  expect(screen.getByTestId('casino-search-hint')).toBeTruthy();
  for (const text of ['bo', 'boo', 'book']) {
    fireEvent.change(input, { target: { value: text } });
    act(() => clock.advance(SEARCH_DEBOUNCE_MS - 1));
  }
  expect(searches(calls)).toEqual([]);
  act(() => clock.advance(1));
  expect(await screen.findAllByTestId('casino-tile')).toHaveLength(2);
  expect(searches(calls)).toEqual(['book']);
  // the text is kept in the address, so a reload or a shared link shows the same results
  expect(window.location.search).toBe('?q=book');
});

test('a search link opens with its text searched at once; nothing found says so', async () => {
  const { calls } = renderCasino(route('casino-search', {}, '/en/casino-search?q=zzz'), {
    server: (c) => (c.path === '/web-api/casino/games' ? { body: { games: [], total: 0 } } : undefined),
  });
  expect((screen.getByTestId('casino-search') as HTMLInputElement).value).toBe('zzz');
  expect(await screen.findByTestId('casino-empty')).toBeTruthy();
  expect(searches(calls)).toEqual(['zzz']);
});

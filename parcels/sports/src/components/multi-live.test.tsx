import { screen, waitFor } from '@testing-library/react';
import { ParcelProviders } from '@site/ui';
import type { Script } from '@site/ui/testing';
import { liveGame, world } from '../test-world';
import { SportsApp } from './sports-app';

const LIVE_IDS = [11, 12, 13, 14, 15, 16];

/** Six live games in one champ; records the game pages asked for. */
function server(asked: number[]): Script {
  return (call) => {
    const url = new URL(call.url, 'http://site.test');
    const detail = /\/line\/games\/(\d+)$/.exec(url.pathname);
    if (detail) {
      asked.push(Number(detail[1]));
      return { body: { demo: true, game: liveGame(Number(detail[1])) } };
    }
    if (url.pathname.endsWith('/line/sports')) return { body: { demo: true, mode: 'live', sports: [{ id: 1, nameEng: 'Football', name: 'Football', gamesCount: 6, champsCount: 1 }] } };
    const games = LIVE_IDS.map((id) => {
      const g = liveGame(id, { opponents: [`Home ${id}`, `Away ${id}`] });
      return { ...g, markets: [] };
    });
    return { body: { demo: true, mode: 'live', timeFilter: 0, champs: [{ id: 5, sportId: 1, name: 'Demo League', demo: true, games }] } };
  };
}

const connection = { createSource: () => ({ readyState: 1, onopen: null, onerror: null, addEventListener: () => {}, close: () => {} }), frame: () => () => {} };

function open(games: string | null, asked: number[] = []) {
  const { view } = world(server(asked));
  const path = `/en/live/multi-live${games === null ? '' : `?games=${games}`}`;
  view(<SportsApp route={{ name: 'section-multi-live', params: { section: 'live' }, lang: 'en', path }} connection={connection} />);
  return asked;
}

const picks = () => screen.getAllByTestId('multi-live-pick');

test('without a choice: the picker of live games and no board; each game links to the page with it picked', async () => {
  const asked = open(null);
  await waitFor(() => expect(picks()).toHaveLength(6));
  expect(screen.getByTestId('multi-live-empty')).toBeTruthy();
  expect(screen.queryAllByTestId('game-card')).toHaveLength(0);
  expect(asked).toEqual([]);
  expect(picks()[1]!.getAttribute('href')).toBe('/en/live/multi-live?games=12');
});

test('the picked games are the boards; picking adds to the URL, a picked one links to the page without it', async () => {
  open('13,11');
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(2));
  expect(screen.getAllByTestId('game-card').map((c) => c.getAttribute('data-game-id'))).toEqual(['13', '11']);
  const pick = (id: number) => picks().find((p) => p.getAttribute('data-game-id') === String(id))!;
  expect(pick(11).getAttribute('data-picked')).toBe('true');
  expect(pick(11).getAttribute('href')).toBe('/en/live/multi-live?games=13');
  expect(pick(12).getAttribute('href')).toBe('/en/live/multi-live?games=13,11,12');
});

test('at most four boards: a longer list shows the first four, and the other games cannot be picked', async () => {
  const asked = open('11,12,13,14,15');
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(4));
  expect(asked.sort()).toEqual([11, 12, 13, 14]);
  await waitFor(() => expect(picks()).toHaveLength(6));
  expect(screen.getByTestId('multi-live-full').textContent).toMatch(/All 4 boards/);
  const free = picks().filter((p) => p.getAttribute('data-picked') === 'false');
  expect(free.map((p) => [p.getAttribute('data-game-id'), p.tagName, p.getAttribute('aria-disabled')])).toEqual([
    ['15', 'SPAN', 'true'],
    ['16', 'SPAN', 'true'],
  ]);
});

test('picking one more game keeps the boards on screen and loads only the new one', async () => {
  const asked: number[] = [];
  const { root, view } = world(server(asked));
  const app = (games: string) => <SportsApp route={{ name: 'section-multi-live', params: { section: 'live' }, lang: 'en', path: `/en/live/multi-live?games=${games}` }} connection={connection} />;
  const rendered = view(app('11'));
  await waitFor(() => expect(screen.getByTestId('sports-app').getAttribute('data-status')).toBe('ready'));
  const first = screen.getByTestId('game-card');
  rendered.rerender(<ParcelProviders store={root}>{app('11,12')}</ParcelProviders>);
  // the first board stays while the second loads
  expect(screen.getAllByTestId('game-card')[0]).toBe(first);
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(2));
  await waitFor(() => expect(screen.getByTestId('sports-app').getAttribute('data-status')).toBe('ready'));
  expect(asked).toEqual([11, 12]);
});

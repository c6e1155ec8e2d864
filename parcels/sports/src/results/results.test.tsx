import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { byRoute, type Reply, renderInWorld, testRootStore } from '@site/ui/testing';
import { sportsTexts } from '../locales';
import { resultsPageFor } from './results-routes';
import { popupTarget } from './statistics-page';

const game = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  sportId: 1,
  champId: 11,
  opponents: ['Lions', 'Tigers'],
  startTime: Date.UTC(2030, 0, 1, 9),
  status: 'ended',
  score: [2, 1],
  winners: ['1', 'Total over 2.5'],
  ...over,
});
const champ = (games: unknown[]) => ({ id: 11, sportId: 1, sportName: 'Football', name: 'Demo League (demo)', games });
const row = (team: string, points: number) => ({ team, played: 2, won: 1, drawn: 0, lost: 1, scored: 3, conceded: 2, points });

function world(routes: Record<string, Reply[]>, lang = 'en') {
  const w = testRootStore({ lang, server: byRoute(routes) });
  return { ...w, view: (name: string, params: Record<string, string> = {}) => renderInWorld(w, resultsPageFor({ name, params, lang, path: '' }), { texts: sportsTexts }).view };
}

test('results of a day: champs, games, scores and winning selections; another day asked by the date picker', async () => {
  const w = world({ 'GET /web-api/results': [{ body: { demo: true, champs: [champ([game(1), game(2, { score: [0, 0], winners: ['X'] })])] } }, { body: { demo: true, champs: [] } }] });
  w.view('results');
  const rows = await screen.findAllByTestId('results-game');
  expect(rows.map((r) => within(r).getByTestId('results-score').textContent)).toEqual(['2:1', '0:0']);
  expect(within(rows[0]!).getByTestId('results-winners').textContent).toBe('Won: 1, Total over 2.5');
  expect(screen.getByTestId('results-champ').querySelector('h2')?.textContent).toBe('Football. Demo League (demo)');
  expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/en/statisticpopup/game/1');
  fireEvent.change(screen.getByTestId('results-date'), { target: { value: '2030-01-05' } });
  expect(await screen.findByTestId('results-none')).toBeTruthy();
  await waitFor(() => expect(w.calls.at(-1)?.url).toContain('date=2030-01-05'));
});

test('results by sport: the sports of the day to choose from; one chosen shows its champs only', async () => {
  const hockey = { id: 12, sportId: 2, sportName: 'Ice Hockey', name: 'Ice League (demo)', games: [game(7, { sportId: 2, champId: 12, score: [3, 2] })] };
  const w = world({ 'GET /web-api/results': [{ body: { demo: true, champs: [champ([game(1)]), hockey] } }] });
  w.view('results');
  expect((await screen.findAllByTestId('results-champ')).map((c) => c.getAttribute('data-champ'))).toEqual(['11', '12']);
  const select = screen.getByTestId('results-sport') as HTMLSelectElement;
  expect([...select.options].map((o) => o.textContent)).toEqual(['All sports', 'Football', 'Ice Hockey']);
  fireEvent.change(select, { target: { value: '2' } });
  expect(screen.getAllByTestId('results-champ').map((c) => c.getAttribute('data-champ'))).toEqual(['12']);
  fireEvent.change(select, { target: { value: '' } });
  expect(screen.getAllByTestId('results-champ')).toHaveLength(2);
});

test('live and zone results ask for their mode; champ results list the champs, then one champ', async () => {
  const w = world({
    'GET /web-api/results': [{ body: { demo: true, champs: [champ([game(5, { status: 'live' })])] } }],
    'GET /web-api/results/champs': [{ body: { demo: true, champs: [{ id: 11, sportId: 1, sportName: 'Football', name: 'Demo League (demo)', games: 3 }] } }],
  });
  const live = w.view('results', { mode: 'live' });
  await screen.findByTestId('results-game');
  expect(w.calls[0]?.url).toContain('mode=live');
  live.unmount();
  const list = w.view('section-champs', { section: 'line' });
  expect((await screen.findByTestId('results-champ-link')).querySelector('a')?.getAttribute('href')).toBe('/en/line/champs/11');
  list.unmount();
  w.view('section-champs', { section: 'line', champId: '11' });
  await screen.findByTestId('results-game');
  expect(w.calls.at(-1)?.url).toContain('champId=11');
});

test('statistics: the champs; a game popup with head-to-head, form and standings; a champ popup; a bad address', async () => {
  expect(popupTarget('game/12')).toEqual({ kind: 'game', id: 12 });
  expect(popupTarget('champ/3')).toEqual({ kind: 'champ', id: 3 });
  expect(popupTarget('12')).toEqual({ kind: 'game', id: 12 });
  expect(popupTarget('game/x')).toBeNull();
  const w = world({
    'GET /web-api/results/champs': [{ body: { demo: true, champs: [{ id: 11, sportId: 1, sportName: 'Football', name: 'Demo League (demo)', games: 3 }] } }],
    'GET /web-api/statistics/games/4': [
      { body: { demo: true, game: game(4, { status: 'scheduled', score: [0, 0], winners: [] }), champName: 'Demo League (demo)', headToHead: [game(3), game(1)], form: [['W', 'W'], ['L', 'D', 'L']], standings: [row('Lions', 6), row('Tigers', 1)] } },
    ],
    'GET /web-api/statistics/champs/11': [{ body: { demo: true, champName: 'Demo League (demo)', standings: [row('Lions', 6)] } }],
  });
  const page = w.view('statistic');
  expect((await screen.findByTestId('stats-champ-link')).querySelector('a')?.getAttribute('href')).toBe('/en/statisticpopup/champ/11');
  page.unmount();
  const popup = w.view('statistic-popup', { splat: 'game/4' });
  expect(within(await screen.findByTestId('stats-h2h')).getAllByTestId('results-game')).toHaveLength(2);
  expect(screen.getByTestId('stats-form-home').textContent).toBe('Lions: W W');
  expect(screen.getByTestId('stats-form-away').textContent).toBe('Tigers: L D L');
  expect(screen.getAllByTestId('stats-row').map((r) => r.textContent)).toEqual(['1Lions21013:26', '2Tigers21013:21']);
  popup.unmount();
  const champPopup = w.view('statistic-popup', { splat: 'champ/11' });
  expect(await screen.findAllByTestId('stats-row')).toHaveLength(1);
  champPopup.unmount();
  w.view('statistic-popup', { splat: 'nothing' });
  expect(await screen.findByTestId('stats-not-found')).toBeTruthy();
});

test('in Russian', async () => {
  const w = world({ 'GET /web-api/results': [{ body: { demo: true, champs: [] } }] }, 'ru');
  w.view('results', { mode: 'zone' });
  expect((await screen.findByTestId('results-none')).textContent).toBe('По этому выбору результатов нет.');
});

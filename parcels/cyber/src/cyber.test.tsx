import { fireEvent, screen, within } from '@testing-library/react';
import { AddBetToCoupon, RemoveBetFromCoupon } from '@site/bus';
import { byRoute, type Reply, renderInWorld, testRootStore } from '@site/ui/testing';
import { CyberApp } from './cyber-app';
import { viewOf } from './cyber-view';
import { cyberTexts } from './locales';

const market = (id: number, typeId: number, name: string, coef: number) => ({ id, typeId, name, coef, isBlocked: false });
const game = (over: Record<string, unknown> = {}) => ({
  id: 501,
  sportId: 13,
  champId: 140,
  opponents: ['Team Alpha', 'Team Bravo'],
  startTime: Date.UTC(2030, 0, 1, 18),
  status: 'scheduled',
  isLive: false,
  hasStream: false,
  period: 0,
  score: [0, 0],
  markets: [market(9001, 9, 'W1', 1.8), market(9002, 10, 'W2', 2.05)],
  ...over,
});
const champs = (games: unknown[]) => ({ body: { demo: true, mode: 'line', champs: [{ id: 140, sportId: 13, name: 'CS2. Major (demo)', demo: true, games }] } });
const sports = (list: { id: number; name: string; gamesCount: number }[]): Reply => ({ body: { demo: true, mode: 'line', sports: list.map((s) => ({ ...s, nameEng: s.name, champsCount: 1 })) } });
const route = (name: string, params: Record<string, string>) => ({ name, params: { base: 'cyber', ...params }, lang: 'en' });

function world(routes: Record<string, Reply[]>) {
  const w = testRootStore({ server: byRoute(routes) });
  const published: unknown[] = [];
  w.bus.subscribe(AddBetToCoupon, (e) => published.push(e));
  w.bus.subscribe(RemoveBetFromCoupon, (e) => published.push(e));
  return { ...w, published, view: (ui: React.ReactNode) => renderInWorld(w, ui, { texts: cyberTexts }).view };
}

test('routes: mode, disciplines, discipline line/live, champs, champ, game; an unknown discipline', () => {
  expect(viewOf(route('cyber-mode', { mode: 'real' }))).toMatchObject({ kind: 'disciplines', mode: 'real' });
  expect(viewOf(route('cyber-mode', { mode: 'stream' }))).toMatchObject({ kind: 'stream' });
  expect(viewOf(route('cyber-disciplines', { mode: 'virtual' }))).toMatchObject({ kind: 'disciplines', mode: 'virtual' });
  expect(viewOf(route('cyber-discipline', { mode: 'real', discipline: 'cs2' }))).toMatchObject({ kind: 'games', section: 'line', discipline: { sportId: 13 } });
  expect(viewOf(route('cyber-discipline-section', { mode: 'real', discipline: 'dota2', section: 'live' }))).toMatchObject({ kind: 'games', section: 'live', discipline: { sportId: 14 } });
  expect(viewOf(route('cyber-discipline-champs', { mode: 'real', discipline: 'lol' }))).toMatchObject({ kind: 'champs' });
  expect(viewOf(route('cyber-discipline-champ', { mode: 'real', discipline: 'cs2', champ: '140' }))).toMatchObject({ kind: 'games', champId: 140 });
  expect(viewOf(route('cyber-discipline-champ', { mode: 'real', discipline: 'cs2', champ: 'major-2024' }))).not.toHaveProperty('champId');
  expect(viewOf(route('cyber-game', { mode: 'real', discipline: 'cs2', champ: '140', section: 'live', game: '501' }))).toMatchObject({ kind: 'game', gameId: 501 });
  expect(viewOf(route('cyber-discipline', { mode: 'virtual', discipline: 'football' }))).toMatchObject({ kind: 'games', discipline: { sportId: 18 } });
  expect(viewOf(route('cyber-discipline', { mode: 'real', discipline: 'football' }))).toMatchObject({ kind: 'unknown' });
  expect(viewOf(route('cyber-discipline', { mode: 'real', discipline: 'chess' }))).toMatchObject({ kind: 'unknown' });
});

test('the real mode lists the esports disciplines with their games in line and live', async () => {
  const w = world({
    'GET /web-api/line/sports': [
      sports([
        { id: 1, name: 'Football', gamesCount: 100 },
        { id: 13, name: 'Counter-Strike 2', gamesCount: 7 },
        { id: 14, name: 'Dota 2', gamesCount: 3 },
      ]),
      sports([{ id: 13, name: 'Counter-Strike 2', gamesCount: 2 }]),
    ],
  });
  w.view(<CyberApp route={route('cyber-mode', { mode: 'real' })} />);
  const items = await screen.findAllByTestId('cyber-discipline');
  expect(items.map((i) => i.getAttribute('data-discipline'))).toEqual(['cs2', 'dota2', 'lol', 'valorant', 'fifa']);
  expect(items[0]!.textContent).toContain('Counter-Strike 2');
  expect(items[0]!.textContent).toContain('9 games');
  expect(within(items[0]!).getAllByRole('link')[0]!.getAttribute('href')).toBe('/en/cyber/real/cs2');
  expect(screen.getByTestId('cyber-mode-real').getAttribute('aria-current')).toBe('page');
});

test('a discipline line: its games with prices; a click puts the bet in the coupon through the bus', async () => {
  const w = world({ 'GET /web-api/line/games': [champs([game()])] });
  w.view(<CyberApp route={route('cyber-discipline', { mode: 'real', discipline: 'cs2' })} />);
  const row = await screen.findByTestId('cyber-game');
  expect(row.textContent).toContain('Team Alpha — Team Bravo');
  expect(w.calls[0]?.url).toContain('sportId=13');
  expect(w.calls[0]?.url).toContain('mode=line');
  expect(within(row).getAllByRole('link')[0]!.getAttribute('href')).toBe('/en/cyber/real/cs2/140/line/501');
  fireEvent.click(within(row).getAllByTestId('cyber-odd')[0]!);
  expect(w.published).toHaveLength(1);
  const added = w.published[0] as AddBetToCoupon;
  expect(added.payload.bet.market).toMatchObject({ id: '9001', coef: 1.8, gameId: 501, sportId: 13 });
});

test('stream: the live esports games the feed streams, flagged; those without a stream are not listed; virtual: its own discipline', async () => {
  const live = game({ id: 777, isLive: true, status: 'live', score: [1, 0], hasStream: true });
  const unstreamed = game({ id: 778, isLive: true, status: 'live', score: [0, 0], hasStream: false });
  const w = world({ 'GET /web-api/line/games': [champs([live, unstreamed]), champs([]), champs([]), champs([]), champs([])] });
  w.view(<CyberApp route={route('cyber-mode', { mode: 'stream' })} />);
  const rows = await screen.findAllByTestId('cyber-game');
  expect(rows).toHaveLength(1);
  expect(within(rows[0]!).getByTestId('cyber-stream-flag')).toBeTruthy();
  expect(within(rows[0]!).getByTestId('cyber-score').textContent).toBe('Live 1:0');

  const v = world({ 'GET /web-api/line/sports': [sports([{ id: 18, name: 'Virtual Football', gamesCount: 6 }])] });
  v.view(<CyberApp route={route('cyber-mode', { mode: 'virtual' })} />);
  const virtual = await screen.findAllByTestId('cyber-discipline');
  expect(virtual.map((i) => i.getAttribute('data-discipline'))).toEqual(['football']);
});

test('a game page with every market; champs; nothing to show; in Russian', async () => {
  const detail = { ...game(), champName: 'CS2. Major (demo)', sportName: 'Counter-Strike 2', markets: [{ ...market(9001, 9, 'W1', 1.8), kind: 'main', group: 'winner', line: null, isDepend: false, isBannedExpress: false }] };
  const w = world({
    'GET /web-api/line/games/501': [{ body: { demo: true, game: detail } }],
    'GET /web-api/line/games': [champs([]), champs([game()])],
  });
  const page = w.view(<CyberApp route={route('cyber-game', { mode: 'real', discipline: 'cs2', champ: '140', section: 'line', game: '501' })} />);
  await screen.findByTestId('cyber-game-page');
  expect(await screen.findAllByTestId('cyber-odd')).toHaveLength(1);
  page.unmount();
  const champsPage = w.view(<CyberApp route={route('cyber-discipline-champs', { mode: 'real', discipline: 'cs2' })} />);
  expect((await screen.findAllByTestId('cyber-champ-link'))[0]!.textContent).toBe('CS2. Major (demo)');
  champsPage.unmount();

  const ru = testRootStore({ lang: 'ru', server: byRoute({ 'GET /web-api/line/games': [champs([])] }) });
  renderInWorld(ru, <CyberApp route={{ ...route('cyber-discipline-section', { mode: 'real', discipline: 'valorant', section: 'live' }), lang: 'ru' }} />, { texts: cyberTexts });
  expect((await screen.findByTestId('cyber-no-games')).textContent).toBe('Сейчас здесь нет матчей.');
  // the site's Russian word for live betting, as in the header and the sports pages
  expect([screen.getByTestId('cyber-section-line').textContent, screen.getByTestId('cyber-section-live').textContent]).toEqual(['Линия', 'Лайв']);
});

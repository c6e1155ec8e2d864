// The sports variants of spec 1 that are pages of their own (issue 19): a team's games, the top
// game, bets on yours (the games of the player's open bets), marble races and the cricket
// section's broadcasts, on a scripted line API.
import { act, screen, waitFor } from '@testing-library/react';
import { CRICKET_SPORT_ID, type GameDetail } from '@site/api';
import type { Script } from '@site/ui/testing';
import { MARBLE_SPORT_ID } from '../route-view';
import { liveGame, world } from '../test-world';
import { SportsApp } from './sports-app';

const listGame = (g: GameDetail) => {
  const { champName: _c, sportName: _s, ...rest } = g;
  return { ...rest, markets: g.markets.map(({ id, typeId, name, coef, isBlocked }) => ({ id, typeId, name, coef, isBlocked })) };
};

/** Two sports; sport 1 has games 11 (Real Madrid v Porto) and 12, sport 2 game 13 (Lyon v Real Madrid, streamed). */
function fakeLine(calls: string[], bets: unknown[] = []): Script {
  const games: Record<number, GameDetail> = {
    11: liveGame(11, { opponents: ['Real Madrid', 'Porto'], startTime: 2000 }),
    12: liveGame(12, { opponents: ['Ajax', 'Benfica'], startTime: 1000 }),
    13: liveGame(13, { sportId: 2, champId: 6, opponents: ['Lyon', 'Real Madrid'], hasStream: true }),
  };
  return (call) => {
    const url = new URL(call.url, 'http://site.test');
    calls.push(url.pathname + url.search);
    if (url.pathname.endsWith('/line/sports'))
      return {
        body: {
          demo: true,
          mode: 'live',
          sports: [
            { id: 1, nameEng: 'Football', name: 'Football', gamesCount: 2, champsCount: 1 },
            { id: 2, nameEng: 'Hockey', name: 'Hockey', gamesCount: 1, champsCount: 1 },
          ],
        },
      };
    if (url.pathname.endsWith('/line/games')) {
      const sportId = Number(url.searchParams.get('sportId'));
      const of = Object.values(games).filter((g) => g.sportId === sportId || sportId === MARBLE_SPORT_ID || sportId === CRICKET_SPORT_ID);
      return { body: { demo: true, mode: 'live', timeFilter: 0, champs: [{ id: 100 + sportId, sportId, name: 'Demo League', demo: true, games: of.map(listGame) }] } };
    }
    const one = /\/line\/games\/(\d+)$/.exec(url.pathname);
    if (one) {
      const g = games[Number(one[1])];
      return g ? { body: { demo: true, game: g } } : { status: 404, body: { errors: [{ code: 'line.game_not_found', title: 'no such game' }] } };
    }
    if (url.pathname.endsWith('/user/bets')) return { body: { demo: true, bets } };
    return { body: {} };
  };
}

/** A stream that never sends: these pages are about what is listed, not how prices move. */
const quiet = {
  createSource: () => ({ readyState: 1, onopen: null, onerror: null, addEventListener: () => {}, close: () => {} }),
  frame: () => () => {},
};
const route = (name: string, params: Record<string, string> = {}, path = '/en/x') => ({ name, params, lang: 'en', path });
const shownGames = () => screen.queryAllByTestId('game').map((el) => Number(el.getAttribute('data-game-id')));

test("team/{name}: the games of every sport that team plays in, whatever the link's case and dashes", async () => {
  const calls: string[] = [];
  const w = world(fakeLine(calls));
  w.view(<SportsApp connection={quiet} route={route('section-team', { section: 'live', name: 'real-madrid' })} />);
  await waitFor(() => expect(shownGames().sort()).toEqual([11, 13]));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Games of real madrid');
  expect(calls.filter((c) => c.includes('/line/games?')).length).toBe(2);
});

test('top-game: the first recommended game of the biggest sport, with every market', async () => {
  const calls: string[] = [];
  const w = world(fakeLine(calls));
  w.view(<SportsApp connection={quiet} route={route('section-top-game', { section: 'live' })} />);
  await waitFor(() => expect(screen.getByTestId('game-page').getAttribute('data-testid')).toBe('game-page'));
  await waitFor(() => expect(screen.getAllByTestId('game-card').length).toBe(1));
  expect(calls.some((c) => c.includes('/line/games?') && c.includes('sportId=1') && c.includes('timeFilter=6'))).toBe(true);
  expect(calls.some((c) => c.includes('/line/games/12?'))).toBe(true);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Top game');
});

test("bets on yours: a player sees the games of his open bets' unsettled selections; a guest is not asked for bets", async () => {
  const bets = [
    {
      status: 'open',
      selections: [
        { gameId: 13, outcome: null },
        { gameId: 12, outcome: 'win' },
        { gameId: 99, outcome: null },
      ],
    },
  ];
  const calls: string[] = [];
  const w = world(fakeLine(calls, bets));
  act(() => w.root.user.setUserId(7, 'player'));
  const { unmount } = w.view(<SportsApp connection={quiet} route={route('section-bets-on-yours', { section: 'line' })} />);
  // 99 has ended (404): left out
  await waitFor(() => expect(screen.getAllByTestId('game-card').map((el) => el.getAttribute('data-game-id'))).toEqual(['13']));
  expect(calls.some((c) => c.startsWith('/web-api/user/bets?') && c.includes('status=open'))).toBe(true);
  expect(screen.getByTestId('my-games-hint').textContent).toContain('open bets');
  unmount();

  const guestCalls: string[] = [];
  const g = world(fakeLine(guestCalls, bets));
  g.view(<SportsApp connection={quiet} route={route('section-bets-on-yours', { section: 'line' })} />);
  await waitFor(() => expect(screen.getByTestId('no-games')).toBeTruthy());
  expect(guestCalls.some((c) => c.includes('/user/bets'))).toBe(false);
  expect(screen.getByTestId('my-games-hint').textContent).toContain('Sign in');
});

test("marble races are the feed's virtual sport, live; cricket broadcasts keep the streamed games only", async () => {
  const calls: string[] = [];
  const w = world(fakeLine(calls));
  const { unmount } = w.view(<SportsApp connection={quiet} route={route('section-marble')} />);
  await waitFor(() => expect(shownGames().length).toBe(3));
  expect(calls.some((c) => c.includes(`sportId=${MARBLE_SPORT_ID}`) && c.includes('mode=live'))).toBe(true);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Marble races');
  unmount();

  w.view(<SportsApp connection={quiet} route={route('cricket-broadcasts')} />);
  await waitFor(() => expect(shownGames()).toEqual([13]));
  expect(calls.some((c) => c.includes(`sportId=${CRICKET_SPORT_ID}`))).toBe(true);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Broadcasts');
});

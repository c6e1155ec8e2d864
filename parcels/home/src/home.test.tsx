import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { byRoute, renderParcel, type Reply } from '@site/ui/testing';
import { Home } from './home';
import { homeTexts } from './locales';

function setup(appViewType = 0) {
  return renderParcel(<Home />, { texts: homeTexts, server: () => ({ body: {} }), config: (c) => void (c.global.appViewType = appViewType) }).store;
}

test('anonymous visitors see the registration widget; signed-in players do not', () => {
  const store = setup();
  expect(screen.getByTestId('registration-widget')).toBeTruthy();
  act(() => store.user.setUserId(5));
  expect(screen.queryByTestId('registration-widget')).toBeNull();
  expect(screen.getByTestId('home-welcome').textContent).toBe('Welcome back');
});

test('the right column shows only while the coupon has no bets', () => {
  const store = setup();
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
  act(() => void store.coupon.addBet({ market: { id: '101', coef: 2 } }));
  expect(screen.queryByTestId('home-right-column')).toBeNull();
  act(() => void store.coupon.removeBet('101'));
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
});

test('the Asian view (global.appViewType 1) ignores the bets condition', () => {
  const store = setup(1);
  act(() => void store.coupon.addBet({ market: { id: '101', coef: 2 } }));
  expect(screen.getByTestId('home-right-column')).toBeTruthy();
});

function game(id: number, isLive: boolean) {
  return {
    id,
    sportId: 1,
    champId: 5,
    opponents: [`Home ${id}`, `Away ${id}`],
    startTime: Date.UTC(2026, 10, 25, 18, 0),
    status: isLive ? 'live' : 'prematch',
    isLive,
    period: isLive ? 1 : 0,
    score: [isLive ? 1 : 0, 0],
    markets: [
      { id: id * 10 + 1, typeId: 1, name: '1', coef: 2.1, isBlocked: false },
      { id: id * 10 + 2, typeId: 2, name: 'X', coef: 3.3, isBlocked: false },
      { id: id * 10 + 3, typeId: 3, name: '2', coef: 3.6, isBlocked: false },
    ],
  };
}

const sports = { demo: true, mode: 'live', sports: [{ id: 1, nameEng: 'Football', name: 'Football', gamesCount: 3, champsCount: 1 }] };

function server(casino: Reply) {
  return byRoute({
    'GET /web-api/line/sports': [{ body: sports }],
    'GET /web-api/line/games': [
      (call) => {
        const live = call.url.includes('mode=live');
        return { body: { demo: true, mode: live ? 'live' : 'line', timeFilter: live ? 0 : 6, champs: [{ id: 5, sportId: 1, name: 'Demo League', demo: true, games: live ? [game(1, true)] : [game(2, false), game(3, false)] }] } };
      },
    ],
    'GET /web-api/content/promotion': [{ body: { items: [{ slug: 'welcome', title: 'Welcome bonus', description: '100% on the first deposit', updatedAt: 1 }] } }],
    'GET /web-api/casino/games': [casino],
  });
}

const casinoGames: Reply = {
  body: { total: 1, games: [{ id: 7, name: 'Book of Sun', route: '/slots/game/7/book-of-sun', image: '/casino/images/egypt/book-of-sun.svg' }] },
};

test('live now and the top events with their main odds; a click puts the bet in the coupon and a second takes it out', async () => {
  const { store } = renderParcel(<Home />, { texts: homeTexts, server: server(casinoGames) });
  await waitFor(() => expect(within(screen.getByTestId('home-top')).getAllByTestId('home-event')).toHaveLength(2));
  const live = within(screen.getByTestId('home-live'));
  expect(live.getAllByTestId('home-event').map((e) => e.textContent)).toEqual(['1:0Home 1 — Away 1Demo League12.10X3.3023.60']);
  expect(live.getByRole('link', { name: /Home 1/ }).getAttribute('href')).toBe('/en/live/1/5/1');
  const odd = live.getAllByTestId('home-odd')[0]!;
  fireEvent.click(odd);
  expect(store.coupon.bets.map((b) => [b.market.id, b.market.coef, b.market.isLive])).toEqual([['11', 2.1, true]]);
  expect(odd.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(odd);
  expect(store.coupon.bets).toHaveLength(0);
});

test('a closed price shows a padlock, no price, says it is locked in the page language, and takes no click', async () => {
  const closed = byRoute({
    'GET /web-api/line/sports': [{ body: sports }],
    'GET /web-api/line/games': [
      () => {
        const g = game(1, true);
        g.markets[0] = { ...g.markets[0]!, isBlocked: true };
        return { body: { demo: true, mode: 'live', timeFilter: 0, champs: [{ id: 5, sportId: 1, name: 'Demo League', demo: true, games: [g] }] } };
      },
    ],
    'GET /web-api/content/promotion': [{ body: { items: [] } }],
    'GET /web-api/casino/games': [casinoGames],
  });
  const { store } = renderParcel(<Home />, { texts: homeTexts, server: closed, lang: 'ru' });
  const odd = (await within(await screen.findByTestId('home-live')).findAllByTestId('home-odd'))[0]!;
  expect(odd.textContent).toBe('1');
  expect(odd.querySelector('.site-lock')?.getAttribute('aria-label')).toBe('Закрыто');
  fireEvent.click(odd);
  expect(store.coupon.bets).toHaveLength(0);
});

test('a promotions strip to each promotion, and casino games to their pages', async () => {
  renderParcel(<Home />, { texts: homeTexts, server: server(casinoGames) });
  await waitFor(() => expect(screen.getAllByTestId('home-casino-game')).toHaveLength(1));
  expect(screen.getAllByTestId('home-promotion').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Welcome bonus100% on the first deposit', '/en/promotions/welcome']]);
  expect(screen.getByTestId('home-casino-game').getAttribute('href')).toBe('/en/slots/game/7/book-of-sun');
});

test('a block that fails says so; the others still show', async () => {
  renderParcel(<Home />, { texts: homeTexts, server: server({ status: 500, body: { errors: [{ status: '500', code: 'server.internal', detail: 'down' }] } }) });
  await waitFor(() => expect(within(screen.getByTestId('home-casino')).getByRole('alert').textContent).toMatch(/\S/));
  await waitFor(() => expect(screen.getAllByTestId('home-event')).toHaveLength(3));
});

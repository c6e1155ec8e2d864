import { act, fireEvent, screen } from '@testing-library/react';
import { byRoute, renderParcel, type Reply, settle } from '@site/ui/testing';
import { contentLang } from './content-pages';
import { promotionsTexts } from './locales';
import { PromotionsApp, type PromotionsRouteProps } from './promotions-app';

const route = (name: string, params: Record<string, string> = {}, lang = 'en'): PromotionsRouteProps => ({ name, params, lang });
const list = (kind: string) => ({
  [`GET /web-api/content/${kind}`]: [
    (call: { url: string }): Reply => ({
      body: {
        items: call.url.includes('lang=ru')
          ? [{ slug: 'first-deposit', title: 'Бонус 100% на первый депозит', description: 'Удвойте депозит', updatedAt: 1 }]
          : [
              { slug: 'first-deposit', title: '100% first deposit bonus', description: 'Double it', updatedAt: 1 },
              { slug: 'express-booster', title: 'Express booster', description: 'Up to 10%', updatedAt: 1 },
            ],
      },
    }),
  ],
});
const item = (kind: string, slug: string, title: string) => ({
  [`GET /web-api/content/${kind}/${slug}`]: [
    {
      body: {
        slug,
        lang: 'en',
        title,
        description: 'The lead',
        body: [
          { type: 'h2', text: 'Terms' },
          { type: 'list', items: ['Wager 5 times'] },
          { type: 'p', text: '<b>not bold</b>' },
          { type: 'link', text: 'Register', href: '/en/registration' },
        ],
        updatedAt: 1,
      },
    },
  ],
});

function show(r: PromotionsRouteProps, routes: Parameters<typeof byRoute>[0], opts: { lang?: string; userId?: number } = {}) {
  const world = renderParcel(<PromotionsApp route={r} />, { texts: promotionsTexts, server: byRoute(routes), ...opts });
  if (opts.lang) act(() => world.store.settings.setLanguage(opts.lang!));
  return { ...world, unmount: () => world.view.unmount() };
}

test('promotions lists the promotions in the page language, each linking to its page', async () => {
  show(route('promotions'), list('promotion'));
  await screen.findAllByTestId('content-card');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Promotions');
  expect(screen.getAllByTestId('content-card').map((c) => c.querySelector('a')!.getAttribute('href'))).toEqual(['/en/promotions/first-deposit', '/en/promotions/express-booster']);
});

test('in Russian the promotions come in Russian', async () => {
  show(route('promotions', {}, 'ru'), list('promotion'), { lang: 'ru' });
  await screen.findAllByTestId('content-card');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Акции');
  expect(screen.getByText('Бонус 100% на первый депозит')).toBeTruthy();
});

test('every content language of the site reads its own content; any other reads English', () => {
  for (const lang of ['en', 'ru', 'uk', 'kk', 'az', 'tr']) expect(contentLang(lang)).toBe(lang);
  expect(contentLang('de')).toBe('en');
});

test('a promotion shows its blocks as text (never HTML) and a way back', async () => {
  show(route('promotion', { promotionId: 'first-deposit' }), item('promotion', 'first-deposit', '100% first deposit bonus'));
  expect((await screen.findByTestId('content-title')).textContent).toBe('100% first deposit bonus');
  expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/en/registration');
  expect(screen.getByTestId('content-back').getAttribute('href')).toBe('/en/promotions');
});

test('a promotion that does not exist says so', async () => {
  show(route('promotion', { promotionId: 'gone' }), {});
  expect((await screen.findByTestId('promotions-not-found')).textContent).toContain('no such page');
});

test('bonus rules link under bonus/, or under specialoffer/ when the route table swapped them (promoBonusToOffer)', async () => {
  const { unmount } = show(route('bonuses', { section: 'rules' }), list('bonus'));
  await screen.findAllByTestId('content-card');
  expect(screen.getAllByTestId('content-card')[0]!.querySelector('a')!.getAttribute('href')).toBe('/en/bonus/rules/first-deposit');
  unmount();
  show(route('bonuses-offers', { section: 'rules' }), list('bonus'));
  await screen.findAllByTestId('content-card');
  expect(screen.getAllByTestId('content-card')[0]!.querySelector('a')!.getAttribute('href')).toBe('/en/specialoffer/rules/first-deposit');
});

test('bonus rule, partner and landing pages read their kind of content', async () => {
  for (const [name, params, kind, slug] of [
    ['bonus', { id: '1' }, 'bonus', '1'],
    ['bonus-offer-partner', { id: '1' }, 'partner', '1'],
    ['landing-page', { landingId: 'welcome' }, 'landing', 'welcome'],
    ['landing-page-headless', { landingId: 'welcome' }, 'landing', 'welcome'],
  ] as const) {
    const { unmount } = show(route(name, params), item(kind, slug, `${kind} page`));
    expect((await screen.findByTestId('content-title')).textContent).toBe(`${kind} page`);
    unmount();
  }
});

const catalogue = (points: number | null) => ({
  games: [
    { route: 'fortuna', cost: 10, prizes: [0, 1, 2, 5, 10] },
    { route: 'dragon-bonus', cost: 50, prizes: [0, 5, 10, 30, 100] },
  ],
  points,
  currency: points === null ? null : 'EUR',
});

test('games lists every bonus game with its cost; a visitor is asked to sign in, a player sees the points', async () => {
  const { unmount } = show(route('games'), { 'GET /web-api/bonus-games': [{ body: catalogue(null) }] });
  await screen.findAllByTestId('bonus-game-card');
  expect(screen.getByTestId('points-sign-in')).toBeTruthy();
  expect(screen.getAllByTestId('bonus-game-card').map((c) => c.textContent)).toEqual([expect.stringContaining('10 points a round'), expect.stringContaining('50 points a round')]);
  expect(screen.getAllByTestId('bonus-game-play-link')[1]!.getAttribute('href')).toBe('/en/games/dragon-bonus');
  unmount();
  show(route('points'), { 'GET /web-api/bonus-games': [{ body: catalogue(1) }] }, { userId: 7 });
  expect((await screen.findByTestId('points-balance')).textContent).toBe('You have 1 point');
});

test('points in Russian use the Russian plural', async () => {
  show(route('points', {}, 'ru'), { 'GET /web-api/bonus-games': [{ body: catalogue(3) }] }, { lang: 'ru', userId: 7 });
  expect((await screen.findByTestId('points-balance')).textContent).toBe('У вас 3 балла');
});

test('a round: the pick is sent with a key, the prize and the points left show, the accounts reload', async () => {
  const world = show(
    route('games-view', { gameRoute: 'fortuna' }),
    {
      'GET /web-api/bonus-games': [{ body: catalogue(40) }],
      'POST /web-api/bonus-games/fortuna/play': [
        { body: { playId: 1, game: 'fortuna', outcome: 3, prize: 5, currency: 'EUR', pointsSpent: 10, points: 30, bonusBalance: 5, duplicate: false } },
      ],
      'GET /web-api/user/accounts': [{ body: { balance: 0, bonus: 5, all_accounts: [{ id: 1, type: 0, iso: 'EUR', money: 0, isActive: true }] } }],
    },
    { userId: 7 },
  );
  expect((await screen.findByTestId('points-balance')).textContent).toBe('You have 40 points');
  expect(screen.getAllByTestId('bonus-game-pick')).toHaveLength(8);
  const before = world.calls.filter((c) => c.path === '/web-api/user/accounts').length;
  fireEvent.click(screen.getAllByTestId('bonus-game-pick')[2]!);
  await screen.findByTestId('bonus-game-result');
  const sent = world.calls.find((c) => c.method === 'POST')!;
  expect(sent.body).toEqual({ idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/), choice: 2 });
  expect(screen.getByTestId('bonus-game-result').textContent).toContain('You won');
  expect(screen.getByTestId('bonus-game-result').textContent).toContain('5.00');
  expect(screen.getByTestId('points-balance').textContent).toBe('You have 30 points');
  await settle();
  expect(world.calls.filter((c) => c.path === '/web-api/user/accounts').length).toBeGreaterThan(before);
});

test('a refused round shows the reason; trying the same pick again sends the same key', async () => {
  const world = show(
    route('games-view', { gameRoute: 'dragon-bonus' }),
    {
      'GET /web-api/bonus-games': [{ body: catalogue(20) }],
      'POST /web-api/bonus-games/dragon-bonus/play': [
        { status: 422, body: { errors: [{ status: '422', code: 'bonus_games.not_enough_points', detail: 'x', meta: { points: 20, cost: 50 } }] } },
      ],
    },
    { userId: 7 },
  );
  await screen.findAllByTestId('bonus-game-pick');
  fireEvent.click(screen.getAllByTestId('bonus-game-pick')[0]!);
  expect((await screen.findByTestId('bonus-game-error')).textContent).toBe('This round costs 50 points; you have 20.');
  await act(async () => void fireEvent.click(screen.getAllByTestId('bonus-game-pick')[0]!));
  await settle();
  const keys = world.calls.filter((c) => c.method === 'POST').map((c) => c.body!.idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('a visitor on a game page sees the game but no picks', async () => {
  show(route('games-view', { gameRoute: 'chest' }), { 'GET /web-api/bonus-games': [{ body: { ...catalogue(null), games: [{ route: 'chest', cost: 10, prizes: [0, 1] }] } }] });
  expect(await screen.findByTestId('points-sign-in')).toBeTruthy();
  expect(screen.queryByTestId('bonus-game-pick')).toBeNull();
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountsView, accountView, byRoute, type Reply, renderInWorld, type Script, testRootStore } from '@site/ui/testing';
import { lottoTexts } from './locales';
import { LottoApp } from './lotto-app';

const draw = (over: Record<string, unknown> = {}) => ({
  id: 7,
  gameId: 536,
  drawAt: Date.UTC(2030, 0, 1, 10, 10),
  status: 'open',
  seedHash: 'ab'.repeat(32),
  seed: null,
  numbers: null,
  ...over,
});
const game = (over: Record<string, unknown> = {}) => ({
  id: 536,
  slug: '5-of-36',
  pick: 5,
  of: 36,
  price: 50,
  currency: 'RUB',
  everyMinutes: 10,
  tiers: [
    { matches: 5, multiplier: 10000 },
    { matches: 2, multiplier: 1 },
  ],
  nextDraw: draw(),
  ...over,
});
const drawn = draw({ id: 6, status: 'drawn', seed: 'cd'.repeat(32), numbers: [3, 9, 14, 22, 35] });
const ticket = (over: Record<string, unknown> = {}) => ({
  id: 41,
  gameId: 536,
  drawId: 7,
  drawAt: Date.UTC(2030, 0, 1, 10, 10),
  numbers: [1, 2, 3, 4, 5],
  amount: 50,
  currency: 'RUB',
  status: 'open',
  matches: null,
  win: null,
  createdAt: Date.UTC(2030, 0, 1, 10, 3),
  ...over,
});
const events = Array.from({ length: 15 }, (_, idx) => ({
  idx,
  gameId: idx + 1,
  home: `Home ${idx + 1}`,
  away: `Away ${idx + 1}`,
  champ: 'Demo League (demo)',
  startTime: Date.UTC(2030, 0, 1, 12, idx),
  result: null,
}));
const totoDraw = (over: Record<string, unknown> = {}) => ({
  id: 3,
  status: 'open',
  closesAt: Date.UTC(2030, 0, 1, 12),
  settledAt: null,
  events,
  pools: [],
  ...over,
});

const route = (name: string, params: Record<string, string> = {}) => ({ name, params, lang: 'en' });
const accounts: Reply = { body: accountsView([accountView({ money: 1000 })]) };

function world(routes: Record<string, Reply[] | Script[]>, opts: { userId?: number; lang?: string } = {}) {
  const w = testRootStore({ server: byRoute({ 'GET /web-api/user/accounts': [accounts], ...routes }), ...opts });
  return {
    ...w,
    view: (ui: React.ReactNode) => renderInWorld(w, ui, { texts: lottoTexts }).view,
  };
}

test('catalogue: each game with its next draw, price and a link to play it', async () => {
  const w = world({ 'GET /web-api/lotto/games': [{ body: { demo: true, games: [game(), game({ id: 645, slug: '6-of-45', pick: 6, of: 45, price: 100 }), { id: 'bad' }] } }] });
  w.view(<LottoApp route={route('lotto')} />);
  const games = await screen.findAllByTestId('lotto-game');
  expect(games.map((g) => g.getAttribute('data-game'))).toEqual(['536', '645']);
  expect(within(games[0]!).getByRole('heading').textContent).toBe('5 of 36');
  expect(within(games[0]!).getByText(/Ticket price/).textContent).toContain('50');
  expect(within(games[1]!).getByTestId('lotto-play').getAttribute('href')).toBe('/en/lotto/view/6-of-45');
  expect(screen.getByTestId('lotto-demo')).toBeTruthy();
});

test('game: picking numbers and buying a ticket sends them with a key, then shows it bought and reloads the balance', async () => {
  const w = world(
    {
      'GET /web-api/lotto/games/5-of-36': [{ body: { demo: true, game: game(), results: [drawn] } }],
      'POST /web-api/lotto/tickets': [{ body: { demo: true, ticket: ticket(), balance: 950 } }],
    },
    { userId: 5 },
  );
  w.view(<LottoApp route={route('lotto', { sectionName: 'view', lottoId: '5-of-36' })} />);
  await screen.findByTestId('lotto-ticket-form');
  expect(screen.getByTestId('lotto-seed-hash').textContent).toContain('ab'.repeat(32));
  expect(screen.getByTestId('lotto-result-numbers').textContent).toBe('3 9 14 22 35');
  const buy = screen.getByTestId('lotto-buy') as HTMLButtonElement;
  expect(buy.disabled).toBe(true);
  for (const n of [5, 1, 2, 3, 4, 6]) fireEvent.click(screen.getByTestId(`lotto-number-${n}`));
  // a sixth number is not taken: 5 of 36
  expect(screen.getByTestId('lotto-picked').textContent).toBe('Picked 5 of 5');
  expect(screen.getByTestId('lotto-number-6').getAttribute('aria-pressed')).toBe('false');
  expect(buy.disabled).toBe(false);
  fireEvent.click(buy);
  expect((await screen.findByTestId('lotto-bought')).textContent).toBe('Ticket 41 is in the draw.');
  const post = w.calls.find((c) => c.method === 'POST');
  expect(post?.body).toMatchObject({ gameId: 536, numbers: [1, 2, 3, 4, 5] });
  expect(typeof post?.body?.idempotencyKey).toBe('string');
  await waitFor(() => expect(w.calls.filter((c) => c.path === '/web-api/user/accounts').length).toBeGreaterThan(0));
});

test('game: a refused purchase shows the server message; a guest is asked to sign in', async () => {
  const w = world(
    {
      'GET /web-api/lotto/games/536': [{ body: { demo: true, game: game(), results: [] } }],
      'POST /web-api/lotto/tickets': [{ status: 422, body: { errors: [{ status: '422', code: 'limit.wagering', detail: 'over the limit', meta: { remaining: 20, currency: 'RUB' } }] } }],
    },
    { userId: 5 },
  );
  w.view(<LottoApp route={route('lotto', { sectionName: 'view', lottoId: '536' })} />);
  fireEvent.click(await screen.findByTestId('lotto-quick-pick'));
  expect(screen.getByTestId('lotto-picked').textContent).toBe('Picked 5 of 5');
  fireEvent.click(screen.getByTestId('lotto-buy'));
  expect((await screen.findByTestId('lotto-buy-error')).textContent).toContain('₽20.00');

  const guest = world({ 'GET /web-api/lotto/games/536': [{ body: { demo: true, game: game(), results: [] } }] });
  guest.view(<LottoApp route={route('lotto', { sectionName: 'view', lottoId: '536' })} />);
  expect(await screen.findByTestId('lotto-login')).toBeTruthy();
});

test('results and tickets pages, in Russian', async () => {
  const w = world(
    {
      'GET /web-api/lotto/games/536': [{ body: { demo: true, game: game(), results: [drawn] } }],
      'GET /web-api/lotto/tickets': [{ body: { demo: true, tickets: [ticket({ status: 'won', matches: 2, win: 50 }), ticket({ id: 40, status: 'lost', matches: 0, win: 0 })] } }],
    },
    { userId: 5, lang: 'ru' },
  );
  const { unmount } = w.view(<LottoApp route={{ name: 'lotto', params: { sectionName: 'results', lottoId: '536' }, lang: 'ru' }} />);
  expect((await screen.findByTestId('lotto-results-game')).querySelector('h2')?.textContent).toBe('5 из 36');
  expect(screen.getByTestId('lotto-result').textContent).toContain('cd'.repeat(32));
  unmount();
  w.view(<LottoApp route={{ name: 'lotto', params: { sectionName: 'tickets' }, lang: 'ru' }} />);
  const rows = await screen.findAllByTestId('lotto-ticket');
  expect(rows.map((r) => within(r).getByTestId('lotto-ticket-status').textContent)).toEqual(['Выигрыш', 'Без выигрыша']);
});

test('a game page in Russian: the prize multipliers in the player\'s number format', async () => {
  const w = world({ 'GET /web-api/lotto/games/536': [{ body: { demo: true, game: game(), results: [] } }] }, { lang: 'ru' });
  w.view(<LottoApp route={{ name: 'lotto', params: { sectionName: 'view', lottoId: '536' }, lang: 'ru' }} />);
  await screen.findByTestId('lotto-ticket-form');
  // 10000 in Russian groups its thousands with a (narrow) no-break space
  expect(screen.getByText(/Угадано 5/).textContent).toMatch(/^Угадано 5: 10\s000 × цена билета$/u);
});

test('an unknown lotto page says so', async () => {
  world({}).view(<LottoApp route={route('lotto', { sectionName: 'nowhere' })} />);
  expect(await screen.findByTestId('lotto-not-found')).toBeTruthy();
});

test('toto: picks per event give the combinations and price; buying sends the picks in 1X2 order', async () => {
  const w = world(
    {
      'GET /web-api/toto/current': [{ body: { demo: true, draw: totoDraw() } }],
      'POST /web-api/toto/tickets': [{ body: { demo: true, ticket: { id: 9, drawId: 3, picks: [], combinations: 4, amount: 40, currency: 'RUB', status: 'open', correct: null, win: null, createdAt: 1 }, balance: 960 } }],
    },
    { userId: 5 },
  );
  w.view(<LottoApp route={route('toto', { section: 'main' })} />);
  expect(await screen.findAllByTestId('toto-event')).toHaveLength(15);
  expect(screen.getByTestId('toto-pick-all')).toBeTruthy();
  expect((screen.getByTestId('toto-buy') as HTMLButtonElement).disabled).toBe(true);
  for (let i = 0; i < 15; i++) fireEvent.click(screen.getByTestId(`toto-pick-${i}-1`));
  fireEvent.click(screen.getByTestId('toto-pick-0-2'));
  fireEvent.click(screen.getByTestId('toto-pick-0-X'));
  fireEvent.click(screen.getByTestId('toto-pick-1-2'));
  expect(screen.getByTestId('toto-combinations').textContent).toBe('6');
  expect(screen.getByTestId('toto-price').textContent).toContain('60');
  fireEvent.click(screen.getByTestId('toto-buy'));
  expect((await screen.findByTestId('toto-bought')).textContent).toBe('Toto ticket 9 is in draw 3.');
  const post = w.calls.find((c) => c.method === 'POST');
  expect(post?.body?.picks).toEqual(['1X2', '12', ...Array.from({ length: 13 }, () => '1')]);
  expect(post?.body?.drawId).toBe(3);
});

test('toto: no open draw; nominees; past draws with results and tiers; my tickets', async () => {
  const settled = totoDraw({
    status: 'settled',
    events: events.map((e) => ({ ...e, result: e.idx === 0 ? 'void' : '1' })),
    pools: [{ currency: 'RUB', stakes: 180, pool: 153, jackpot: 0, tiers: [{ correct: 15, winners: 2, perCombination: 30.6 }] }],
  });
  const w = world(
    {
      'GET /web-api/toto/current': [{ body: { demo: true, draw: totoDraw() } }],
      'GET /web-api/toto/draws': [{ body: { demo: true, draws: [settled] } }],
      'GET /web-api/toto/tickets': [{ body: { demo: true, tickets: [{ id: 9, drawId: 3, picks: ['1'], combinations: 1, amount: 10, currency: 'RUB', status: 'won', correct: 15, win: 30.6, createdAt: 1 }] } }],
    },
    { userId: 5 },
  );
  const none = world({ 'GET /web-api/toto/current': [{ body: { demo: true, draw: null } }] }).view(<LottoApp route={route('toto')} />);
  expect(await screen.findByTestId('toto-no-draw')).toBeTruthy();
  none.unmount();
  const nominees = w.view(<LottoApp route={route('toto-subpage', { section: 'main', subpage: 'nonimees' })} />);
  expect(await screen.findAllByTestId('toto-event')).toHaveLength(15);
  expect(screen.queryByTestId('toto-buy')).toBeNull();
  nominees.unmount();
  const draws = w.view(<LottoApp route={route('toto-subpage', { section: 'main', subpage: 'draws' })} />);
  const past = await screen.findByTestId('toto-past-draw');
  expect(within(past).getAllByTestId('toto-event-result').map((e) => e.textContent).slice(0, 2)).toEqual(['void', '1']);
  expect(within(past).getByTestId('toto-tier').textContent).toMatch(/15 correct: 2 winning combinations, each .*30\.60/);
  draws.unmount();
  w.view(<LottoApp route={route('toto-subpage', { section: 'main', subpage: 'coupons' })} />);
  const mine = await screen.findByTestId('toto-ticket');
  expect(within(mine).getByTestId('toto-ticket-status').textContent).toBe('Won');
  expect(within(mine).getByTestId('toto-ticket-win').textContent).toContain('30.60');
});

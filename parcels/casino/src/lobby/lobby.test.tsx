import '../jsdom-web-crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginRequested } from '@site/bus';
import { configEntriesForFlags } from '@site/routes';
import { byRoute, type Call } from '@site/ui/testing';
import { casinoGame, gamesPage, renderCasino, route } from '../test-world';

const query = (c: Call) => Object.fromEntries(new URL(c.url, 'http://site.test').searchParams);

test('a section shows the skeleton of spec 1 while it loads, then its games with lazy, fixed-size pictures from no other host', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  const { calls } = renderCasino(route('casino-section', { section: 'slots', subcategory: 'new' }), {
    server: byRoute({ 'GET /web-api/casino/games': [async () => (await held, { body: { games: gamesPage(0, 3), total: 3 } })] }),
  });
  const skeleton = await screen.findByTestId('section-skeleton');
  expect(skeleton.querySelectorAll('[data-testid="section-skeleton-back"]')).toHaveLength(1);
  expect(skeleton.querySelectorAll('[data-testid="section-skeleton-search"]')).toHaveLength(1);
  expect(skeleton.querySelectorAll('[data-testid="section-skeleton-tile"]')).toHaveLength(16);
  expect(skeleton.querySelectorAll('[data-testid="section-skeleton-other-game"]')).toHaveLength(2);
  await act(async () => release());
  expect(await screen.findAllByTestId('casino-tile')).toHaveLength(3);
  expect(query(calls.find((c) => c.path === '/web-api/casino/games')!)).toMatchObject({
    section: 'slots',
    category: 'new',
    page: '1',
    sort: 'popularity',
  });
  const images = [...document.querySelectorAll('[data-testid="casino-tile"] img')];
  expect(images).toHaveLength(3);
  for (const img of images) {
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('128');
    expect(img.getAttribute('height')).toBe('96');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  }
  expect(screen.getAllByTestId('casino-tile-link')[0]!.getAttribute('href')).toBe('/en/slots/game/1/book-of-sun-1');
  expect(screen.queryByTestId('section-skeleton')).toBeNull();
});

test('a section of 1,500 games renders only the rows near the screen, and reads the next page only as the grid nears it', async () => {
  const { calls } = renderCasino(route('casino-section', { section: 'slots' }), {
    server: (c) => {
      if (c.path !== '/web-api/casino/games') return undefined;
      const q = query(c);
      const page = Number(q.page);
      const limit = Number(q.limit);
      return { body: { games: gamesPage((page - 1) * limit, limit), total: 1500 } };
    },
  });
  await screen.findAllByTestId('casino-tile');
  expect(screen.getByTestId('casino-grid').getAttribute('data-count')).toBe('1500');
  const rendered = screen.getAllByTestId('casino-tile').length + screen.queryAllByTestId('casino-tile-empty').length;
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(200);
  // the first screen is in the first page: no other page asked for
  expect(calls.filter((c) => c.path === '/web-api/casino/games').map((c) => query(c).page)).toEqual(['1']);
  // scrolled down to games 230-260: the second page is read, and its tiles show
  Object.defineProperty(window, 'scrollY', { value: 9000, configurable: true });
  await act(async () => void window.dispatchEvent(new Event('scroll')));
  await waitFor(() => expect(calls.filter((c) => c.path === '/web-api/casino/games').map((c) => query(c).page)).toEqual(['1', '2']));
  await waitFor(() => expect(screen.getAllByTestId('casino-tile').some((t) => Number(t.getAttribute('data-game-id')) > 200)).toBe(true));
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test('a provider page filters by the provider; the providers page lists them with their counts', async () => {
  const providers = {
    'GET /web-api/casino/providers': [{ body: { providers: [{ id: 'demo-studio', name: 'Demo Studio', gamesCount: 61 }] } }],
  };
  const a = renderCasino(route('provider', { provider: 'demo-studio' }), {
    server: byRoute({ ...providers, 'GET /web-api/casino/games': [{ body: { games: gamesPage(0, 1), total: 1 } }] }),
  });
  await screen.findByTestId('casino-tile');
  expect(query(a.calls.find((c) => c.path === '/web-api/casino/games')!)).toMatchObject({ provider: 'demo-studio' });
  expect(await screen.findByText('Games by Demo Studio')).toBeTruthy();
  a.view.unmount();
  renderCasino(route('providers'), { server: byRoute(providers) });
  const link = await screen.findByTestId('casino-provider');
  expect(link.getAttribute('href')).toBe('/en/providers/demo-studio');
  expect(link.textContent).toContain('61 games');
});

test("an empty section says so; a failed catalogue shows the message in the player's language", async () => {
  renderCasino(route('bingo'), { server: byRoute({ 'GET /web-api/casino/games': [{ body: { games: [], total: 0 } }] }) });
  expect(await screen.findByTestId('casino-empty')).toBeTruthy();
  renderCasino(route('poker'), { lang: 'ru', server: () => ({ status: 503, body: { errors: [{ status: '503', code: 'x' }] } }) });
  expect((await screen.findByTestId('casino-error')).textContent).not.toBe('');
});

test('favourites: guests see the sign-in prompt that opens the login; a player sees theirs and stars a game', async () => {
  const guest = renderCasino(route('my-casino-favorites'));
  const seen: unknown[] = [];
  guest.bus.stream(LoginRequested).subscribe((e) => seen.push(e));
  fireEvent.click(await screen.findByTestId('casino-sign-in-button'));
  expect(seen).toHaveLength(1);
  expect(guest.calls.filter((c) => c.path.startsWith('/web-api/casino'))).toEqual([]);
  guest.view.unmount();

  const player = renderCasino(route('my-casino-favorites'), {
    userId: 5,
    server: byRoute({
      'GET /web-api/casino/favorites': [{ body: { games: [casinoGame(3, { isFavorite: true })], total: 1 } }],
      'DELETE /web-api/casino/favorites/3': [{ body: { ids: [] } }],
      'GET /web-api/user/accounts': [{ body: {} }],
    }),
  });
  const star = await screen.findByTestId('casino-favorite');
  expect(star.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(star);
  await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
  expect(player.calls.some((c) => c.method === 'DELETE' && c.path === '/web-api/casino/favorites/3')).toBe(true);
});

test('tournaments (demo, labelled so) and a tournament page with its leaderboard and games', async () => {
  const a = renderCasino(route('bonus-casino-tournaments'));
  const items = await screen.findAllByTestId('casino-tournament');
  expect(items.length).toBeGreaterThan(0);
  expect(screen.getByText(/Demo tournaments/)).toBeTruthy();
  const href = items[0]!.querySelector('a')!.getAttribute('href')!;
  a.view.unmount();
  renderCasino(route('bonus-casino-tournament', { id: href.split('/').pop()! }), {
    server: byRoute({ 'GET /web-api/casino/games': [{ body: { games: gamesPage(0, 2), total: 2 } }] }),
  });
  expect(await screen.findByTestId('casino-leaderboard')).toBeTruthy();
  expect(await screen.findAllByTestId('casino-tile')).toHaveLength(2);
});

test('the thank-you page leads back to its section, in Russian too', async () => {
  renderCasino(route('casino-thankyou', { section: 'keno' }, '/ru/keno/thankyou', 'ru'), { lang: 'ru' });
  const back = await screen.findByTestId('casino-thankyou-back');
  expect(back.getAttribute('href')).toBe('/ru/keno');
  expect(back.textContent).toBe('Вернуться в раздел «Кено»');
});

test("a section's 'other games' block: two games of other sections from the games-preview call", async () => {
  const item = (id: number, section: string) => ({
    RI: id,
    TR: '',
    GT: 'slot',
    GN: `Game ${id}`,
    R: `/${section}/game/${id}/game-${id}`,
    OR: 1,
    CRID: 'x',
    GF: 0,
  });
  const { calls } = renderCasino(route('casino-section', { section: 'slots' }), {
    server: byRoute({
      'GET /web-api/casino/games': [{ body: { games: gamesPage(0, 1), total: 1 } }],
      'GET /web-api/casino/games-preview': [
        { body: { Success: true, Value: { popular: [item(1, 'slots'), item(2, 'keno'), item(3, 'casino'), item(4, 'keno')] } } },
      ],
    }),
  });
  const other = await screen.findAllByTestId('casino-other-game');
  expect(other.map((a) => a.getAttribute('href'))).toEqual(['/en/keno/game/2/game-2', '/en/casino/game/3/game-3']);
  expect(query(calls.find((c) => c.path === '/web-api/casino/games-preview')!)).toEqual({ lng: 'en' });
});

test('the casino navigation lists a feature-gated section (fast-games, crash-games) only when the site config turns it on', async () => {
  renderCasino(route('providers'), {
    config: (c) => {
      for (const e of configEntriesForFlags({ features: ['fast-games'] }))
        (c as unknown as Record<string, Record<string, unknown>>)[e.group]![e.key] = e.value;
    },
    server: byRoute({ 'GET /web-api/casino/providers': [{ body: { providers: [] } }] }),
  });
  await screen.findByTestId('casino-nav');
  expect(screen.queryByTestId('casino-section-fast-games')).not.toBeNull();
  expect(screen.queryByTestId('casino-section-crash-games')).toBeNull();
  expect(screen.queryByTestId('casino-section-slots')).not.toBeNull();
});

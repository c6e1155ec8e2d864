// The casino catalogue over HTTP: the seeded games in every section, filters, search, paging,
// order, providers, the games-preview call, and favourites that only their player sees.
import { CASINO_SECTIONS, type CasinoGame } from '@site/api/contracts';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { registerPlayer } from './players';

describe.each(testDialects())('casino catalogue on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  test('every game\'s tile image answers a picture (SVG) with its name as text; a bad path answers 400', async () => {
    const games = (await get('/web-api/casino/games?limit=3')).json().games as CasinoGame[];
    for (const g of games) {
      const res = await get(g.image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toContain('demo');
    }
    expect((await get('/casino/images/neon/%3Cscript%3E.svg')).statusCode).toBe(400);
  });

  test('at least 1,500 games from at least 25 providers, in every casino section', async () => {
    const all = (await get('/web-api/casino/games?limit=1')).json();
    expect(all.total).toBeGreaterThanOrEqual(1500);
    const providers = (await get('/web-api/casino/providers')).json().providers;
    expect(providers.length).toBeGreaterThanOrEqual(25);
    expect(providers.every((p: { gamesCount: number }) => p.gamesCount > 0)).toBe(true);
    for (const section of CASINO_SECTIONS) {
      const res = (await get(`/web-api/casino/games?section=${section}&limit=5`)).json();
      expect(res.total).toBeGreaterThan(0);
      expect(res.games.every((g: CasinoGame) => g.section === section)).toBe(true);
    }
  });

  test('a game has its route, provider, section, categories, engine and stake bounds', async () => {
    const g: CasinoGame = (await get('/web-api/casino/games?section=slots&limit=1')).json().games[0];
    expect(g).toMatchObject({ section: 'slots', engine: 'slot', isFavorite: false });
    expect(g.route).toBe(`/slots/game/${g.id}/${g.route.split('/').pop()}`);
    expect(g.minStake).toBeGreaterThan(0);
    expect(g.maxStake).toBeGreaterThan(g.minStake);
    const one = (await get(`/web-api/casino/games/${g.id}`)).json();
    expect(one.game).toEqual(g);
    expect(one.rules.engine).toBe('slot');
    expect(one.rules.slot.paytable.length).toBeGreaterThan(1);
    const crash: CasinoGame = (await get('/web-api/casino/games?section=crash-games&limit=1')).json().games[0];
    expect(crash.route.startsWith('/casino/game/')).toBe(true);
    expect((await get('/web-api/casino/games/999999')).statusCode).toBe(404);
    expect((await get('/web-api/casino/games/999999')).json().errors[0].code).toBe('casino.game_not_found');
  });

  test('filters combine: section, category, provider', async () => {
    const provider = (await get('/web-api/casino/providers')).json().providers[0].id;
    const res = (await get(`/web-api/casino/games?section=slots&category=popular&provider=${provider}&limit=200`)).json();
    expect(res.games.length).toBe(res.total);
    for (const g of res.games) expect(g).toMatchObject({ section: 'slots', provider });
    expect(res.games.every((g: CasinoGame) => g.categories.includes('popular'))).toBe(true);
    const bad = await get('/web-api/casino/games?section=nowhere');
    expect(bad.statusCode).toBe(400);
  });

  test('pages do not overlap and cover the whole list; popularity order by default, name on request', async () => {
    const p1 = (await get('/web-api/casino/games?section=keno&limit=20&page=1')).json();
    const p2 = (await get('/web-api/casino/games?section=keno&limit=20&page=2')).json();
    const ids1 = p1.games.map((g: CasinoGame) => g.id);
    expect(ids1).toHaveLength(20);
    expect(p2.games.some((g: CasinoGame) => ids1.includes(g.id))).toBe(false);
    const pops = [...p1.games, ...p2.games].map((g: CasinoGame) => g.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const byName = (await get('/web-api/casino/games?section=keno&limit=50&sort=name')).json().games.map((g: CasinoGame) => g.name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const beyond = (await get(`/web-api/casino/games?section=keno&limit=50&page=${Math.ceil(p1.total / 50) + 1}`)).json();
    expect(beyond).toEqual({ games: [], total: p1.total });
  });

  test('search finds names and providers, case-insensitively; wildcards are plain text', async () => {
    const some: CasinoGame = (await get('/web-api/casino/games?section=slots&limit=1&page=3')).json().games[0];
    const word = some.name.split(' ')[0]!.toUpperCase();
    const res = (await get(`/web-api/casino/games?q=${encodeURIComponent(word)}&limit=200`)).json();
    expect(res.games.map((g: CasinoGame) => g.id)).toContain(some.id);
    expect(res.games.every((g: CasinoGame) => `${g.name} ${g.providerName}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const provider = (await get(`/web-api/casino/games?q=${encodeURIComponent(some.providerName)}&limit=1`)).json();
    expect(provider.total).toBeGreaterThan(0);
    expect((await get('/web-api/casino/games?q=%25%25')).json().total).toBe(0);
    expect((await get('/web-api/casino/games?q=zzzzqqq')).json()).toEqual({ games: [], total: 0 });
  });

  test('games-preview answers {Success, Value} by category with the short fields of spec 2', async () => {
    const res = await get('/web-api/casino/games-preview?whence=1&groupId=0&ref=1&lng=en&fcountry=1&includeCategories=false');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Success).toBe(true);
    expect(Object.keys(body.Value)).toEqual(expect.arrayContaining(['popular', 'new']));
    const item = body.Value.popular[0];
    expect(Object.keys(item).sort()).toEqual(['CRID', 'GF', 'GN', 'GT', 'OR', 'R', 'RI', 'TR']);
    expect(item.OR).toBe(1);
    const all = (await get('/web-api/casino/games-preview?includeCategories=true')).json();
    expect(Object.keys(all.Value).length).toBeGreaterThan(Object.keys(body.Value).length);
  });

  test('favourites: signed in only, per player, never visible to another', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const fav = (p: { cookie: string }, method: 'POST' | 'DELETE', id: number) =>
      t.app.inject({ method, url: `/web-api/casino/favorites/${id}`, headers: { cookie: p.cookie } });
    expect((await t.app.inject({ method: 'POST', url: '/web-api/casino/favorites/1' })).statusCode).toBe(401);
    expect((await get('/web-api/casino/favorites')).statusCode).toBe(401);
    expect((await fav(a, 'POST', 5)).json()).toEqual({ ids: [5] });
    expect((await fav(a, 'POST', 3)).json()).toEqual({ ids: [3, 5] });
    expect((await fav(a, 'POST', 3)).json()).toEqual({ ids: [3, 5] });
    expect((await fav(a, 'POST', 999999)).statusCode).toBe(404);
    const mine = (await get('/web-api/casino/favorites', a.cookie)).json();
    expect(mine.total).toBe(2);
    expect(mine.games.map((g: CasinoGame) => g.id).sort()).toEqual([3, 5]);
    expect(mine.games.every((g: CasinoGame) => g.isFavorite)).toBe(true);
    expect((await get('/web-api/casino/favorites', b.cookie)).json()).toEqual({ games: [], total: 0 });
    expect((await get('/web-api/casino/games/5', b.cookie)).json().game.isFavorite).toBe(false);
    expect((await get('/web-api/casino/games/5', a.cookie)).json().game.isFavorite).toBe(true);
    expect((await fav(b, 'DELETE', 5)).json()).toEqual({ ids: [] });
    expect((await fav(a, 'DELETE', 5)).json()).toEqual({ ids: [3] });
  });
});

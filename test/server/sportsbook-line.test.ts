import { createSimulatorFeed, type FeedEvent } from '../../server/feed/index';
import { CONTENT_LANGS } from '@site/api/contracts';
import { bet, feedSportName, fixtureName, fundedPlayer, place } from './sportsbook-fixture';
import { buildTestApp, catalogueTestApp, type TestApp, testDialects } from './helper';

describe.each(testDialects())('catalogue in the database and the line API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('sports with counts, per mode, localised, labelled demo', async () => {
    const line = await get('/web-api/line/sports?mode=line&lang=ru');
    expect(line.statusCode).toBe(200);
    expect(line.json()).toEqual({ demo: true, mode: 'line', sports: [{ id: 1, nameEng: 'Football', name: 'Футбол', gamesCount: 6, champsCount: 2 }] });
    const live = await get('/web-api/line/sports?mode=live&lang=en');
    expect(live.json().sports).toEqual([{ id: 1, nameEng: 'Football', name: 'Football', gamesCount: 1, champsCount: 1 }]);
  });

  test('every page language of the site reads the names in its own language; another is refused', async () => {
    for (const lang of CONTENT_LANGS) {
      const res = await get(`/web-api/line/sports?mode=line&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().sports[0].name).toBe(feedSportName('Football')[lang]);
      const champs = (await get(`/web-api/line/games?mode=line&sportId=1&lang=${lang}`)).json().champs;
      expect(champs[0].name).toBe(fixtureName('Demo League (demo)', 'Демо лига (демо)')[lang]);
      expect(champs[0].games[0].opponents).toEqual([fixtureName('Home 1', 'Хозяева 1')[lang], fixtureName('Away 1', 'Гости 1')[lang]]);
      expect(champs[0].games[0].markets[1].name).toBe(fixtureName('X')[lang]);
      const game = (await get(`/web-api/line/games/1?lang=${lang}`)).json().game;
      expect([game.sportName, game.champName, game.opponents[0]]).toEqual([feedSportName('Football')[lang], champs[0].name, fixtureName('Home 1', 'Хозяева 1')[lang]]);
    }
    expect((await get('/web-api/line/sports?mode=line&lang=tr')).json().sports[0].name).toBe('Futbol');
    expect((await get('/web-api/line/sports?mode=line&lang=de')).statusCode).toBe(400);
  });

  test('games by sport or champ, with the main markets only', async () => {
    const res = await get('/web-api/line/games?mode=line&sportId=1&lang=en');
    expect(res.statusCode).toBe(200);
    const champs = res.json().champs;
    expect(champs.map((c: { id: number }) => c.id)).toEqual([11, 12]);
    const g1 = champs[0].games[0];
    expect(g1).toMatchObject({ id: 1, sportId: 1, champId: 11, opponents: ['Home 1', 'Away 1'], isLive: false, score: [0, 0] });
    expect(g1.markets).toEqual([
      { id: 101, typeId: 1, name: '1', coef: 2, isBlocked: false },
      { id: 102, typeId: 2, name: 'X', coef: 3.5, isBlocked: false },
      { id: 103, typeId: 3, name: '2', coef: 4, isBlocked: false },
    ]);
    // how many open markets each game has in all: the list's "+N markets" link
    expect(g1.marketsCount).toBe(5);
    expect(champs[0].games[1].marketsCount).toBe(3);
    const byChamp = await get('/web-api/line/games?champId=12');
    expect(byChamp.json().champs.map((c: { id: number }) => c.id)).toEqual([12]);
  });

  test("the feed's stream flag reaches the line and live lists and the game page", async () => {
    const live = (await get('/web-api/line/games?mode=live&sportId=1&lang=en')).json().champs.flatMap((c: { games: unknown[] }) => c.games);
    expect(live).toEqual([expect.objectContaining({ id: 3, hasStream: true })]);
    const line = (await get('/web-api/line/games?mode=line&sportId=1&lang=en')).json().champs.flatMap((c: { games: { hasStream: boolean }[] }) => c.games);
    expect(line.length).toBeGreaterThan(0);
    expect(line.every((g: { hasStream: boolean }) => g.hasStream === false)).toBe(true);
    expect((await get('/web-api/line/games/3')).json().game.hasStream).toBe(true);
  });

  test('time filters: 1 upcoming (2 h), 2 first period, 3 second period, 6 recommended', async () => {
    const ids = async (q: string) => (await get(`/web-api/line/games?sportId=1&${q}`)).json().champs.flatMap((c: { games: { id: number }[] }) => c.games.map((g) => g.id));
    expect(await ids('mode=line&timeFilter=0')).toEqual([1, 2, 4, 5, 6, 7]);
    expect(await ids('mode=line&timeFilter=1')).toEqual([1]);
    expect(await ids('mode=live&timeFilter=2')).toEqual([3]);
    expect(await ids('mode=live&timeFilter=3')).toEqual([]);
    // game 1 has 5 open markets, the others 3: it comes first
    expect((await ids('mode=line&timeFilter=6'))[0]).toBe(1);
  });

  test('one game with every market; 404 for an unknown game', async () => {
    const res = await get('/web-api/line/games/1?lang=ru');
    expect(res.statusCode).toBe(200);
    expect(res.json().demo).toBe(true);
    expect(res.json().game.markets).toHaveLength(5);
    expect(res.json().game.markets[4]).toMatchObject({ id: 105, kind: 'special', isBannedExpress: true });
    expect(res.json().game.opponents).toEqual(['Хозяева 1', 'Гости 1']);
    expect((await get('/web-api/line/games/424242')).statusCode).toBe(404);
  });

  test('bad queries are 400', async () => {
    for (const url of ['/web-api/line/sports?mode=both', '/web-api/line/games?mode=line', '/web-api/line/games?sportId=1&timeFilter=4', '/web-api/line/games?sportId=x', '/web-api/line/games/abc', '/web-api/line/sports?lang=de']) {
      expect((await get(url)).statusCode).toBe(400);
    }
  });

  test('feed events land in the database: odds, blocks, scores, status', async () => {
    const at = Date.now();
    const events: FeedEvent[] = [
      { type: 'odds', at, marketId: 601, gameId: 6, coef: 2.0 },
      { type: 'odds', at, marketId: 601, gameId: 6, coef: 2.2 },
      { type: 'market-block', at, marketId: 602, gameId: 6, isBlocked: true },
      { type: 'game-status', at, gameId: 6, status: 'live', isLive: true, period: 1 },
      { type: 'score', at, gameId: 6, score: [0, 1], period: 1, clock: 600 },
    ];
    await t.app.catalogue.applyEvents(events);
    const g = (await get('/web-api/line/games/6')).json().game;
    expect(g).toMatchObject({ isLive: true, status: 'live', period: 1, score: [0, 1] });
    expect(g.markets.slice(0, 2).map((m: { coef: number; isBlocked: boolean }) => [m.coef, m.isBlocked])).toEqual([[2.2, false], [3.3, true]]);
  });
});

describe.each(testDialects())('the simulator feed synchronised into the database on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  test('snapshot + batches equal the feed; a restart with the same seed does not duplicate; ended games settle', async () => {
    const now = Date.UTC(2030, 0, 1);
    const options = { seed: 7, now, scale: 0.05, liveShare: 0.5, oddsUpdatesPerSecond: 5 };
    const feed = createSimulatorFeed(options);
    const sync = t.app.feedSync;
    await sync.attach(feed, { timer: false });
    const count = async () => Number((await t.app.db.selectFrom('sb_markets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const markets = await count();
    expect(markets).toBe(feed.snapshot().markets.length);

    // a bet on a live game, to be settled when it ends
    // the live game nearest its end
    const liveGame = feed.snapshot().games.filter((g) => g.isLive).sort((a, b) => b.clock - a.clock)[0]!;
    const m = feed.snapshot().markets.find((x) => x.gameId === liveGame.id && !x.isBlocked)!;
    const p = await fundedPlayer(t.app, 1000);
    const res = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(m.id, m.coef)] });
    expect(res.statusCode).toBe(200);

    let ended = false;
    for (let i = 0; i < 400 && !ended; i++) {
      const events = feed.tick(30_000);
      ended = events.some((e) => e.type === 'game-end' && e.gameId === liveGame.id);
      if (i % 10 === 0 || ended) await sync.flush();
    }
    await sync.flush();
    expect(ended).toBe(true);

    const snap = feed.snapshot();
    const rows = await t.app.db.selectFrom('sb_markets').select(['id', 'coef_milli', 'is_blocked']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const x of snap.markets) {
      expect(byId.get(x.id)?.coef_milli).toBe(Math.round(x.coef * 1000));
      expect(byId.get(x.id)?.is_blocked).toBe(x.isBlocked ? 1 : 0);
    }
    const games = await t.app.db.selectFrom('sb_games').selectAll().execute();
    const gameById = new Map(games.map((g) => [g.id, g]));
    for (const g of snap.games) expect([gameById.get(g.id)?.status, gameById.get(g.id)?.score_home, gameById.get(g.id)?.score_away]).toEqual([g.status, g.score[0], g.score[1]]);

    const coupon = await t.app.db.selectFrom('sb_coupons').select(['status']).where('id', '=', res.json().couponId).executeTakeFirstOrThrow();
    expect(coupon.status).not.toBe('open');

    // restart with the same seed: the same rows, updated in place (the rolling line added games
    // and the feed forgot ended ones, so the database holds more than either snapshot)
    const gameCount = async () => Number((await t.app.db.selectFrom('sb_games').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = [await count(), await gameCount()];
    expect(before[0]).toBeGreaterThan(markets);
    await sync.attach(createSimulatorFeed(options), { timer: false });
    expect([await count(), await gameCount()]).toEqual(before);
  }, 30_000);
});

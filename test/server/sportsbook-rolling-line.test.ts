import { PassThrough } from 'node:stream';
import { createSimulatorFeed, type FeedEvent, type FeedEventOf } from '../../server/feed/index';
import { SseClient } from '../../server/plugins/app/sportsbook/sse-client';
import { bet, fundedPlayer, place } from './sportsbook-fixture';
import { buildTestApp, type TestApp, testDialects } from './helper';

const MIN = 60_000;
const added = (events: readonly FeedEvent[]) => events.filter((e): e is FeedEventOf<'game-added'> => e.type === 'game-added');

describe.each(testDialects())('games the rolling line adds after start, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });
  const count = async (table: 'sb_games' | 'sb_markets') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  test('are written by the batch writer, listed by GET /web-api/line/games and can be bet on; the stream leaves them out', async () => {
    // Feed time starts at the real clock, so the line API's "upcoming" reads the added game as such.
    const feed = createSimulatorFeed({ seed: 5, now: Date.now(), scale: 0.05, oddsUpdatesPerSecond: 0 });
    const sync = t.app.feedSync;
    await sync.attach(feed, { timer: false });
    const initialGames = feed.snapshot().games.length;
    const highestId = Math.max(...feed.snapshot().games.map((g) => g.id));

    const streamed = new PassThrough();
    const client = new SseClient(streamed);
    const off = t.app.livePublisher.subscribe((events) => client.send(events));
    const published: FeedEvent[] = [];
    const offPublished = t.app.livePublisher.subscribe((events) => published.push(...events));

    // Tick exactly to the next kick-off: its replacement starts at least 5 minutes later, so it
    // is still upcoming whatever the wall clock was when the feed started.
    const nextKickOff = Math.min(...feed.snapshot().games.filter((g) => g.status === 'scheduled').map((g) => g.startTime));
    const news = added(feed.tick(nextKickOff - feed.time()));
    expect(news.length).toBeGreaterThan(0);
    await sync.flush();
    off();
    offPublished();
    const event = news[0]!;
    expect(event.game.id).toBe(highestId + 1);
    expect(await count('sb_games')).toBe(initialGames + news.length);

    // still upcoming in the feed (a start is at least 5 minutes after it was added)
    const game = feed.snapshot().games.find((g) => g.id === event.game.id)!;
    expect(game.status).toBe('scheduled');
    const res = await t.app.inject({ method: 'GET', url: `/web-api/line/games?mode=line&champId=${game.champId}&lang=en` });
    expect(res.statusCode).toBe(200);
    const listed = res.json().champs.flatMap((c: { games: { id: number; opponents: string[] }[] }) => c.games);
    expect(listed.find((g: { id: number }) => g.id === game.id)).toMatchObject({ id: game.id, opponents: [game.opponents[0].en, game.opponents[1].en] });
    const one = await t.app.inject({ method: 'GET', url: `/web-api/line/games/${game.id}` });
    expect(one.json().game.markets).toHaveLength(event.markets.length);

    const market = feed.snapshot().markets.find((m) => m.gameId === game.id && !m.isBlocked)!;
    const p = await fundedPlayer(t.app, 1000);
    const placed = await place(t.app, p, { typeId: 0, amount: 100, bets: [bet(market.id, market.coef)] });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ coef: market.coef, balance: 900 });

    // published to the instance's listeners, but never written to a stream client
    expect(added(published).length).toBe(news.length);
    const text = String(streamed.read() ?? '');
    expect(text).toContain('event: ');
    expect(text).not.toContain('game-added');
  }, 60_000);

  test('applying the same game-added batch twice writes each game and market once', async () => {
    const feed = createSimulatorFeed({ seed: 6, now: Date.now(), scale: 0.05, oddsUpdatesPerSecond: 0 });
    let news: FeedEventOf<'game-added'>[] = [];
    for (let i = 0; i < 200 && news.length === 0; i++) news = added(feed.tick(30 * MIN));
    expect(news.length).toBeGreaterThan(0);
    const gameIds = news.map((e) => e.gameId);
    const marketIds = news.flatMap((e) => e.markets.map((m) => m.id));
    const rows = async () => [
      Number((await t.app.db.selectFrom('sb_games').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', gameIds).executeTakeFirstOrThrow()).n),
      Number((await t.app.db.selectFrom('sb_markets').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', marketIds).executeTakeFirstOrThrow()).n),
    ];
    await t.app.catalogue.applyEvents(news);
    expect(await rows()).toEqual([gameIds.length, marketIds.length]);
    const total = [await count('sb_games'), await count('sb_markets')];
    await t.app.catalogue.applyEvents(news);
    expect([await count('sb_games'), await count('sb_markets')]).toEqual(total);
    const row = await t.app.db.selectFrom('sb_games').selectAll().where('id', '=', news[0]!.gameId).executeTakeFirstOrThrow();
    expect([row.status, Number(row.start_time), row.champ_id]).toEqual(['scheduled', news[0]!.game.startTime, news[0]!.game.champId]);
  }, 60_000);
});

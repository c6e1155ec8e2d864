// The feed's names in the page's language (issue 16: the site in six languages): the line,
// a game, coupon history and saved coupons answer in uk, kk, az and tr with the feed's own
// words for them, not English.
import { CONTENT_LANGS } from '@site/api/contracts';
import { type Catalogue, createSimulatorFeed } from '../../server/feed/index';
import { buildTestApp, catalogueTestApp, type TestApp, testDialects } from './helper';
import { bet, fixtureName, fundedPlayer, place } from './sportsbook-fixture';

const NEW_LANGS = ['uk', 'kk', 'az', 'tr'] as const;

describe.each(testDialects())("the simulator's line in every language on %s", (dialect) => {
  let t: TestApp;
  let cat: Catalogue;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    cat = createSimulatorFeed({ seed: 11, now: Date.now(), scale: 0.05, liveShare: 0.3, oddsUpdatesPerSecond: 0 }).snapshot();
    await t.app.catalogue.loadSnapshot(cat);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  test.each(CONTENT_LANGS)('lang=%s: sports, champs, opponents and markets as the feed names them in it', async (lang) => {
    const sports = (await get(`/web-api/line/sports?mode=line&lang=${lang}`)).sports as { id: number; name: string }[];
    expect(sports.length).toBeGreaterThan(5);
    for (const s of sports) expect(s.name).toBe(cat.sports.find((x) => x.id === s.id)!.name[lang]);

    const champs = (await get(`/web-api/line/games?mode=line&sportId=1&lang=${lang}`)).champs as {
      id: number;
      name: string;
      games: { id: number; opponents: string[]; markets: { id: number; name: string }[] }[];
    }[];
    expect(champs.length).toBeGreaterThan(0);
    for (const c of champs) {
      expect(c.name).toBe(cat.champs.find((x) => x.id === c.id)!.name[lang]);
      for (const g of c.games) {
        expect(g.opponents).toEqual(cat.games.find((x) => x.id === g.id)!.opponents.map((o) => o[lang]));
        for (const m of g.markets) expect(m.name).toBe(cat.markets.find((x) => x.id === m.id)!.name[lang]);
      }
    }

    const one = champs[0]!.games[0]!;
    const game = (await get(`/web-api/line/games/${one.id}?lang=${lang}`)).game as {
      sportName: string;
      champName: string;
      markets: { id: number; name: string }[];
    };
    expect(game.sportName).toBe(cat.sports.find((s) => s.id === 1)!.name[lang]);
    expect(game.champName).toBe(champs[0]!.name);
    const names = new Map(cat.markets.map((m) => [m.id, m.name[lang]]));
    expect(game.markets.map((m) => m.name)).toEqual(game.markets.map((m) => names.get(m.id)));
  });

  test('the added languages are not English: a game page differs from the English one', async () => {
    const en = (await get('/web-api/line/games?mode=line&sportId=1&lang=en')).champs[0];
    for (const lang of NEW_LANGS) {
      const other = (await get(`/web-api/line/games?mode=line&sportId=1&lang=${lang}`)).champs[0];
      expect(other.name).not.toBe(en.name);
    }
  });
});

describe.each(testDialects())('coupon history and saved coupons in the added languages on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  test('user bets and one coupon name the selection and its opponents in the page language', async () => {
    const p = await fundedPlayer(t.app, 1000);
    const placed = await place(t.app, p, { typeId: 0, amount: 10, bets: [bet(104, 1.9)] });
    expect(placed.statusCode).toBe(200);
    for (const lang of NEW_LANGS) {
      const bets = (await t.app.inject({ url: `/web-api/user/bets?lang=${lang}`, headers: { cookie: p.cookie } })).json().bets;
      expect(bets[0].selections[0]).toMatchObject({
        marketId: 104,
        marketName: fixtureName('Total over 2.5')[lang],
        opponents: [fixtureName('Home 1', 'Хозяева 1')[lang], fixtureName('Away 1', 'Гости 1')[lang]],
      });
      const one = (
        await t.app.inject({ url: `/web-api/coupon/${placed.json().couponId}?lang=${lang}`, headers: { cookie: p.cookie } })
      ).json().coupon;
      expect(one.selections[0].marketName).toBe(`Total over 2.5 (${lang})`);
    }
  });

  test('a loaded coupon names its markets and opponents in the page language', async () => {
    const save = await t.app.inject({
      method: 'POST',
      url: '/web-api/coupon/save',
      payload: { typeId: 1, bets: [{ market: { id: 402 } }, { market: { id: 502 } }] },
    });
    const { code } = save.json();
    for (const lang of NEW_LANGS) {
      const loaded = (await t.app.inject({ url: `/web-api/coupon/load/${code}?lang=${lang}` })).json();
      expect(loaded.bets.map((b: { market: { name: string }; opponents: string[] }) => [b.market.name, b.opponents[0]])).toEqual([
        [fixtureName('X')[lang], fixtureName('Home 4', 'Хозяева 4')[lang]],
        [fixtureName('X')[lang], fixtureName('Home 5', 'Хозяева 5')[lang]],
      ]);
    }
  });
});

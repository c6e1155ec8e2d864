// Results and statistics (issue 19) through HTTP, from settlement data: ended games by day,
// live and recent results, champs with results; statistics (head-to-head, form, standings),
// 404 without the statistic flag.
import { RESULTS_PATHS } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith } from './players';
import { nameColumns } from '../../server/db/name-columns';
import { feedSportName, fixtureName } from './sportsbook-fixture';
import { endTotoGame, totoCatalogue } from './toto-fixture';

jest.setTimeout(60_000);

describe.each(testDialects())('results and statistics on %s', (dialect) => {
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 8));
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
    app = t.app;
    // games 1..6 of the fixture start 08:00 + 1 h + i x 10 min; every team is "Home i"/"Away i",
    // so make a small league: rename 1..3 to meet each other
    await app.catalogue.loadSnapshot(totoCatalogue(clock.now(), 6));
    const rename = async (id: number, home: string, away: string) =>
      app.db.updateTable('sb_games').set({ ...nameColumns('home', fixtureName(home, `${home} ru`)), ...nameColumns('away', fixtureName(away, `${away} ru`)) }).where('id', '=', id).execute();
    await rename(1, 'Lions', 'Tigers');
    await rename(2, 'Tigers', 'Bears');
    await rename(3, 'Tigers', 'Lions');
    await rename(4, 'Lions', 'Tigers');
    clock.advance(3 * 3_600_000);
    await endTotoGame(app, 1, '1'); // Lions 1:0 Tigers
    await endTotoGame(app, 2, 'X'); // Tigers 0:0 Bears
    await endTotoGame(app, 3, '2'); // Tigers 0:1 Lions
    await app.db.updateTable('sb_games').set({ status: 'live', is_live: 1, score_home: 2, score_away: 1 }).where('id', '=', 5).execute();
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => app.inject({ url });

  test('results of a day: ended games with scores and winning selections, by champ; other days empty', async () => {
    const res = await get(`${RESULTS_PATHS.results}?date=2030-01-01&lang=en`);
    expect(res.statusCode).toBe(200);
    const [champ] = res.json().champs;
    expect(champ).toMatchObject({ id: 11, sportId: 1, sportName: 'Football', name: 'Demo League (demo)' });
    expect(champ.games.map((g: { id: number }) => g.id)).toEqual([3, 2, 1]);
    expect(champ.games[2]).toMatchObject({ opponents: ['Lions', 'Tigers'], score: [1, 0], status: 'ended', winners: ['1'] });
    expect(champ.games[1].winners).toEqual(['X']);
    expect((await get(`${RESULTS_PATHS.results}?date=2030-01-02`)).json().champs).toEqual([]);
    expect((await get(`${RESULTS_PATHS.results}?lang=en`)).json().champs[0].games).toHaveLength(3); // today by the clock
    expect((await get(`${RESULTS_PATHS.results}?date=2030-01-01&champId=12`)).json().champs).toEqual([]);
    // by sport: the day's champs of that sport only
    expect((await get(`${RESULTS_PATHS.results}?date=2030-01-01&sportId=1`)).json().champs.map((c: { id: number }) => c.id)).toEqual([11]);
    expect((await get(`${RESULTS_PATHS.results}?date=2030-01-01&sportId=2`)).json().champs).toEqual([]);
    expect((await get(`${RESULTS_PATHS.results}?champId=11&lang=en`)).json().champs[0].games).toHaveLength(3); // a champ's: every day
    expect((await get(`${RESULTS_PATHS.results}?date=2030-13-45`)).statusCode).toBe(400);
    expect((await get(`${RESULTS_PATHS.results}?date=2030-01-01&lang=ru`)).json().champs[0].games[2].opponents).toEqual(['Lions ru', 'Tigers ru']);
  });

  test('results and champs in the added languages: the feed-named sport, the champ, opponents and winners in the page language', async () => {
    for (const lang of ['uk', 'kk', 'az', 'tr'] as const) {
      const [champ] = (await get(`${RESULTS_PATHS.results}?date=2030-01-01&lang=${lang}`)).json().champs;
      expect(champ).toMatchObject({ sportName: feedSportName('Football')[lang], name: fixtureName('Demo League (demo)')[lang] });
      expect(champ.games[2]).toMatchObject({ opponents: [`Lions (${lang})`, `Tigers (${lang})`], winners: [fixtureName('1')[lang]] });
      expect((await get(`${RESULTS_PATHS.champs}?lang=${lang}`)).json().champs[0].sportName).toBe(feedSportName('Football')[lang]);
    }
    expect((await get(`${RESULTS_PATHS.champs}?lang=tr`)).json().champs[0].sportName).toBe('Futbol');
  });

  test('live results are the games in play; the zone the games ended in the last 3 hours', async () => {
    const live = (await get(`${RESULTS_PATHS.results}?mode=live`)).json().champs[0].games;
    expect(live.map((g: { id: number; score: number[] }) => [g.id, g.score])).toEqual([[5, [2, 1]]]);
    expect((await get(`${RESULTS_PATHS.results}?mode=zone`)).json().champs[0].games).toHaveLength(3);
    clock.advance(4 * 3_600_000);
    expect((await get(`${RESULTS_PATHS.results}?mode=zone`)).json().champs).toEqual([]);
  });

  test('champs with results', async () => {
    expect((await get(`${RESULTS_PATHS.champs}?lang=en`)).json().champs).toEqual([{ id: 11, sportId: 1, sportName: 'Football', name: 'Demo League (demo)', games: 3 }]);
  });

  test('a game statistics: head-to-head, form and the champ table; 404 without the flag', async () => {
    await app.siteConfig.set('modules', 'statisticEnabled', true);
    const res = await get('/web-api/statistics/games/4?lang=en');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.game.opponents).toEqual(['Lions', 'Tigers']);
    expect(s.headToHead.map((g: { id: number }) => g.id)).toEqual([3, 1]);
    expect(s.form).toEqual([
      ['W', 'W'],
      ['L', 'D', 'L'],
    ]);
    expect(s.standings[0]).toEqual({ team: 'Lions', played: 2, won: 2, drawn: 0, lost: 0, scored: 2, conceded: 0, points: 6 });
    expect(s.standings.map((r: { team: string }) => r.team)).toEqual(['Lions', 'Bears', 'Tigers']);
    expect((await get('/web-api/statistics/champs/11?lang=ru')).json().standings[0].team).toBe('Lions ru');
    const kk = (await get('/web-api/statistics/games/4?lang=kk')).json();
    expect([kk.champName, kk.standings[0].team, kk.form]).toEqual([fixtureName('Demo League (demo)').kk, 'Lions (kk)', s.form]);
    expect((await get('/web-api/statistics/champs/11?lang=az')).json()).toMatchObject({ champName: 'Demo League (demo) (az)', standings: [{ team: 'Lions (az)' }, {}, {}] });
    expect((await get('/web-api/statistics/games/99999')).statusCode).toBe(404);
    await app.siteConfig.set('modules', 'statisticEnabled', false);
    expect((await get('/web-api/statistics/games/4')).statusCode).toBe(404);
    expect((await get('/web-api/statistics/champs/11')).statusCode).toBe(404);
  });
});

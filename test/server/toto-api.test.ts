// Toto (issue 19) through HTTP: a draw of the 15 earliest line events, tickets (price = base x
// combinations, exact, idempotent, refused by limits and after the close), the pool shared by
// 15/14/13/12 correct once every event has its result, the jackpot carried over; SQLite and PostgreSQL.
import { TOTO_PATHS } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith } from './players';
import { balanceOf, fundedPlayer, ledgerMatchesBalances, newKey } from './sportsbook-fixture';
import { endTotoGame, totoCatalogue } from './toto-fixture';

jest.setTimeout(60_000);

const ALL_HOME = Array.from({ length: 15 }, () => '1');

describe.each(testDialects())('toto on %s', (dialect) => {
  const clock = new FakeClock();
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  const current = async (lang = 'en') => (await app.inject({ url: `${TOTO_PATHS.current}?lang=${lang}` })).json().draw;
  const buy = (cookie: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: TOTO_PATHS.tickets, headers: { cookie }, payload: { idempotencyKey: newKey(), ...body } });
  const ticketsOf = async (cookie: string) => (await app.inject({ url: TOTO_PATHS.tickets, headers: { cookie } })).json().tickets;

  test('no draw while the line has fewer than 15 events; then the 15 earliest, open until the first starts', async () => {
    await app.catalogue.loadSnapshot(totoCatalogue(clock.now(), 14));
    expect(await current()).toBeNull();
    await app.catalogue.loadSnapshot(totoCatalogue(clock.now(), 16));
    const draw = await current();
    expect(draw.status).toBe('open');
    expect(draw.events.map((e: { gameId: number }) => e.gameId)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(draw.closesAt).toBe(clock.now() + 3_600_000 + 600_000);
    expect(draw.events[0]).toMatchObject({ idx: 0, home: 'Home 1', away: 'Away 1', champ: 'Demo League (demo)', result: null });
    expect((await current('ru')).events[0].home).toBe('Хозяева 1');
    for (const lang of ['uk', 'kk', 'az', 'tr']) expect((await current(lang)).events[0]).toMatchObject({ home: `Home 1 (${lang})`, away: `Away 1 (${lang})`, champ: `Demo League (demo) (${lang})` });
    expect((await current()).id).toBe(draw.id);
  });

  test('readers racing to open a draw open one', async () => {
    const racing = new FakeClock();
    const other = await buildAppWith(dialect, { options: { clock: racing } });
    try {
      await other.app.catalogue.loadSnapshot(totoCatalogue(racing.now(), 16));
      const ids = await Promise.all(Array.from({ length: 4 }, async () => (await other.app.toto.current('en'))?.id));
      expect(new Set(ids).size).toBe(1);
      expect(await other.app.db.selectFrom('toto_draws').select('id').execute()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  test('a ticket costs base x combinations, exactly once per key; refusals write nothing', async () => {
    const draw = await current();
    const p = await fundedPlayer(app, 500);
    const key = newKey();
    const picks = ['1X', 'X2', '1X2', ...ALL_HOME.slice(3)];
    const first = await buy(p.cookie, { drawId: draw.id, picks, idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(first.json().ticket).toMatchObject({ drawId: draw.id, picks, combinations: 12, amount: 120, currency: 'RUB', status: 'open', win: null });
    expect(first.json().balance).toBe(380);
    const again = await buy(p.cookie, { drawId: draw.id, picks, idempotencyKey: key });
    expect(again.json().ticket.id).toBe(first.json().ticket.id);
    expect(await balanceOf(app, p.accountId)).toBe(380);
    const conflict = await buy(p.cookie, { drawId: draw.id, picks: ALL_HOME, idempotencyKey: key });
    expect([conflict.statusCode, conflict.json().errors[0].code]).toEqual([409, 'idempotency.conflict']);

    const tooMany = await buy(p.cookie, { drawId: draw.id, picks: Array.from({ length: 15 }, (_, i) => (i < 7 ? '1X2' : '1')) });
    expect([tooMany.statusCode, tooMany.json().errors[0].code, tooMany.json().errors[0].meta]).toEqual([422, 'toto.too_many_combinations', { max: 972 }]);
    const short = await buy(p.cookie, { drawId: draw.id, picks: ALL_HOME.slice(1) });
    expect(short.statusCode).toBe(400);
    const badPick = await buy(p.cookie, { drawId: draw.id, picks: ['21', ...ALL_HOME.slice(1)] });
    expect(badPick.statusCode).toBe(400);
    const noDraw = await buy(p.cookie, { drawId: 999_999, picks: ALL_HOME });
    expect([noDraw.statusCode, noDraw.json().errors[0].code]).toEqual([404, 'toto.draw_not_found']);
    const broke = await buy(p.cookie, { drawId: draw.id, picks: ['1X2', '1X2', '1X2', '1X', ...ALL_HOME.slice(4)] });
    expect([broke.statusCode, broke.json().errors[0].code]).toEqual([422, 'ledger.insufficient_funds']);

    const q = await fundedPlayer(app, 500);
    await app.limits.save(q.userId, [{ limitType: 1, limitValue: 25 }], 'en');
    expect((await buy(q.cookie, { drawId: draw.id, picks: ['1X', ...ALL_HOME.slice(1)] })).statusCode).toBe(200);
    const limited = await buy(q.cookie, { drawId: draw.id, picks: ['1X', ...ALL_HOME.slice(1)] });
    expect([limited.statusCode, limited.json().errors[0].code, limited.json().errors[0].meta]).toEqual([422, 'limit.wagering', { remaining: 5, currency: 'RUB' }]);
    expect(await balanceOf(app, q.accountId)).toBe(480);
    expect(await ticketsOf(q.cookie)).toHaveLength(1);
    expect(await balanceOf(app, p.accountId)).toBe(380);
    expect(await ticketsOf(p.cookie)).toHaveLength(1);
    expect((await app.inject({ method: 'POST', url: TOTO_PATHS.tickets, payload: { drawId: draw.id, picks: ALL_HOME, idempotencyKey: 'x' } })).statusCode).toBe(401);
  });

  test('an event that leaves the line early (settled by hand) stops the sales at once', async () => {
    const draw = await current();
    const p = await fundedPlayer(app, 100);
    await app.db.updateTable('sb_games').set({ status: 'live', is_live: 1 }).where('id', '=', draw.events[7].gameId).execute();
    const late = await buy(p.cookie, { drawId: draw.id, picks: ALL_HOME });
    expect([late.statusCode, late.json().errors[0].code]).toEqual([422, 'toto.closed']);
    expect(await balanceOf(app, p.accountId)).toBe(100);
    await app.db.updateTable('sb_games').set({ status: 'scheduled', is_live: 0 }).where('id', '=', draw.events[7].gameId).execute();
    await app.db.updateTable('toto_draws').set({ status: 'open' }).where('id', '=', draw.id).execute();
  });

  test('settled once every event has its result: the pool shared by correct results, the rest carried to the next draw', async () => {
    await app.catalogue.loadSnapshot(totoCatalogue(clock.now(), 16));
    const draw = await current();
    // the earlier test's tickets: 120 + 20 RUB
    const a = await fundedPlayer(app, 100);
    const b = await fundedPlayer(app, 100);
    const c = await fundedPlayer(app, 100);
    expect((await buy(a.cookie, { drawId: draw.id, picks: ALL_HOME })).statusCode).toBe(200); // 15 correct
    const bPicks = ['1X', ...ALL_HOME.slice(1, 14), '2']; // 14 and 13 correct
    expect((await buy(b.cookie, { drawId: draw.id, picks: bPicks })).statusCode).toBe(200);
    expect((await buy(c.cookie, { drawId: draw.id, picks: Array.from({ length: 15 }, () => '2') })).statusCode).toBe(200);

    clock.advance(3_600_000 + 600_000);
    const closed = await buy(a.cookie, { drawId: draw.id, picks: ALL_HOME });
    expect([closed.statusCode, closed.json().errors[0].code]).toEqual([422, 'toto.closed']);
    for (let g = 1; g <= 14; g++) await endTotoGame(app, g, '1');
    expect((await app.toto.settleDue())).toEqual([]); // one event still without a result
    await endTotoGame(app, 15, '1');
    expect(await app.toto.settleDue()).toEqual([draw.id]);
    expect(await app.toto.settleDue()).toEqual([]);

    // Tickets: the earlier test's P (1X, X2, 1X2, 1 x 12: 2x^14 + 6x^13 + 4x^12) and Q (1X, 1 x 14:
    // x^15 + x^14), A (x^15), B (x^14 + x^13), C (nothing right). Winners: 15: 2, 14: 4, 13: 7, 12: 4.
    // Stakes 120 + 20 + 10 + 20 + 10 = 180 RUB, pool 153 (15% margin); tiers 61.20, 38.25, 30.60, 22.95
    // shared, rounded down to the kopeck: 30.60, 9.56, 4.37, 5.73; 0.05 left over.
    const settled = (await app.inject({ url: `/web-api/toto/draws/${draw.id}` })).json().draw;
    expect(settled.status).toBe('settled');
    expect(settled.events.every((e: { result: string }) => e.result === '1')).toBe(true);
    expect(settled.pools).toEqual([
      {
        currency: 'RUB',
        stakes: 180,
        pool: 153,
        jackpot: 0,
        tiers: [
          { correct: 15, winners: 2, perCombination: 30.6 },
          { correct: 14, winners: 4, perCombination: 9.56 },
          { correct: 13, winners: 7, perCombination: 4.37 },
          { correct: 12, winners: 4, perCombination: 5.73 },
        ],
      },
    ]);
    expect((await ticketsOf(a.cookie))[0]).toMatchObject({ status: 'won', correct: 15, win: 30.6 });
    expect(await balanceOf(app, a.accountId)).toBe(120.6);
    expect((await ticketsOf(b.cookie))[0]).toMatchObject({ status: 'won', correct: 14, win: 13.93 });
    expect(await balanceOf(app, b.accountId)).toBe(93.93);
    const cTicket = (await ticketsOf(c.cookie))[0];
    expect(cTicket).toMatchObject({ status: 'lost', correct: 0, win: 0 });
    expect(await balanceOf(app, c.accountId)).toBe(90);
    expect(await ledgerMatchesBalances(app)).toBe(true);

    // what was not paid (0.05) is the next draw's jackpot
    clock.advance(60_000);
    await app.catalogue.loadSnapshot(totoCatalogue(clock.now(), 16));
    const next = await current();
    expect(next.id).not.toBe(draw.id);
    const d = await fundedPlayer(app, 100);
    expect((await buy(d.cookie, { drawId: next.id, picks: ALL_HOME })).statusCode).toBe(200);
    const nextPool = (await current()).pools[0];
    expect(nextPool.jackpot).toBe(0.05);
    expect(nextPool.stakes).toBe(10);
  });
});

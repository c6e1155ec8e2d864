// Lotto (issue 19) through HTTP: the catalogue, buying a ticket (exact, idempotent, refused by
// the limits and by bad numbers), the draw (seed published after it, numbers reproducible from
// it), prizes through the ledger exactly once; on SQLite and PostgreSQL.
import { LOTTO_PATHS } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { drawNumbers, seedHash } from '../../server/plugins/app/lotto/draw-math';
import { FakeClock } from './fake-clock';
import { type TestApp, testDialects } from './helper';
import { buildAppWith } from './players';
import { balanceOf, fundedPlayer, ledgerMatchesBalances, newKey } from './sportsbook-fixture';

jest.setTimeout(60_000);

describe.each(testDialects())('lotto on %s', (dialect) => {
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 10, 3));
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  const buy = (cookie: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: LOTTO_PATHS.tickets, headers: { cookie }, payload: { gameId: 536, idempotencyKey: newKey(), ...body } });

  test('the catalogue lists both games with their next draw on the schedule, its seed hidden and its hash shown', async () => {
    const res = await app.inject({ url: LOTTO_PATHS.games });
    expect(res.statusCode).toBe(200);
    const { games, demo } = res.json();
    expect(demo).toBe(true);
    expect(games.map((g: { id: number; pick: number; of: number }) => [g.id, g.pick, g.of])).toEqual([
      [645, 6, 45],
      [536, 5, 36],
    ]);
    const g645 = games[0];
    expect(g645.nextDraw).toMatchObject({ drawAt: Date.UTC(2030, 0, 1, 10, 15), status: 'open', seed: null, numbers: null });
    expect(g645.nextDraw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(g645.tiers[0]).toEqual({ matches: 6, multiplier: 100_000 });
    // asking again names the same draw
    expect((await app.inject({ url: LOTTO_PATHS.games })).json().games[0].nextDraw.id).toBe(g645.nextDraw.id);
    expect((await app.inject({ url: '/web-api/lotto/games/5-of-36' })).json().game.id).toBe(536);
    expect((await app.inject({ url: '/web-api/lotto/games/999' })).json().errors[0].code).toBe('lotto.game_not_found');
    expect((await app.inject({ url: '/web-api/lotto/draws/999999' })).statusCode).toBe(404);
  });

  test('a ticket costs exactly its price, once per idempotency key; the draw pays it by its matches, once', async () => {
    const p = await fundedPlayer(app, 1000);
    const key = newKey();
    const first = await buy(p.cookie, { numbers: [5, 1, 2, 3, 4], idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    const ticket = first.json().ticket;
    expect(ticket).toMatchObject({ gameId: 536, numbers: [1, 2, 3, 4, 5], amount: 50, currency: 'RUB', status: 'open', win: null });
    expect(first.json().balance).toBe(950);
    const again = await buy(p.cookie, { numbers: [5, 1, 2, 3, 4], idempotencyKey: key });
    expect(again.json().ticket.id).toBe(ticket.id);
    expect(await balanceOf(app, p.accountId)).toBe(950);
    const other = await buy(p.cookie, { numbers: [6, 1, 2, 3, 4], idempotencyKey: key });
    expect([other.statusCode, other.json().errors[0].code]).toEqual([409, 'idempotency.conflict']);

    // The draw: the seed published matches the hash shown before, and gives the numbers.
    const before = (await app.inject({ url: `/web-api/lotto/draws/${ticket.drawId}` })).json().draw;
    expect(before.seed).toBeNull();
    const drawn = await app.lotto.runDraw(ticket.drawId);
    expect(drawn.settled).toBe(1);
    const after = (await app.inject({ url: `/web-api/lotto/draws/${ticket.drawId}` })).json().draw;
    expect(after.status).toBe('drawn');
    expect(seedHash(after.seed)).toBe(before.seedHash);
    expect(after.numbers).toEqual(drawNumbers(after.seed, 5, 36));
    const matches = ticket.numbers.filter((n: number) => after.numbers.includes(n)).length;
    const prize = ({ 5: 10_000, 4: 100, 3: 5, 2: 1 } as Record<number, number>)[matches] ?? 0;
    const mine = (await app.inject({ url: LOTTO_PATHS.tickets, headers: { cookie: p.cookie } })).json().tickets;
    expect(mine[0]).toMatchObject({ id: ticket.id, matches, status: prize > 0 ? 'won' : 'lost', win: prize * 50 });
    expect(await balanceOf(app, p.accountId)).toBe(950 + prize * 50);
    // drawing again pays nothing more
    expect((await app.lotto.runDraw(ticket.drawId)).settled).toBe(0);
    expect(await balanceOf(app, p.accountId)).toBe(950 + prize * 50);
    expect(await ledgerMatchesBalances(app)).toBe(true);
    // the next ticket goes to the next draw, which is still open
    const next = (await buy(p.cookie, { numbers: [7, 8, 9, 10, 11] })).json().ticket;
    expect(next.drawId).not.toBe(ticket.drawId);
    expect(next.status).toBe('open');
  });

  test('draws run on the clock: once the draw time passes, reading draws it and settles its tickets', async () => {
    const p = await fundedPlayer(app, 500);
    const ticket = (await buy(p.cookie, { gameId: 645, numbers: [1, 2, 3, 4, 5, 6] })).json().ticket;
    clock.advance(ticket.drawAt - clock.now());
    const mine = (await app.inject({ url: LOTTO_PATHS.tickets, headers: { cookie: p.cookie } })).json().tickets;
    expect(mine[0].status).not.toBe('open');
    const results = (await app.inject({ url: '/web-api/lotto/games/645' })).json().results;
    expect(results[0].id).toBe(ticket.drawId);
    expect(results[0].numbers).toHaveLength(6);
  });

  test('refusals write nothing: bad numbers, no money, a wagering limit, no session', async () => {
    const p = await fundedPlayer(app, 120);
    for (const numbers of [[1, 2, 3, 4], [1, 2, 3, 4, 37], [1, 1, 2, 3, 4]]) {
      const res = await buy(p.cookie, { numbers });
      expect([res.statusCode, res.json().errors[0].code, res.json().errors[0].meta]).toEqual([422, 'lotto.bad_numbers', { pick: 5, of: 36 }]);
    }
    expect((await buy(p.cookie, { gameId: 645, numbers: [1, 2, 3, 4, 5, 6] })).statusCode).toBe(200);
    const broke = await buy(p.cookie, { gameId: 645, numbers: [1, 2, 3, 4, 5, 6] });
    expect([broke.statusCode, broke.json().errors[0].code]).toEqual([422, 'ledger.insufficient_funds']);
    expect(await balanceOf(app, p.accountId)).toBe(20);

    const q = await fundedPlayer(app, 1000);
    await app.limits.save(q.userId, [{ limitType: 1, limitValue: 120 }], 'en');
    expect((await buy(q.cookie, { gameId: 645, numbers: [1, 2, 3, 4, 5, 6] })).statusCode).toBe(200);
    const limited = await buy(q.cookie, { gameId: 645, numbers: [1, 2, 3, 4, 5, 7] });
    expect([limited.statusCode, limited.json().errors[0].code, limited.json().errors[0].meta]).toEqual([422, 'limit.wagering', { remaining: 20, currency: 'RUB' }]);
    expect(await balanceOf(app, q.accountId)).toBe(900);
    const tickets = (await app.inject({ url: LOTTO_PATHS.tickets, headers: { cookie: q.cookie } })).json().tickets;
    expect(tickets).toHaveLength(1);

    expect((await app.inject({ method: 'POST', url: LOTTO_PATHS.tickets, payload: { gameId: 536, numbers: [1, 2, 3, 4, 5], idempotencyKey: 'x' } })).statusCode).toBe(401);
    expect((await app.inject({ url: LOTTO_PATHS.tickets })).statusCode).toBe(401);
  });
});

// Casino sessions and rounds over HTTP (SQLite + PostgreSQL): demo vs real, every refusal
// writing nothing, idempotency, 30 concurrent rounds of one player, the ledger exact to the
// minor unit, the limits counting casino stakes, the history only its player sees.
import { LIMIT_PATHS, type CasinoEngine } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { balanceOf, fundedPlayer, ledgerMatchesBalances, newKey } from './sportsbook-fixture';

type Funded = Awaited<ReturnType<typeof fundedPlayer>>;

/** A game of the engine whose stakes run from 1 to at least 100. */
async function gameOf(app: FastifyInstance, engine: CasinoEngine): Promise<number> {
  const row = await app.db
    .selectFrom('casino_games')
    .select('id')
    .where('engine', '=', engine)
    .where('min_stake', '=', 1)
    .where('max_stake', '>=', 100)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const CHOICE: Record<CasinoEngine, Record<string, unknown>> = {
  slot: { lines: 20 },
  keno: { picks: [1, 2, 3, 4, 5] },
  dice: { target: 49.5 },
  crash: { cashOutAt: 2 },
};

describe.each(testDialects())('casino rounds on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  const games = {} as Record<CasinoEngine, number>;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    app = t.app;
    for (const e of ['slot', 'keno', 'dice', 'crash'] as const) games[e] = await gameOf(app, e);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const launch = (gameId: number, mode: 'demo' | 'real', cookie?: string) =>
    app.inject({ method: 'POST', url: `/web-api/casino/games/${gameId}/launch`, headers: cookie ? { cookie } : {}, payload: { mode } });
  const round = (sessionId: string, body: Record<string, unknown>, cookie?: string) =>
    app.inject({ method: 'POST', url: `/web-api/casino/sessions/${sessionId}/rounds`, headers: cookie ? { cookie } : {}, payload: body });
  const roundsCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('casino_rounds')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ledgerCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('ledger')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function realSession(p: Funded, engine: CasinoEngine = 'dice') {
    const res = await launch(games[engine], 'real', p.cookie);
    expect(res.statusCode).toBe(200);
    return res.json().sessionId as string;
  }

  describe('demo', () => {
    test('a guest plays demo with a virtual balance; the ledger never moves', async () => {
      const before = await ledgerCount();
      const s = (await launch(games.slot, 'demo')).json();
      expect(s).toMatchObject({ mode: 'demo', engine: 'slot', currency: 'EUR', balance: 1000, minStake: 1 });
      expect(s.fairness).toMatchObject({ nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      const r = (await round(s.sessionId, { stake: 20, idempotencyKey: newKey(), lines: 20 })).json();
      expect(r).toMatchObject({ stake: 20, currency: 'EUR', nonce: 0, outcome: { engine: 'slot', lines: 20 } });
      expect(r.balance).toBeCloseTo(1000 - 20 + r.win, 2);
      const r2 = (await round(s.sessionId, { stake: 5, idempotencyKey: newKey() })).json();
      expect(r2.nonce).toBe(1);
      // without `lines` the slot plays the game's own number of lines
      const game = (await app.inject({ url: `/web-api/casino/games/${games.slot}` })).json().game;
      expect(r2.outcome.lines).toBe(game.params.lines);
      expect(r2.balance).toBeCloseTo(r.balance - 5 + r2.win, 2);
      expect(await ledgerCount()).toBe(before);
    });

    test('the demo balance cannot go below zero: a stake above it is refused, nothing written', async () => {
      const gameId = (
        await app.db
          .selectFrom('casino_games')
          .select('id')
          .where('engine', '=', 'dice')
          .where('max_stake', '>=', 5000)
          .executeTakeFirstOrThrow()
      ).id;
      const s = (await launch(gameId, 'demo')).json();
      const n = await roundsCount();
      const res = await round(s.sessionId, { stake: 1000.01, idempotencyKey: newKey(), target: 50 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ code: 'ledger.insufficient_funds', meta: { balance: 1000, currency: 'EUR' } });
      expect(await roundsCount()).toBe(n);
      expect((await app.casino.fairness.view({ sessionId: s.sessionId })).nonce).toBe(0);
      // the whole balance may be staked
      expect((await round(s.sessionId, { stake: 1000, idempotencyKey: newKey(), target: 50 })).statusCode).toBe(200);
    });

    test('real play needs sign-in', async () => {
      const res = await launch(games.slot, 'real');
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('casino.sign_in_required');
    });
  });

  describe('real', () => {
    test.each(['slot', 'keno', 'dice', 'crash'] as const)(
      'a %s round debits the stake and credits the win in one ledger transaction',
      async (engine) => {
        const p = await fundedPlayer(app, 1000);
        const s = (await launch(games[engine], 'real', p.cookie)).json();
        expect(s).toMatchObject({ mode: 'real', currency: 'RUB', balance: 1000 });
        const res = await round(s.sessionId, { stake: 10, idempotencyKey: newKey(), ...CHOICE[engine] }, p.cookie);
        expect(res.statusCode).toBe(200);
        const r = res.json();
        expect(r.outcome.engine).toBe(engine);
        expect(r.balance).toBe(Math.round((1000 - 10 + r.win) * 100) / 100);
        expect(await balanceOf(app, p.accountId)).toBe(r.balance);
        const entries = await app.db
          .selectFrom('ledger')
          .select(['kind', 'amount_minor'])
          .where('ref', '=', `casino:${r.roundId}`)
          .orderBy('id')
          .execute();
        expect(entries.map((e) => [e.kind, Number(e.amount_minor)])).toEqual(
          r.win > 0
            ? [
                ['bet', -1000],
                ['win', Math.round(r.win * 100)],
              ]
            : [['bet', -1000]],
        );
        expect(await ledgerMatchesBalances(app)).toBe(true);
      },
    );

    test('a retry with the same idempotency key answers the same round and moves no money again', async () => {
      const p = await fundedPlayer(app, 1000);
      const sessionId = await realSession(p);
      const body = { stake: 10, idempotencyKey: newKey(), target: 50 };
      const first = (await round(sessionId, body, p.cookie)).json();
      const again = await round(sessionId, body, p.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(await balanceOf(app, p.accountId)).toBe(first.balance);
      const other = await round(sessionId, { ...body, stake: 11 }, p.cookie);
      expect(other.statusCode).toBe(409);
      expect(other.json().errors[0].code).toBe('idempotency.conflict');
    });

    test('30 concurrent rounds of one player: each played once, nonces distinct, the ledger exact, never negative', async () => {
      const p = await fundedPlayer(app, 200);
      const sessionId = await realSession(p);
      const bodies = Array.from({ length: 30 }, () => ({ stake: 10, idempotencyKey: newKey(), target: 50 }));
      // each request sent twice at once (a retry racing its original)
      const answers = await Promise.all([...bodies, ...bodies].map((b) => round(sessionId, b, p.cookie)));
      const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused.every((a) => a.statusCode === 422 && a.json().errors[0].code === 'ledger.insufficient_funds')).toBe(true);
      const rounds = await app.db
        .selectFrom('casino_rounds')
        .select(['id', 'nonce', 'stake_minor', 'win_minor'])
        .where('session_id', '=', sessionId)
        .execute();
      // a key answered twice is one round
      expect(new Set(ok.map((r) => r.roundId)).size).toBe(rounds.length);
      expect(new Set(rounds.map((r) => r.nonce)).size).toBe(rounds.length);
      const net = rounds.reduce((s, r) => s - Number(r.stake_minor) + Number(r.win_minor), 0);
      expect(await app.ledger.balanceMinor(p.accountId)).toBe(20_000 + net);
      expect(await app.ledger.balanceMinor(p.accountId)).toBeGreaterThanOrEqual(0);
      expect(await ledgerMatchesBalances(app)).toBe(true);
    });

    test('sessions belong to their player: another player, or a guest, gets 404', async () => {
      const a = await fundedPlayer(app, 100);
      const b = await fundedPlayer(app, 100);
      const sessionId = await realSession(a);
      for (const cookie of [b.cookie, undefined]) {
        const res = await round(sessionId, { stake: 1, idempotencyKey: newKey(), target: 50 }, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json().errors[0].code).toBe('casino.session_not_found');
      }
      expect((await round('0'.repeat(32), { stake: 1, idempotencyKey: newKey(), target: 50 }, a.cookie)).statusCode).toBe(404);
    });
  });

  describe('every refusal answers with a code and writes nothing', () => {
    let p: Funded;
    let sessionId: string;
    beforeAll(async () => {
      p = await fundedPlayer(app, 50);
      sessionId = await realSession(p, 'keno');
    });
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['above the balance', { stake: 60, picks: [1] }, 422, 'ledger.insufficient_funds'],
      ['below the game minimum', { stake: 0.5, picks: [1] }, 422, 'casino.stake_below_min'],
      ['above the game maximum', { stake: 100_000, picks: [1] }, 422, 'casino.stake_above_max'],
      ['in fractions of a kopeck', { stake: 1.001, picks: [1] }, 422, 'casino.stake_not_whole'],
      ['without the keno picks', { stake: 1 }, 422, 'casino.bad_choice'],
      ["with another engine's choice", { stake: 1, picks: [1], target: 50 }, 422, 'casino.bad_choice'],
      ['with a pick twice', { stake: 1, picks: [1, 1] }, 400, 'request.invalid'],
      ['with 11 picks', { stake: 1, picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 400, 'request.invalid'],
      ['a zero stake', { stake: 0, picks: [1] }, 400, 'request.invalid'],
      ['a negative stake', { stake: -1, picks: [1] }, 400, 'request.invalid'],
    ];
    test.each(cases)('%s', async (_name, body, status, code) => {
      const [rounds, ledger] = [await roundsCount(), await ledgerCount()];
      const res = await round(sessionId, { idempotencyKey: newKey(), ...body }, p.cookie);
      expect(res.statusCode).toBe(status);
      expect(res.json().errors[0].code).toBe(code);
      expect([await roundsCount(), await ledgerCount()]).toEqual([rounds, ledger]);
      expect(await balanceOf(app, p.accountId)).toBe(50);
      expect((await app.casino.fairness.view({ userId: p.userId })).nonce).toBe(0);
    });
  });

  describe('player protection', () => {
    async function bearer(cookie: string) {
      return `Bearer ${(await app.inject({ url: '/web-api/user/gettoken', headers: { cookie } })).json().token}`;
    }
    const setLimit = async (p: Funded, limit: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: LIMIT_PATHS.limits,
        headers: { authorization: await bearer(p.cookie) },
        payload: { limits: [limit] },
      });

    test('a self-excluded player cannot launch real play, and an open session refuses rounds; demo stays open', async () => {
      const p = await fundedPlayer(app, 100);
      const sessionId = await realSession(p);
      expect((await setLimit(p, { limitType: 30, limitValue: 7, selfExcludeReason: 2 })).statusCode).toBe(200);
      const res = await launch(games.dice, 'real', p.cookie);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].code).toBe('self_excluded');
      const before = await roundsCount();
      const r = await round(sessionId, { stake: 1, idempotencyKey: newKey(), target: 50 }, p.cookie);
      expect(r.statusCode).toBe(422);
      expect(r.json().errors[0].code).toBe('self_excluded');
      expect(await roundsCount()).toBe(before);
      expect(await balanceOf(app, p.accountId)).toBe(100);
      const demo = await launch(games.dice, 'demo', p.cookie);
      expect(demo.statusCode).toBe(200);
      expect((await round(demo.json().sessionId, { stake: 1, idempotencyKey: newKey(), target: 50 }, p.cookie)).statusCode).toBe(200);
      expect(await balanceOf(app, p.accountId)).toBe(100);
    });

    test('casino stakes count in the wagering limit: a stake over what remains is refused with limit.wagering', async () => {
      const p = await fundedPlayer(app, 1000);
      // a wagering limit of 30 RUB a day
      expect((await setLimit(p, { limitType: 1, limitValue: 30 })).statusCode).toBe(200);
      const sessionId = await realSession(p);
      for (let i = 0; i < 3; i++)
        expect((await round(sessionId, { stake: 10, idempotencyKey: newKey(), target: 50 }, p.cookie)).statusCode).toBe(200);
      const before = await roundsCount();
      const over = await round(sessionId, { stake: 10, idempotencyKey: newKey(), target: 50 }, p.cookie);
      expect(over.statusCode).toBe(422);
      expect(over.json().errors[0]).toMatchObject({ code: 'limit.wagering', meta: { remaining: 0, currency: 'RUB' } });
      expect(await roundsCount()).toBe(before);
    });

    test('casino stakes and wins count in the loss limit (stakes minus wins of real rounds; demo rounds not at all)', async () => {
      const p = await fundedPlayer(app, 1000);
      // a loss limit of 100 RUB a day
      expect((await setLimit(p, { limitType: 10, limitValue: 100 })).statusCode).toBe(200);
      const demo = (await launch(games.dice, 'demo', p.cookie)).json().sessionId as string;
      expect((await round(demo, { stake: 50, idempotencyKey: newKey(), target: 2 }, p.cookie)).statusCode).toBe(200);
      // a game whose maximum stays above the remaining amount (100.01 when the wins outweigh the stakes)
      const game = await app.db
        .selectFrom('casino_games')
        .select('id')
        .where('engine', '=', 'dice')
        .where('min_stake', '<=', 1)
        .where('max_stake', '>', 100)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const launched = await launch(game.id, 'real', p.cookie);
      expect(launched.statusCode).toBe(200);
      const sessionId = launched.json().sessionId as string;
      let lossMinor = 0;
      let winsMinor = 0;
      // target 90: nine rounds in ten win 1.1x, so the wins matter (all five losing: 1 in 10^5)
      for (let i = 0; i < 5; i++) {
        const r = await round(sessionId, { stake: 10, idempotencyKey: newKey(), target: 90 }, p.cookie);
        expect(r.statusCode).toBe(200);
        lossMinor += 1000 - Math.round(r.json().win * 100);
        winsMinor += Math.round(r.json().win * 100);
      }
      expect(winsMinor).toBeGreaterThan(0);
      const remaining = (10_000 - Math.max(0, lossMinor)) / 100;
      const before = await roundsCount();
      const over = await round(sessionId, { stake: remaining + 0.01, idempotencyKey: newKey(), target: 90 }, p.cookie);
      expect(over.statusCode).toBe(422);
      expect(over.json().errors[0]).toMatchObject({ code: 'limit.loss', meta: { remaining, currency: 'RUB' } });
      expect(await roundsCount()).toBe(before);
      expect((await round(sessionId, { stake: remaining, idempotencyKey: newKey(), target: 90 }, p.cookie)).statusCode).toBe(200);
    });
  });

  describe('history', () => {
    test("the player's rounds, newest first, paged; another player's round is 404", async () => {
      const a = await fundedPlayer(app, 100);
      const b = await fundedPlayer(app, 100);
      const sessionId = await realSession(a, 'crash');
      const ids: number[] = [];
      for (let i = 0; i < 3; i++)
        ids.push((await round(sessionId, { stake: 1, idempotencyKey: newKey(), cashOutAt: 1.5 }, a.cookie)).json().roundId);
      const page = (await app.inject({ url: '/web-api/casino/rounds?limit=2', headers: { cookie: a.cookie } })).json();
      expect(page.total).toBe(3);
      expect(page.rounds.map((r: { roundId: number }) => r.roundId)).toEqual([ids[2], ids[1]]);
      expect(page.rounds[0]).toMatchObject({ engine: 'crash', mode: 'real', currency: 'RUB', stake: 1, serverSeed: null, nonce: 2 });
      expect((await app.inject({ url: '/web-api/casino/rounds', headers: { cookie: b.cookie } })).json()).toEqual({ rounds: [], total: 0 });
      const theirs = await app.inject({ url: `/web-api/casino/rounds/${ids[0]}`, headers: { cookie: b.cookie } });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().errors[0].code).toBe('casino.round_not_found');
      expect((await app.inject({ url: `/web-api/casino/rounds/${ids[0]}` })).statusCode).toBe(404);
      expect((await app.inject({ url: '/web-api/casino/rounds' })).statusCode).toBe(401);
    });
  });
});

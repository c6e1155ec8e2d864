// Provably fair round-trip over HTTP: the hash shown before play, the client seed the player
// sets, the nonce of each round, the rotation revealing the seed, and every past round
// recomputed with the same shared function the verify page runs (@site/betting fairDraw).
import { fairDraw, sha256Hex } from '@site/betting';
import type { FastifyInstance } from 'fastify';
import { SLOT_STRIP_LENGTHS } from '../../server/plugins/app/casino/engines/slot';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { fundedPlayer, newKey } from './sportsbook-fixture';

describe.each(testDialects())('casino fairness on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    app = t.app;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  const gameOf = async (engine: string) =>
    (
      await app.db
        .selectFrom('casino_games')
        .select('id')
        .where('engine', '=', engine)
        .where('min_stake', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

  test('a player: hash before play, own client seed, nonces 0,1,2..., rotate reveals, every round verifies', async () => {
    const p = await fundedPlayer(app, 100);
    const before = (await inject('GET', '/web-api/casino/fairness', p.cookie)).json();
    expect(before).toEqual({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), clientSeed: expect.any(String), nonce: 0 });
    const set = await inject('PUT', '/web-api/casino/fairness/client-seed', p.cookie, { clientSeed: 'my-lucky-seed' });
    expect(set.json()).toEqual({ ...before, clientSeed: 'my-lucky-seed' });
    expect((await inject('PUT', '/web-api/casino/fairness/client-seed', p.cookie, { clientSeed: 'bad seed!' })).statusCode).toBe(400);

    const played: { roundId: number; engine: string }[] = [];
    for (const [engine, choice] of [
      ['slot', { lines: 10 }],
      ['keno', { picks: [3, 14, 15, 92 - 20] }],
      ['dice', { target: 33.33 }],
      ['crash', { cashOutAt: 1.75 }],
    ] as const) {
      const s = (await inject('POST', `/web-api/casino/games/${await gameOf(engine)}/launch`, p.cookie, { mode: 'real' })).json();
      expect(s.fairness.serverSeedHash).toBe(before.serverSeedHash);
      const r = (
        await inject('POST', `/web-api/casino/sessions/${s.sessionId}/rounds`, p.cookie, { stake: 1, idempotencyKey: newKey(), ...choice })
      ).json();
      expect(r).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: 'my-lucky-seed', nonce: played.length });
      played.push({ roundId: r.roundId, engine });
    }
    expect((await inject('GET', '/web-api/casino/fairness', p.cookie)).json().nonce).toBe(4);
    const hidden = (await inject('GET', `/web-api/casino/rounds/${played[0]!.roundId}`, p.cookie)).json().round;
    expect(hidden.serverSeed).toBeNull();

    const rotated = (await inject('POST', '/web-api/casino/fairness/rotate', p.cookie)).json();
    expect(rotated.serverSeedHash).toBe(before.serverSeedHash);
    expect(await sha256Hex(rotated.serverSeed)).toBe(before.serverSeedHash);
    const after = (await inject('GET', '/web-api/casino/fairness', p.cookie)).json();
    expect(after).toEqual({ serverSeedHash: rotated.nextServerSeedHash, clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);

    for (const { roundId, engine } of played) {
      const round = (await inject('GET', `/web-api/casino/rounds/${roundId}`, p.cookie)).json().round;
      expect(round.serverSeed).toBe(rotated.serverSeed);
      const draw = await fairDraw(
        engine as 'slot',
        { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
        SLOT_STRIP_LENGTHS,
      );
      const { engine: _e, ...decided } = draw;
      expect(round.outcome).toMatchObject(decided);
    }
  });

  test('a guest demo session has seeds of its own, reached by its id; nobody else can read its rounds', async () => {
    const s = (await inject('POST', `/web-api/casino/games/${await gameOf('keno')}/launch`, undefined, { mode: 'demo' })).json();
    const q = `?sessionId=${s.sessionId}`;
    expect((await inject('GET', `/web-api/casino/fairness${q}`)).json()).toEqual(s.fairness);
    expect((await inject('GET', '/web-api/casino/fairness')).statusCode).toBe(401);
    const r = (
      await inject('POST', `/web-api/casino/sessions/${s.sessionId}/rounds`, undefined, {
        stake: 2,
        idempotencyKey: newKey(),
        picks: [1, 2, 3],
      })
    ).json();
    const rotated = (await inject('POST', `/web-api/casino/fairness/rotate${q}`)).json();
    expect(await sha256Hex(rotated.serverSeed)).toBe(s.fairness.serverSeedHash);
    const round = (await inject('GET', `/web-api/casino/rounds/${r.roundId}${q}`)).json().round;
    expect(round.serverSeed).toBe(rotated.serverSeed);
    const draw = await fairDraw('keno', { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce });
    expect(draw.engine === 'keno' && draw.drawn).toEqual(round.outcome.drawn);
    expect((await inject('GET', `/web-api/casino/rounds${q}`)).json().total).toBe(1);
    expect((await inject('GET', `/web-api/casino/rounds/${r.roundId}`)).statusCode).toBe(404);
    const other = await fundedPlayer(app, 1);
    expect((await inject('GET', `/web-api/casino/rounds/${r.roundId}`, other.cookie)).statusCode).toBe(404);
    expect((await inject('GET', `/web-api/casino/fairness?sessionId=${'f'.repeat(32)}`)).statusCode).toBe(404);
  });
});

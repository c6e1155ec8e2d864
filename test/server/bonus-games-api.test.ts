// Bonus games (issue 19): a round spends points exactly and credits the prize to the bonus
// account through the ledger; a retried round plays nothing; refusals write nothing.
import { BONUS_GAME_PATHS, LIMIT_PATHS } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { commands } from '../../server/admin/commands';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { type Player, registerPlayer } from './players';

jest.setTimeout(60_000);

describe.each(testDialects())('bonus games on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    app = t.app;
  });
  afterAll(() => t.close());

  const grant = async (p: Player, n: number) => {
    const cmd = commands.points!;
    return cmd.run({ database: t.db.database, db: app.db, services: app }, cmd.parse(['grant', String(p.userId), String(n)])) as Promise<{ points: number }>;
  };
  const play = (p: Player, game: string, idempotencyKey: string) =>
    app.inject({ method: 'POST', url: BONUS_GAME_PATHS.play.replace(':game', game), headers: { cookie: p.cookie }, payload: { idempotencyKey, choice: 1 } });
  const points = async (p: Player) => (await app.inject({ url: BONUS_GAME_PATHS.points, headers: { cookie: p.cookie } })).json().points as number;
  const bonusAccount = async (p: Player) =>
    app.db.selectFrom('accounts').select(['id', 'balance_minor']).where('user_id', '=', p.userId).where('type', '=', 4).executeTakeFirstOrThrow();
  const rows = async (p: Player) => ({
    plays: (await app.db.selectFrom('bonus_game_plays').select('id').where('user_id', '=', p.userId).execute()).length,
    log: (await app.db.selectFrom('points_log').select('id').where('user_id', '=', p.userId).execute()).length,
  });

  test('the catalogue lists every game with its cost; a visitor has no points, a player has theirs', async () => {
    const anon = (await app.inject({ url: BONUS_GAME_PATHS.list })).json();
    expect(anon.points).toBeNull();
    expect(anon.games).toEqual(expect.arrayContaining([expect.objectContaining({ route: 'fortuna', cost: 10 }), expect.objectContaining({ route: 'dragon-bonus', cost: 50 })]));
    const p = await registerPlayer(app);
    expect(await grant(p, 40)).toEqual({ userId: p.userId, granted: 40, points: 40 });
    const mine = (await app.inject({ url: BONUS_GAME_PATHS.list, headers: { cookie: p.cookie } })).json();
    expect(mine).toMatchObject({ points: 40, currency: 'RUB' });
    expect((await app.inject({ url: BONUS_GAME_PATHS.points })).statusCode).toBe(401);
  });

  test('a round spends exactly its cost and credits exactly its prize to the bonus account (ledger kind bonus)', async () => {
    const p = await registerPlayer(app);
    await grant(p, 300);
    let won = 0;
    let spent = 0;
    // a prize comes out 60 % of the time: play until one has
    for (let i = 0; i < 25 && won === 0; i++) {
      const res = await play(p, 'fortuna', `round-${i}-abcdef`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      spent += 10;
      won += body.prize;
      expect(body).toMatchObject({ game: 'fortuna', pointsSpent: 10, points: 300 - spent, currency: 'RUB', duplicate: false });
      expect(body.bonusBalance).toBe(won);
    }
    expect(won).toBeGreaterThan(0);
    expect(await points(p)).toBe(300 - spent);
    const account = await bonusAccount(p);
    expect(Number(account.balance_minor)).toBe(won * 100);
    const entries = await app.db.selectFrom('ledger').select(['kind', 'amount_minor']).where('account_id', '=', account.id).execute();
    expect(entries.every((e) => e.kind === 'bonus')).toBe(true);
    expect(entries.reduce((s, e) => s + Number(e.amount_minor), 0)).toBe(won * 100);
  });

  test('the same idempotency key plays once: the retry answers the first round and moves nothing', async () => {
    const p = await registerPlayer(app);
    await grant(p, 30);
    const first = (await play(p, 'chest-bonus', 'same-key-123')).json();
    const again = (await play(p, 'chest-bonus', 'same-key-123')).json();
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await points(p)).toBe(5);
    expect(await rows(p)).toEqual({ plays: 1, log: 2 });
    // the key names one game only
    expect((await play(p, 'fortuna', 'same-key-123')).json().errors[0].code).toBe('idempotency.conflict');
  });

  test('refusals write nothing: too few points, an unknown game, a visitor, a banned or self-excluded player', async () => {
    const p = await registerPlayer(app);
    await grant(p, 20);
    const poor = await play(p, 'dragon-bonus', 'poor-key-123');
    expect(poor.statusCode).toBe(422);
    expect(poor.json().errors[0]).toMatchObject({ code: 'bonus_games.not_enough_points', meta: { points: 20, cost: 50 } });
    expect((await play(p, 'roulette', 'unknown-key-1')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: BONUS_GAME_PATHS.play.replace(':game', 'fortuna'), payload: { idempotencyKey: 'visitor-key-1' } })).statusCode).toBe(401);
    expect((await play(p, 'fortuna', 'bad key!')).statusCode).toBe(400);
    expect(await points(p)).toBe(20);
    expect(await rows(p)).toEqual({ plays: 0, log: 1 });

    const token = (await app.inject({ url: '/web-api/user/gettoken', headers: { cookie: p.cookie } })).json().token as string;
    expect((await app.inject({ method: 'POST', url: LIMIT_PATHS.blockUser, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const excluded = await play(p, 'fortuna', 'excluded-key-1');
    expect(excluded.statusCode).toBe(422);
    expect(excluded.json().errors[0].code).toBe('self_excluded');

    const b = await registerPlayer(app);
    await grant(b, 20);
    await app.db.updateTable('users').set({ ban_level: 1 }).where('id', '=', b.userId).execute();
    const banned = await play(b, 'fortuna', 'banned-key-1');
    expect(banned.statusCode).toBe(403);
    expect(banned.json().errors[0].code).toBe('banned');
    for (const x of [p, b]) {
      expect(await rows(x)).toEqual({ plays: 0, log: 1 });
      expect(Number((await bonusAccount(x)).balance_minor)).toBe(0);
    }
    const left = await app.db.selectFrom('accounts').select('points').where('user_id', 'in', [p.userId, b.userId]).where('type', '=', 0).execute();
    expect(left.map((r) => r.points)).toEqual([20, 20]);
  });

  test('admin points grant checks its arguments', () => {
    const cmd = commands.points!;
    expect(() => cmd.parse(['grant', '1'])).toThrow('usage');
    expect(() => cmd.parse(['grant', '1', '-5'])).toThrow('positive');
    expect(() => cmd.parse(['take', '1', '5'])).toThrow('usage');
  });
});

// Issue 23, ownership: every read or write of a player's object checks that it belongs to the
// caller; another player's id answers 404 exactly like an id that does not exist (same status,
// same body), changes nothing, and the owner still reaches it afterwards. Every object kind with
// an id in a route is in the table below; the lists (bets, payments, support, casino rounds,
// lotto and toto tickets) show the caller's own only. Documents have no id route and no public
// file address: test/server/account-documents.test.ts. A coupon saved under a code is public by
// design (spec 1: a code is shared to load the same bets), so it is checked to be readable by
// anyone and to carry nothing of its author.
import { LIMIT_PATHS, LOTTO_PATHS, OFFICE_PATHS, PAYMENT_PATHS, TOTO_PATHS } from '@site/api/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { FakeClock } from './fake-clock';
import { catalogueTestApp, type TestApp, testDialects } from './helper';
import { buildAppWith } from './players';
import { bet, fundedPlayer, newKey, place } from './sportsbook-fixture';
import { totoCatalogue } from './toto-fixture';

jest.setTimeout(60_000);

type Owner = Awaited<ReturnType<typeof fundedPlayer>>;
type Id = string | number;
interface Call { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown>; headers?: Record<string, string> }

interface OwnedObject {
  name: string;
  /** Makes the owner's object; `missing` is an id of the same shape that names nothing. */
  setup(app: FastifyInstance, owner: Owner): Promise<{ id: Id; missing: Id }>;
  /** The request that reads or writes the object of `id`. */
  request(id: Id): Call;
}

async function diceGame(app: FastifyInstance): Promise<number> {
  const row = await app.db.selectFrom('casino_games').select('id').where('engine', '=', 'dice').where('min_stake', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

async function casinoSession(app: FastifyInstance, owner: Owner): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/web-api/casino/games/${await diceGame(app)}/launch`, headers: { cookie: owner.cookie }, payload: { mode: 'real' } });
  expect(res.statusCode).toBe(200);
  return res.json().sessionId as string;
}

async function supportRequest(app: FastifyInstance, owner: Owner): Promise<{ id: number; missing: number }> {
  const res = await app.inject({ method: 'POST', url: OFFICE_PATHS.support, headers: { cookie: owner.cookie }, payload: { subject: 'Mine', body: 'private' } });
  const id = res.json().request.id as number;
  return { id, missing: id + 100_000 };
}

const diceRound = (sessionId: Id): Call => ({ method: 'POST', url: `/web-api/casino/sessions/${sessionId}/rounds`, payload: { stake: 1, idempotencyKey: newKey(), target: 49.5 } });

const objects: OwnedObject[] = [
  {
    name: 'a placed coupon (the bet, its print page data)',
    async setup(app, owner) {
      const id = (await place(app, owner, { typeId: 0, amount: 100, bets: [bet(101, 2)] })).json().couponId as number;
      return { id, missing: id + 100_000 };
    },
    request: (id) => ({ method: 'GET', url: `/web-api/coupon/${id}` }),
  },
  {
    name: 'an account to switch to',
    setup: async (_app, owner) => ({ id: owner.accountId, missing: owner.accountId + 100_000 }),
    request: (id) => ({ method: 'POST', url: '/web-api/user/accounts/active', payload: { id } }),
  },
  {
    name: 'a payment request',
    async setup(app, owner) {
      const res = await app.inject({ method: 'POST', url: PAYMENT_PATHS.deposit, headers: { cookie: owner.cookie }, payload: { amount: 100, method: 'demo', idempotencyKey: newKey() } });
      const id = res.json().requestId as number;
      return { id, missing: id + 100_000 };
    },
    request: (id) => ({ method: 'GET', url: `${PAYMENT_PATHS.requests}/${id}` }),
  },
  {
    name: 'a support request (read)',
    setup: supportRequest,
    request: (id) => ({ method: 'GET', url: `${OFFICE_PATHS.support}/${id}` }),
  },
  {
    name: 'a support request (a reply written into it)',
    setup: supportRequest,
    request: (id) => ({ method: 'POST', url: `${OFFICE_PATHS.support}/${id}/messages`, payload: { body: 'a reply' } }),
  },
  {
    name: 'a casino session (a round played in it)',
    setup: async (app, owner) => ({ id: await casinoSession(app, owner), missing: '0'.repeat(32) }),
    request: diceRound,
  },
  {
    name: 'a casino session (its fairness seeds)',
    setup: async (app, owner) => ({ id: await casinoSession(app, owner), missing: '0'.repeat(32) }),
    request: (id) => ({ method: 'GET', url: `/web-api/casino/fairness?sessionId=${id}` }),
  },
  {
    name: 'a casino round',
    async setup(app, owner) {
      const sessionId = await casinoSession(app, owner);
      const res = await app.inject({ ...diceRound(sessionId), headers: { cookie: owner.cookie } });
      const id = res.json().roundId as number;
      return { id, missing: id + 100_000 };
    },
    request: (id) => ({ method: 'GET', url: `/web-api/casino/rounds/${id}` }),
  },
  {
    name: 'a sign-in session (ended from the sessions list)',
    async setup(app, owner) {
      await app.sessions.create(owner.userId, false);
      const list = await app.inject({ url: '/web-api/user/sessions', headers: { cookie: owner.cookie } });
      const other = (list.json().sessions as { id: string; current: boolean }[]).find((s) => !s.current)!;
      return { id: other.id, missing: '0'.repeat(32) };
    },
    request: (id) => ({ method: 'DELETE', url: `/web-api/user/sessions/${id}` }),
  },
];

const rows = async (app: FastifyInstance) => {
  const n = async (table: 'sessions' | 'ledger' | 'support_messages' | 'casino_rounds') =>
    Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  return { sessions: await n('sessions'), ledger: await n('ledger'), messages: await n('support_messages'), rounds: await n('casino_rounds') };
};

describe.each(testDialects())('another player\'s objects answer 404 like missing ones on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await catalogueTestApp(dialect);
  }, 30_000);
  afterAll(async () => { await t.close(); });

  const send = (who: { cookie: string }, call: Call) => t.app.inject({ ...call, headers: { ...call.headers, cookie: who.cookie } });
  const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });

  test.each(objects.map((o) => [o.name, o] as const))('%s', async (_name, o) => {
    const owner = await fundedPlayer(t.app, 1000);
    const intruder = await fundedPlayer(t.app, 1000);
    const { id, missing } = await o.setup(t.app, owner);
    const before = await rows(t.app);
    const theirs = await send(intruder, o.request(id));
    const none = await send(intruder, o.request(missing));
    expect(theirs.statusCode).toBe(404);
    expect(answer(theirs)).toEqual(answer(none));
    // the intruder's attempts wrote nothing, and the owner still reaches the object
    expect(await rows(t.app)).toEqual(before);
    expect((await send(owner, o.request(id))).statusCode).toBeLessThan(300);
  });

  test('the lists (bets, payments, support, casino rounds) show only the caller\'s own', async () => {
    const owner = await fundedPlayer(t.app, 1000);
    const other = await fundedPlayer(t.app, 1000);
    expect((await place(t.app, owner, { typeId: 0, amount: 100, bets: [bet(101, 2)] })).statusCode).toBe(200);
    expect((await send(owner, { method: 'POST', url: PAYMENT_PATHS.deposit, payload: { amount: 100, method: 'demo', idempotencyKey: newKey() } })).statusCode).toBeLessThan(300);
    expect((await send(owner, { method: 'POST', url: OFFICE_PATHS.support, payload: { subject: 'Mine', body: 'private' } })).statusCode).toBe(201);
    expect((await send(owner, diceRound(await casinoSession(t.app, owner)))).statusCode).toBe(200);
    const lists: [string, (body: Record<string, unknown>) => unknown[]][] = [
      ['/web-api/user/bets', (b) => b.bets as unknown[]],
      [PAYMENT_PATHS.requests, (b) => b.requests as unknown[]],
      [OFFICE_PATHS.support, (b) => b.requests as unknown[]],
      ['/web-api/casino/rounds', (b) => b.rounds as unknown[]],
    ];
    for (const [url, items] of lists) {
      expect([url, items((await send(owner, { method: 'GET', url })).json()).length]).toEqual([url, 1]);
      expect([url, items((await send(other, { method: 'GET', url })).json())]).toEqual([url, []]);
    }
  });

  test('the same idempotency key from another player is another request: it never answers the first player\'s bet', async () => {
    const owner = await fundedPlayer(t.app, 1000);
    const other = await fundedPlayer(t.app, 1000);
    const idempotencyKey = newKey();
    const first = await place(t.app, owner, { typeId: 0, amount: 100, bets: [bet(101, 2)], idempotencyKey });
    const second = await place(t.app, other, { typeId: 0, amount: 100, bets: [bet(101, 2)], idempotencyKey });
    expect(second.statusCode).toBe(200);
    expect(second.json().couponId).not.toBe(first.json().couponId);
  });

  test('a limit confirmation token of another player answers exactly like an unknown one', async () => {
    const owner = await fundedPlayer(t.app, 1000);
    const other = await fundedPlayer(t.app, 1000);
    const bearer = async (p: Owner) => `Bearer ${(await send(p, { method: 'GET', url: '/web-api/user/gettoken' })).json().token}`;
    const call = async (p: Owner, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: LIMIT_PATHS.testAnswers, headers: { authorization: await bearer(p) }, payload });
    const save = async (p: Owner, limitValue: number) =>
      t.app.inject({ method: 'POST', url: LIMIT_PATHS.limits, headers: { authorization: await bearer(p) }, payload: { limits: [{ limitType: 10, limitValue }] } });
    await save(owner, 100);
    const tokenGuid = (await save(owner, 300)).json().tokenGuid as string;
    expect(tokenGuid).toEqual(expect.any(String));
    const answers = [{ questionId: 1, answerId: 2 }, { questionId: 2, answerId: 6 }, { questionId: 3, answerId: 8 }];
    const theirs = await call(other, { tokenGuid, answers });
    const none = await call(other, { tokenGuid: '00000000-0000-4000-8000-000000000000', answers });
    // the limit service's own refusal (spec 2 §7): 400 limit.token_invalid, for both alike
    expect(theirs.json().errors[0].code).toBe('limit.token_invalid');
    expect(answer(theirs)).toEqual(answer(none));
    expect((await call(owner, { tokenGuid, answers })).statusCode).toBe(200);
  });

  test('a coupon saved under a code is public by design: anyone loads it, and it names no player', async () => {
    const owner = await fundedPlayer(t.app, 1000);
    const other = await fundedPlayer(t.app, 1000);
    const saved = await send(owner, { method: 'POST', url: '/web-api/coupon/save', payload: { typeId: 0, bets: [{ market: { id: 101 } }] } });
    expect(saved.statusCode).toBe(200);
    const code = saved.json().code as string;
    const asOther = await send(other, { method: 'GET', url: `/web-api/coupon/load/${code}` });
    const asGuest = await t.app.inject({ url: `/web-api/coupon/load/${code}` });
    expect(asOther.statusCode).toBe(200);
    expect(asGuest.body).toBe(asOther.body);
    expect(asGuest.body).not.toContain(String(owner.userId));
    expect(asGuest.body).not.toContain(owner.login);
  });
});

describe.each(testDialects())('lotto and toto tickets on %s', (dialect) => {
  const clock = new FakeClock(Date.UTC(2030, 0, 1, 10, 3));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppWith(dialect, { options: { clock } });
    await t.app.catalogue.loadSnapshot(totoCatalogue(clock.now(), 16));
  }, 30_000);
  afterAll(async () => { await t.close(); });

  test('each player lists only his own tickets; a key another player used buys a ticket of one\'s own', async () => {
    const owner = await fundedPlayer(t.app, 1000);
    const other = await fundedPlayer(t.app, 1000);
    const key = newKey();
    const lotto = (p: Owner) => t.app.inject({ method: 'POST', url: LOTTO_PATHS.tickets, headers: { cookie: p.cookie }, payload: { gameId: 536, numbers: [1, 2, 3, 4, 5], idempotencyKey: key } });
    const draw = (await t.app.inject({ url: TOTO_PATHS.current })).json().draw as { id: number };
    const toto = (p: Owner) =>
      t.app.inject({ method: 'POST', url: TOTO_PATHS.tickets, headers: { cookie: p.cookie }, payload: { drawId: draw.id, picks: Array.from({ length: 15 }, () => '1'), idempotencyKey: key } });
    const mineLotto = await lotto(owner);
    const mineToto = await toto(owner);
    expect([mineLotto.statusCode, mineToto.statusCode]).toEqual([200, 200]);
    for (const url of [LOTTO_PATHS.tickets, TOTO_PATHS.tickets]) {
      expect((await t.app.inject({ url, headers: { cookie: owner.cookie } })).json().tickets).toHaveLength(1);
      expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).json().tickets).toEqual([]);
    }
    const theirsLotto = await lotto(other);
    const theirsToto = await toto(other);
    expect(theirsLotto.json().ticket.id).not.toBe(mineLotto.json().ticket.id);
    expect(theirsToto.json().ticket.id).not.toBe(mineToto.json().ticket.id);
  });
});

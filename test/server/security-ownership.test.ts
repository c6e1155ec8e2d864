// Issue 23, ownership: every read or write of a player's object checks that it belongs to the
// caller; another player's id answers 404 exactly like an id that does not exist (same status,
// same body), and changes nothing. Each product adds its objects to the table below.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp, testDialects } from './helper';
import { bet, fixtureCatalogue, fundedPlayer, place } from './sportsbook-fixture';

type Owner = Awaited<ReturnType<typeof fundedPlayer>>;

interface OwnedObject {
  name: string;
  /** Makes the owner's object; answers the request that reads or writes it for an id. */
  setup(app: FastifyInstance, owner: Owner): Promise<{ id: string | number; missing: string | number }>;
  request(id: string | number): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
}

const objects: OwnedObject[] = [
  {
    name: 'a placed coupon (history, print page data)',
    async setup(app, owner) {
      const res = await place(app, owner, { typeId: 0, amount: 100, bets: [bet(101, 2)] });
      const id = res.json().couponId as number;
      return { id, missing: id + 100_000 };
    },
    request: (id) => ({ method: 'GET', url: `/web-api/coupon/${id}` }),
  },
  {
    name: 'an account to switch to',
    async setup(app, owner) {
      return { id: owner.accountId, missing: owner.accountId + 100_000 };
    },
    request: (id) => ({ method: 'POST', url: '/web-api/user/accounts/active', payload: { id } }),
  },
];

const bodyOf = (res: LightMyRequestResponse) => res.body;

describe.each(testDialects())('another player\'s objects answer 404 like missing ones on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await t.app.catalogue.loadSnapshot(fixtureCatalogue());
  }, 30_000);
  afterAll(async () => { await t.close(); });

  test.each(objects.map((o) => [o.name, o] as const))('%s', async (_name, o) => {
    const owner = await fundedPlayer(t.app, 1000);
    const intruder = await fundedPlayer(t.app, 1000);
    const { id, missing } = await o.setup(t.app, owner);
    const send = (who: Owner, target: string | number) => t.app.inject({ ...o.request(target), headers: { cookie: who.cookie } });
    // the owner reaches it
    expect((await send(owner, id)).statusCode).toBe(200);
    const theirs = await send(intruder, id);
    const none = await send(intruder, missing);
    expect(theirs.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(bodyOf(theirs)).toBe(bodyOf(none));
  });

  test('the bet history lists only the caller\'s own bets', async () => {
    const owner = await fundedPlayer(t.app, 1000);
    const other = await fundedPlayer(t.app, 1000);
    const placed = await place(t.app, owner, { typeId: 0, amount: 100, bets: [bet(101, 2)] });
    const mine = await t.app.inject({ method: 'GET', url: '/web-api/user/bets', headers: { cookie: owner.cookie } });
    const theirs = await t.app.inject({ method: 'GET', url: '/web-api/user/bets', headers: { cookie: other.cookie } });
    const ids = (res: LightMyRequestResponse) => (res.json().bets as { couponId: number }[]).map((b) => b.couponId);
    expect(ids(mine)).toContain(placed.json().couponId);
    expect(ids(theirs)).toEqual([]);
  });
});

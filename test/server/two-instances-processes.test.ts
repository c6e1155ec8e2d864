// Two server processes (tsx server/main.ts) sharing one PostgreSQL database and one Redis, as
// deploy/compose.yaml runs them behind a proxy: instance A runs the demo feed, instance B runs
// none (FEED=none). Runs when TEST_PG_URL and TEST_REDIS_URL are set (.ci/run sets both);
// otherwise skipped with a visible note. Both share DEPLOY_TOKEN and one DIST_DIR: a deploy through
// A is in the import map and the page HTML that B serves.
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServices } from '../../server/app';
import { createTestDb, type TestDb } from './helper';
import { freePort, startServerProcess } from './server-process';

// Starting two servers and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(60_000);

const pgUrl = process.env.TEST_PG_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const TOKEN_SECRET = 'two-instances-shared-secret';
const DEPLOY_TOKEN = 'two-instances-deploy-token';
/** A unit deployed through A: no shared dependencies, so any map takes it. */
const DEPLOYED = 'System.register([], function () { return { execute: function () {} } }); // two-instances deploy';
const DEPLOYED_URL = '/assets/site-parcel-two.d1.js';

/**
 * The build both instances serve (DIST_DIR): the shell fixture, with a page shell that inlines the
 * import map and the file about to be deployed in its assets.
 */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-two-instances-'));
  cpSync(join(process.cwd(), 'test', 'server', 'fixtures', 'shell-build'), dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.production.html'),
    '<!doctype html><html><head><title>T</title><script type="systemjs-importmap">{"imports":{}}</script></head><body><script id="site-boot" type="application/json"><!--boot-data--></script><main id="content"><!--content--></main></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'site-parcel-two.d1.js'), DEPLOYED);
  return dir;
}

interface Instance {
  child: ChildProcess;
  base: string;
}

async function start(db: TestDb, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = await startServerProcess(db.url, port, { env: { REDIS_URL: redisUrl as string, TOKEN_SECRET, ...env } });
  return { child, base: `http://127.0.0.1:${port}` };
}

function stop(i: Instance | undefined): Promise<void> {
  if (!i || i.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    i.child.once('exit', () => resolve());
    i.child.kill('SIGTERM');
  });
}

/** The user_token cookie of a response, ready for a Cookie header. */
function cookieOf(res: Response): string {
  const found = res.headers.getSetCookie().find((c) => c.startsWith('user_token='));
  if (!found) throw new Error(`no user_token cookie (${res.status})`);
  return found.split(';')[0] as string;
}

let emails = 0;
/** A full_reg player registered through the given instance, with their session cookie. */
async function register(i: Instance): Promise<{ userId: number; cookie: string }> {
  const res = await fetch(`${i.base}/web-api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'full_reg',
      currency: 'RUB',
      countryId: 1,
      bonusChoice: 1,
      email: `two.${process.pid}.${++emails}@example.com`,
      password: 'secret123',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { userId: ((await res.json()) as { userId: number }).userId, cookie: cookieOf(res) };
}

(pgUrl && redisUrl ? describe : describe.skip)('two server processes on one PostgreSQL and one Redis', () => {
  let db: TestDb;
  let services: FastifyInstance;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let dist: string;

  beforeAll(async () => {
    db = await createTestDb('postgres');
    dist = makeDist();
    const shared = { DEPLOY_TOKEN, DIST_DIR: dist };
    // A loads the demo feed's catalogue into the shared database and publishes its batches to Redis.
    a = await start(db, { ...shared, FEED: 'simulator', FEED_SEED: '7', FEED_ODDS_PER_SECOND: '40' });
    b = await start(db, { ...shared, FEED: 'none' });
    services = await buildServices({ database: db.database, tokenSecret: TOKEN_SECRET });
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await services?.close();
    await db?.drop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('a deploy through one is served by the other: its import map and its page', async () => {
    const integrity = `sha384-${createHash('sha384').update(DEPLOYED).digest('base64')}`;
    const patch = await fetch(`${a!.base}/import-map/services?env=production`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEPLOY_TOKEN}` },
      body: JSON.stringify({ service: '@site/parcel-two', url: DEPLOYED_URL, integrity }),
    });
    expect(patch.status).toBe(200);

    const map = await fetch(`${b!.base}/import-map.json?env=production`);
    expect(map.status).toBe(200);
    const live = (await map.json()) as { imports: Record<string, string>; integrity?: Record<string, string> };
    expect(live.imports['@site/parcel-two']).toBe(DEPLOYED_URL);
    expect(live.integrity?.[DEPLOYED_URL]).toBe(integrity);

    const page = await fetch(`${b!.base}/en`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const inlined = /<script type="systemjs-importmap">([\s\S]*?)<\/script>/.exec(await page.text());
    expect((JSON.parse(inlined?.[1] ?? '{}') as { imports: Record<string, string> }).imports['@site/parcel-two']).toBe(DEPLOYED_URL);
  });

  test('a session made on one instance is valid on the other, and logging out on the other ends it on both', async () => {
    const p = await register(a!);
    const onB = await fetch(`${b!.base}/web-api/session`, { headers: { cookie: p.cookie } });
    // the session answer names the player by id and login
    expect(await onB.json()).toEqual({ userId: p.userId, login: expect.any(String) });
    const accountsB = await fetch(`${b!.base}/web-api/user/accounts`, { headers: { cookie: p.cookie } });
    expect(accountsB.status).toBe(200);
    await fetch(`${b!.base}/web-api/auth/disconnect`, { method: 'POST', headers: { cookie: p.cookie } });
    expect(await (await fetch(`${a!.base}/web-api/session`, { headers: { cookie: p.cookie } })).json()).toEqual({ userId: null });
  });

  test("the live picture made by A's feed reaches a stream client of B (B runs no feed)", async () => {
    const abort = new AbortController();
    const res = await fetch(`${b!.base}/web-api/live/stream`, { signal: abort.signal });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      while (!/^event: /m.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } finally {
      abort.abort();
    }
    expect(text).toMatch(/^event: \S+\ndata: \{/m);
  });

  test('a bet placed through B is in the history and balance seen through A', async () => {
    const { userId, cookie } = await register(a!);
    const accountId = (await services.accounts.mainAccountId(userId)) as number;
    await services.ledger.post({ accountId, amountMinor: 1_000_00, kind: 'deposit', ref: 'two-instances' });
    const before = await services.ledger.balanceMinor(accountId);

    // an open prematch market of the feed's catalogue, at its current price
    const market = await services.db
      .selectFrom('sb_markets')
      .innerJoin('sb_games', 'sb_games.id', 'sb_markets.game_id')
      .select(['sb_markets.id as id', 'sb_markets.coef_milli as coefMilli'])
      .where('sb_games.status', '=', 'scheduled')
      .where('sb_markets.is_blocked', '=', 0)
      .where('sb_markets.outcome', 'is', null)
      .where('sb_markets.kind', '=', 'main')
      .orderBy('sb_games.start_time', 'desc')
      .executeTakeFirstOrThrow();
    const place = await fetch(`${b!.base}/web-api/coupon/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        idempotencyKey: `two-${Date.now()}`,
        typeId: 0,
        amount: 10,
        changeCoefAction: 2,
        bets: [{ market: { id: market.id, coef: market.coefMilli / 1000 } }],
      }),
    });
    const placed = (await place.json()) as { couponId: number };
    expect(place.status).toBe(200);

    const history = await fetch(`${a!.base}/web-api/user/bets`, { headers: { cookie } });
    expect(history.status).toBe(200);
    const { bets } = (await history.json()) as { bets: { couponId: number; amount: number }[] };
    expect(bets.map((x) => x.couponId)).toContain(placed.couponId);
    expect(bets.find((x) => x.couponId === placed.couponId)?.amount).toBe(10);
    expect(await services.ledger.balanceMinor(accountId)).toBe(before - 10_00);
  });
});

if (!pgUrl || !redisUrl)
  process.stderr.write(
    'NOTE: two server processes on PostgreSQL and Redis skipped (set TEST_PG_URL and TEST_REDIS_URL: bash scripts/ci/start-postgres.sh, bash scripts/ci/start-redis.sh)\n',
  );

// npm run chaos [-- --dialect sqlite|postgres|both] [--clients 200] [--kills 4] [--seed 7]
//
// Crash test of the money paths. The production server (server/main.ts, FEED=none) runs as a
// child process on a fresh database holding the demo feed's catalogue; 200 clients take money:
// half place bets, a quarter play real casino rounds (dice), a quarter deposit through the demo
// provider (the request, then its signed webhook), each write with its own idempotencyKey,
// retried with the same key after any network failure until the server gives a definite answer. Meanwhile the server is killed with SIGKILL at seeded random
// moments, several times, and started again on the same database. At the end the books are
// checked: every 200 a client received (bet, round, credited deposit) is in the history exactly
// once with exactly one ledger row, every balance equals its ledger sum, no balance is negative. Prints the counts per dialect and
// exits non-zero on any difference. PostgreSQL runs when TEST_PG_URL is set
// (bash scripts/ci/start-postgres.sh prints one).
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { buildServices } from '../server/app';
import { createDb, type Dialect } from '../server/db/create-db';
import { createSimulatorFeed } from '../server/feed/index';
import { checkBooks, checkLedgerRefs } from '../test/server/books';
import { DEV_WEBHOOK_SECRET } from '../server/env';
import { signBody } from '../server/plugins/app/payments/signature';
import { fundedSessions, type FundedSession } from '../test/server/funded-sessions';
import { createTestDb } from '../test/server/helper';
import { freePort, startServerProcess } from '../test/server/server-process';

const USAGE = 'usage: npm run chaos -- [--dialect sqlite|postgres|both] [--clients 1-1000] [--kills 1-20] [--seed <integer>]';

interface Options {
  dialects: Dialect[];
  clients: number;
  kills: number;
  seed: number;
}

function fail(message: string): never {
  console.error(`chaos: ${message}\n${USAGE}`);
  process.exit(2);
}

function intArg(value: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) fail(`--${name} must be an integer from ${min} to ${max}, got "${value}"`);
  return n;
}

function readOptions(argv: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { dialect: { type: 'string' }, clients: { type: 'string' }, kills: { type: 'string' }, seed: { type: 'string' } } });
  } catch (e) {
    fail((e as Error).message);
  }
  const v = parsed.values;
  const dialect = v.dialect ?? (process.env.TEST_PG_URL ? 'both' : 'sqlite');
  if (!['sqlite', 'postgres', 'both'].includes(dialect)) fail(`--dialect must be sqlite, postgres or both, got "${dialect}"`);
  const dialects: Dialect[] = dialect === 'both' ? ['sqlite', 'postgres'] : [dialect as Dialect];
  if (dialects.includes('postgres') && !process.env.TEST_PG_URL) fail('PostgreSQL needs TEST_PG_URL (bash scripts/ci/start-postgres.sh prints one)');
  return {
    dialects,
    clients: intArg(v.clients, 'clients', 1, 1000, 200),
    kills: intArg(v.kills, 'kills', 1, 20, 4),
    seed: intArg(v.seed, 'seed', 0, 2 ** 31, 7),
  };
}

/** mulberry32: the kill moments and the bets are the same for the same seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  json: { couponId?: number; roundId?: number; requestId?: number; sessionId?: string; games?: { id: number; engine: string; minStake: number }[]; errors?: { code?: string }[] } | null;
}

/** One POST; rejects on any network failure or after 10 s without an answer (then retried). */
function post(agent: Agent, port: number, path: string, cookie: string, body: unknown, method = 'POST', headers: (raw: string) => Record<string, string> = () => ({})): Promise<Answer> {
  const data = method === 'GET' ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        timeout: 10_000,
        headers: { ...(method !== 'GET' && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) }), cookie, ...headers(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
          } catch (e) {
            reject(e as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

async function prepare(dialect: Dialect, clients: number) {
  const testDb = await createTestDb(dialect);
  const feed = createSimulatorFeed({ seed: 1, now: Date.now() });
  const snap = feed.snapshot();
  const services = await buildServices({ database: testDb.database });
  await services.catalogue.loadSnapshot(snap);
  const markets = snap.markets
    .filter((m) => !m.isBlocked && !m.isBannedExpress && snap.games.find((g) => g.id === m.gameId)?.status === 'scheduled')
    .map((m) => ({ id: m.id, coef: m.coef }));
  const players = await fundedSessions(services, clients, 20_000_00, 'chaos');
  await services.close();
  return { testDb, markets, players };
}

interface RunResult {
  dialect: Dialect;
  answered: number;
  refused: Map<string, number>;
  retries: number;
  kills: number;
  books: Awaited<ReturnType<typeof checkBooks>>;
  rounds: Awaited<ReturnType<typeof checkLedgerRefs>>;
  deposits: Awaited<ReturnType<typeof checkLedgerRefs>>;
}

async function run(dialect: Dialect, o: Options): Promise<RunResult> {
  const rnd = random(o.seed);
  const { testDb, markets, players } = await prepare(dialect, o.clients);
  await testDb.database.destroy();
  const port = await freePort();
  const agent = new Agent({ keepAlive: true, maxSockets: o.clients * 2 });
  let child: ChildProcess | null = await startServerProcess(testDb.url, port, { env: { PAYMENTS_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET } });
  const answered = new Map<string, number>();
  const rounds = new Set<number>();
  const deposits = new Set<number>();
  const refused = new Map<string, number>();
  let retries = 0;
  let stop = false;
  try {
    /** Sends until the server gives a definite answer (a 4xx or a 2xx); network failures and 5xx are retried alike. */
    const definite = async (send: () => Promise<Answer>): Promise<Answer> => {
      for (;;) {
        try {
          const res = await send();
          if (res.status < 500) return res;
        } catch {
          // the server is down or restarting
        }
        retries++;
        await sleep(100 + Math.floor(rnd() * 200));
      }
    };
    const refuse = (res: Answer) => {
      const code = res.json?.errors?.[0]?.code ?? String(res.status);
      refused.set(code, (refused.get(code) ?? 0) + 1);
    };
    const bettor = async (p: FundedSession, i: number) => {
      for (let n = 0; !stop; n++) {
        const m = markets[Math.floor(rnd() * markets.length)]!;
        const key = `chaos-${i}-${n}`;
        // stakes of 10-30 (the minimum stake is 10); a refusal must write nothing
        const body = { idempotencyKey: key, typeId: 0, amount: 10 + Math.floor(rnd() * 21), changeCoefAction: 2, bets: [{ market: { id: m.id, coef: m.coef } }] };
        const res = await definite(() => post(agent, port, '/web-api/coupon/place', p.cookie, body));
        if (res.status === 200 && typeof res.json?.couponId === 'number') answered.set(`${p.userId}:${key}`, res.json.couponId);
        else refuse(res);
      }
    };
    const player = async (p: FundedSession, i: number) => {
      const games = await definite(() => post(agent, port, '/web-api/casino/games?limit=100&sort=name', p.cookie, null, 'GET'));
      const dice = games.json?.games?.find((g) => g.engine === 'dice');
      if (!dice) throw new Error('the casino catalogue has no dice game');
      const session = await definite(() => post(agent, port, `/web-api/casino/games/${dice.id}/launch`, p.cookie, { mode: 'real' }));
      if (typeof session.json?.sessionId !== 'string') throw new Error(`no casino session: ${session.status}`);
      for (let n = 0; !stop; n++) {
        const key = `chaos-round-${i}-${n}`;
        const body = { stake: dice.minStake, idempotencyKey: key, target: 50 };
        const res = await definite(() => post(agent, port, `/web-api/casino/sessions/${session.json!.sessionId}/rounds`, p.cookie, body));
        if (res.status === 200 && typeof res.json?.roundId === 'number') rounds.add(res.json.roundId);
        else refuse(res);
      }
    };
    const depositor = async (p: FundedSession, i: number) => {
      for (let n = 0; !stop; n++) {
        const asked = await definite(() => post(agent, port, '/web-api/payments/deposit', p.cookie, { amount: 100, method: 'demo', idempotencyKey: `chaos-dep-${i}-${n}` }));
        const requestId = asked.json?.requestId;
        if (asked.status !== 200 || typeof requestId !== 'number') {
          refuse(asked);
          continue;
        }
        // the provider reports back, signed, until the site acknowledges it
        const report = { requestId, status: 'success', amount: 100, currency: 'RUB', providerTxId: `chaos-${i}-${n}` };
        const sign = (raw: string) => ({ 'x-signature': signBody(DEV_WEBHOOK_SECRET, raw) });
        const res = await definite(() => post(agent, port, '/web-api/payments/webhook/demo', '', report, 'POST', sign));
        if (res.status < 300) deposits.add(requestId);
        else refuse(res);
      }
    };
    const client = (i: number) => {
      const p = players[i]!;
      return i % 4 === 1 ? player(p, i) : i % 4 === 3 ? depositor(p, i) : bettor(p, i);
    };
    const clients = players.map((_, i) => client(i));
    for (let k = 0; k < o.kills; k++) {
      await sleep(1500 + Math.floor(rnd() * 2500));
      child.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
      child = null;
      await sleep(200 + Math.floor(rnd() * 800));
      child = await startServerProcess(testDb.url, port, { env: { PAYMENTS_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET } });
    }
    await sleep(1500);
    stop = true;
    await Promise.all(clients);
  } finally {
    agent.destroy();
    if (child) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
  }
  const check = createDb(testDb.url);
  try {
    return {
      dialect,
      answered: answered.size,
      refused,
      retries,
      kills: o.kills,
      books: await checkBooks(check.db, answered),
      rounds: await checkLedgerRefs(check.db, 'bet', 'casino:', rounds),
      deposits: await checkLedgerRefs(check.db, 'deposit', 'payment:', deposits),
    };
  } finally {
    await check.destroy();
    await testDb.drop().catch(() => undefined);
  }
}

async function main() {
  const o = readOptions(process.argv.slice(2));
  const results: RunResult[] = [];
  for (const dialect of o.dialects) results.push(await run(dialect, o));
  const row = (cells: (string | number)[]) => cells.map((c, i) => (i === 0 ? String(c).padEnd(10) : String(c).padStart(11))).join('');
  console.log(row(['dialect', 'kills', 'retries', 'bets 200', 'rounds 200', 'deposits', 'refused', 'lost', 'doubled', 'unbalanced', 'negative']));
  const lost = (r: RunResult) => r.books.lost + r.rounds.lost + r.deposits.lost;
  const doubled = (r: RunResult) => r.books.doubled + r.rounds.doubled + r.deposits.doubled;
  for (const r of results) {
    const refusedCount = [...r.refused.values()].reduce((a, b) => a + b, 0);
    console.log(row([r.dialect, r.kills, r.retries, r.answered, r.rounds.answered, r.deposits.answered, refusedCount, lost(r), doubled(r), r.books.unbalanced, r.books.negative]));
  }
  for (const r of results) if (r.refused.size > 0) console.log(`${r.dialect} refusals: ${[...r.refused].map(([c, n]) => `${c} ${n}`).join(', ')}`);
  const bad = results.reduce((n, r) => n + lost(r) + doubled(r) + r.books.unbalanced + r.books.negative, 0);
  const answered = results.reduce((n, r) => n + r.answered + r.rounds.answered + r.deposits.answered, 0);
  console.log(`RESULT chaos clients=${o.clients} seed=${o.seed} answered=${answered} lost=${results.reduce((n, r) => n + lost(r), 0)} doubled=${results.reduce((n, r) => n + doubled(r), 0)} differences=${bad}`);
  if (bad > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// Casino rounds benchmark: npx tsx bench/casino.ts (npm run bench:casino).
// The server runs as it does in production (tsx server/main.ts, FEED=none) on a temp SQLite file;
// 200 players (BENCH_CLIENTS) each open a real dice session and play rounds over loopback for
// 20 s (BENCH_SECONDS), keep-alive, each waiting for its answer before the next round. One
// round in 20 is retried with the same idempotencyKey (half at once, half after the answer).
// Then: every 200 answer has its round, its one ledger debit and (when it won) its one credit
// (else "lost"); no key made two rounds, no round two debits, every retry answered the first
// round (else "doubled"); and for every account the ledger sums to the balance. The same rows
// are then written by a raw loop (no HTTP, no rules, no fairness) for the baseline ratio.
// Last line: RESULT rounds_per_s=<n> lost=<n> doubled=<n>.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServices } from '../server/app';
import { createDb, type Db } from '../server/db/create-db';
import { migrateToLatest } from '../server/db/migrate';
import { freePort, startServerProcess } from '../test/server/server-process';
import { checkAccounts } from '../test/server/books';
import { fundedSessions } from '../test/server/funded-sessions';
import { percentile, postJson, timedRun } from './http-bench';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RAW_SECONDS = 5;

async function prepare(url: string, players: number) {
  const database = createDb(url);
  await migrateToLatest(database.db);
  const services = await buildServices({ database, tokenSecret: 'bench' });
  const game = await services.db
    .selectFrom('casino_games')
    .select('id')
    .where('engine', '=', 'dice')
    .where('min_stake', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const out = await fundedSessions(services, players, 1_000_000_000);
  await services.close();
  return { database, gameId: game.id, players: out };
}

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
const post = (port: number, path: string, cookie: string, body: unknown) => postJson(agent, port, path, cookie, body);

const rawSession = (userId: number) => userId.toString(16).padStart(32, '0');

/** The same rows a round writes (session and seed aside), by a plain loop: the baseline. */
async function rawRate(url: string): Promise<number> {
  const { database, gameId, players } = await prepare(url, 10);
  const db = database.db;
  const now = Date.now();
  const seeds: number[] = [];
  for (const p of players) {
    await db
      .insertInto('casino_sessions')
      .values({
        id: rawSession(p.userId),
        user_id: p.userId,
        game_id: gameId,
        mode: 'real',
        account_id: p.accountId,
        currency_id: 1,
        demo_balance_minor: null,
        created_at: now,
      })
      .execute();
    const s = await db
      .insertInto('casino_seeds')
      .values({
        user_id: p.userId,
        session_id: null,
        server_seed: 'x',
        server_seed_hash: 'x',
        client_seed: 'x',
        nonce: 0,
        revealed_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seeds.push(Number(s.id));
  }
  const end = Date.now() + RAW_SECONDS * 1000;
  let n = 0;
  while (Date.now() < end) {
    const i = n % players.length;
    const p = players[i]!;
    await db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('casino_rounds')
        .values({
          session_id: rawSession(p.userId),
          user_id: p.userId,
          game_id: gameId,
          mode: 'real',
          currency_id: 1,
          stake_minor: 100,
          win_minor: 0,
          balance_after: 0,
          idempotency_key: `raw-${n}`,
          request_hash: 'x',
          seed_id: seeds[i]!,
          nonce: n,
          client_seed: 'x',
          server_seed_hash: 'x',
          outcome: '{}',
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const acc = await trx
        .updateTable('accounts')
        .set((eb) => ({ balance_minor: eb('balance_minor', '-', 100) }))
        .where('id', '=', p.accountId)
        .returning('balance_minor')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger')
        .values({
          account_id: p.accountId,
          amount_minor: -100,
          balance_after: acc.balance_minor,
          kind: 'bet',
          ref: `casino:${r.id}`,
          idempotency_key: null,
          created_at: Date.now(),
        })
        .execute();
      await trx.updateTable('casino_rounds').set({ balance_after: acc.balance_minor }).where('id', '=', r.id).execute();
    });
    n++;
  }
  await database.destroy();
  return n / RAW_SECONDS;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-casino-'));
  const url = join(dir, 'site.sqlite');
  let child: ChildProcess | null = null;
  try {
    const { database, gameId, players } = await prepare(url, CLIENTS);
    await database.destroy();
    const port = await freePort();
    child = await startServerProcess(url, port, {
      nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
      stderr: true,
    });

    const sessions: string[] = [];
    for (const p of players) {
      const s = await post(port, `/web-api/casino/games/${gameId}/launch`, p.cookie, { mode: 'real' });
      if (s.status !== 200) throw new Error(`launch: ${s.status} ${JSON.stringify(s.json)}`);
      sessions.push(s.json.sessionId);
    }

    const latencies: number[] = [];
    const answered = new Map<string, { roundId: number; win: number }>(); // session:key -> round
    let doubled = 0;
    let refused = 0;
    let seq = 0;
    const end = Date.now() + SECONDS * 1000;
    const client = async (i: number) => {
      const p = players[i]!;
      const path = `/web-api/casino/sessions/${sessions[i]}/rounds`;
      while (Date.now() < end) {
        const key = `c${i}-${++seq}`;
        const body = { stake: 1, idempotencyKey: key, target: 50 };
        const t0 = performance.now();
        const retry = seq % 20 === 0;
        const first =
          retry && seq % 40 === 0
            ? await Promise.all([post(port, path, p.cookie, body), post(port, path, p.cookie, body)])
            : [await post(port, path, p.cookie, body)];
        latencies.push(performance.now() - t0);
        if (retry && first.length === 1) first.push(await post(port, path, p.cookie, body));
        const ok = first.filter((r) => r.status === 200);
        if (ok.length === 0) {
          refused++;
          continue;
        }
        const ids = new Set(ok.map((r) => r.json.roundId as number));
        if (ids.size > 1) doubled++;
        answered.set(`${sessions[i]}:${key}`, { roundId: [...ids][0]!, win: ok[0]!.json.win });
      }
    };
    const { elapsed, serverCpu } = await timedRun(child, players.length, client);
    child = null;

    // Check the books.
    const check: Db = createDb(url);
    const db = check.db;
    const rounds = await db.selectFrom('casino_rounds').select(['id', 'session_id', 'idempotency_key', 'win_minor']).execute();
    const byKey = new Map<string, number[]>();
    for (const r of rounds)
      byKey.set(`${r.session_id}:${r.idempotency_key}`, [...(byKey.get(`${r.session_id}:${r.idempotency_key}`) ?? []), Number(r.id)]);
    const winOf = new Map(rounds.map((r) => [Number(r.id), Number(r.win_minor)]));
    const entries = await db
      .selectFrom('ledger')
      .select(['ref', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('ref', 'like', 'casino:%')
      .groupBy(['ref', 'kind'])
      .execute();
    const count = new Map(entries.map((e) => [`${e.kind}:${e.ref}`, Number(e.n)]));
    let lost = 0;
    for (const [key, { roundId }] of answered) {
      const ids = byKey.get(key) ?? [];
      const wins = count.get(`win:casino:${roundId}`) ?? 0;
      if (!ids.includes(roundId) || count.get(`bet:casino:${roundId}`) !== 1 || wins !== ((winOf.get(roundId) ?? 0) > 0 ? 1 : 0)) lost++;
      if (ids.length > 1) doubled++;
    }
    for (const [, n] of count) if (n > 1) doubled++;
    const { unbalanced, negative } = await checkAccounts(db);
    await check.destroy();

    const played = answered.size;
    const rate = played / elapsed;
    const sorted = [...latencies].sort((a, b) => a - b);
    const raw = await rawRate(join(dir, 'raw.sqlite'));
    const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(11))).join('');
    console.log(row(['', 'rounds/s', 'p50 ms', 'p99 ms', 'CPU us/rnd']));
    console.log(
      row([
        `rounds over HTTP (${CLIENTS} players)`,
        rate.toFixed(0),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        ((serverCpu * 1e6) / Math.max(1, played)).toFixed(0),
      ]),
    );
    console.log(row(['raw insert loop (baseline)', raw.toFixed(0), '-', '-', '-']));
    console.log(
      `seconds=${elapsed.toFixed(1)} played=${played} refused=${refused} rounds=${rounds.length} unbalanced_accounts=${unbalanced} negative_accounts=${negative} ratio=${(rate / raw).toFixed(3)}`,
    );
    lost += unbalanced + negative;
    console.log(`RESULT rounds_per_s=${rate.toFixed(0)} lost=${lost} doubled=${doubled}`);
  } finally {
    if (child) child.kill('SIGTERM');
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

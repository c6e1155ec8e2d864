// Bet placement benchmark: npx tsx bench/bets.ts (npm run bench:bets).
// The server runs as `npm run serve` runs it in production (built by the project's server build,
// started with package.json's serve flags; FEED=none) on a temp SQLite file holding the demo
// feed's catalogue; 200 clients in this process place singles over loopback
// for 20 s (BENCH_SECONDS), keep-alive, each waiting for its answer before the next bet. One bet
// in 20 is retried with the same idempotencyKey (half at once, half after the answer). Then:
// every 200 answer has its coupon and its ledger debit (else "lost"), no key made two coupons
// or two debits and every retry answered the first coupon (else "doubled"), and for every
// account the ledger sums to the balance. The same rows are then inserted by a raw loop
// (no HTTP, no rules) on another temp file, with the server's database options, for the ratio.
// BENCH_SERVER_NODE_ARGS adds node flags to the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
// Last line: RESULT bets_per_s=<n> bets_p99_ms=<ms> bets_lost=<n> bets_doubled=<n> bets_ratio=<placement/raw>.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db, type DbOptions } from '../server/db/create-db';
import { migrateToLatest } from '../server/db/migrate';
import { createSimulatorFeed } from '../server/feed/index';
import { buildServices } from '../server/app';
import { checkBooks } from '../test/server/books';
import { fundedSessions } from '../test/server/funded-sessions';
import { type BuiltServer, buildServerInProject, freePort, startServerProcess } from '../test/server/server-process';
import { percentile, postJson, timedRun } from './http-bench';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RAW_SECONDS = 5;
const STAKE = 10;

async function prepare(url: string, players: number, options: DbOptions = {}) {
  const database = createDb(url, options);
  await migrateToLatest(database.db);
  const feed = createSimulatorFeed({ seed: 1, now: Date.now() });
  const snap = feed.snapshot();
  const services = await buildServices({ database, tokenSecret: 'bench' });
  await services.catalogue.loadSnapshot(snap);
  const open = snap.markets.filter((m) => !m.isBlocked && !m.isBannedExpress && snap.games.find((g) => g.id === m.gameId)?.status === 'scheduled');
  const cookies = await fundedSessions(services, players, 1_000_000_000);
  await services.close();
  return { database, markets: open.map((m) => ({ id: m.id, gameId: m.gameId, coef: m.coef })), players: cookies };
}

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
const post = (port: number, cookie: string, body: unknown) => postJson(agent, port, '/web-api/coupon/place', cookie, body);

async function rawRate(url: string): Promise<number> {
  // the server's own database options (server/main.ts), WAL checkpoints from a thread included
  // the same rows as the placements: as many players, markets picked the same way, their real games
  const { database, markets, players } = await prepare(url, CLIENTS, { backgroundCheckpoint: true });
  const db = database.db;
  const end = Date.now() + RAW_SECONDS * 1000;
  let n = 0;
  while (Date.now() < end) {
    const p = players[n % players.length]!;
    const m = markets[(n * 7919) % markets.length]!;
    await db.transaction().execute(async (trx) => {
      const c = await trx
        .insertInto('sb_coupons')
        .values({ user_id: p.userId, account_id: p.accountId, idempotency_key: `raw-${n}`, request_hash: 'x', type_id: 0, system_value: null, currency_id: 1, amount_minor: 1000, coef_milli: Math.round(m.coef * 1000), possible_win_minor: Math.round(1000 * m.coef), bonus_milli: 1000, promo_code: null, change_coef_action: 2, status: 'open', win_minor: null, bet_entry_id: null, balance_after: 0, win_entry_id: null, created_at: Date.now(), settled_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const acc = await trx.updateTable('accounts').set((eb) => ({ balance_minor: eb('balance_minor', '-', 1000) })).where('id', '=', p.accountId).returning('balance_minor').executeTakeFirstOrThrow();
      const e = await trx.insertInto('ledger').values({ account_id: p.accountId, amount_minor: -1000, balance_after: acc.balance_minor, kind: 'bet', ref: `coupon:${c.id}`, idempotency_key: null, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('sb_coupons').set({ bet_entry_id: e.id, balance_after: acc.balance_minor }).where('id', '=', c.id).execute();
      await trx.insertInto('sb_coupon_bets').values({ coupon_id: c.id, idx: 0, market_id: m.id, game_id: m.gameId, coef_milli: Math.round(m.coef * 1000), is_banker: 0, amount_minor: null, is_live: 0 }).execute();
    });
    n++;
  }
  await database.destroy();
  return n / RAW_SECONDS;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bets-'));
  const url = join(dir, 'site.sqlite');
  let built: BuiltServer | null = null;
  let child: ChildProcess | null = null;
  try {
    const { database, markets, players } = await prepare(url, CLIENTS);
    await database.destroy();
    const port = await freePort();
    // the server as `npm start` runs it: built by the project's own server build
    built = await buildServerInProject('bench-bets-server');
    child = await startServerProcess(url, port, { builtFile: built.file, nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [], stderr: true });

    const latencies: number[] = [];
    const answered = new Map<string, number>(); // idempotency key -> couponId
    let doubled = 0;
    let refused = 0;
    let seq = 0;
    const end = Date.now() + SECONDS * 1000;
    const client = async (i: number) => {
      const p = players[i]!;
      while (Date.now() < end) {
        const m = markets[(seq * 7919 + i) % markets.length]!;
        const key = `b${i}-${++seq}`;
        const body = { idempotencyKey: key, typeId: 0, amount: STAKE, changeCoefAction: 2, bets: [{ market: { id: m.id, coef: m.coef } }] };
        const t0 = performance.now();
        const retry = seq % 20 === 0;
        const first = retry && seq % 40 === 0 ? await Promise.all([post(port, p.cookie, body), post(port, p.cookie, body)]) : [await post(port, p.cookie, body)];
        latencies.push(performance.now() - t0);
        if (retry && first.length === 1) first.push(await post(port, p.cookie, body));
        const ok = first.filter((r) => r.status === 200);
        if (ok.length === 0) {
          refused++;
          continue;
        }
        const ids = new Set(ok.map((r) => r.json.couponId as number));
        if (ids.size > 1) doubled++;
        answered.set(`${p.userId}:${key}`, [...ids][0]!);
      }
    };
    const { elapsed, serverCpu } = await timedRun(child, players.length, client);
    child = null;

    // Check the books.
    const check: Db = createDb(url);
    const books = await checkBooks(check.db, answered);
    await check.destroy();
    const unbalanced = books.unbalanced + books.negative;
    let lost = books.lost;
    doubled += books.doubled;

    const placed = answered.size;
    const rate = placed / elapsed;
    const sorted = [...latencies].sort((a, b) => a - b);
    const raw = await rawRate(join(dir, 'raw.sqlite'));
    const cpuPerBet = ((serverCpu * 1e6) / Math.max(1, placed)).toFixed(0);
    const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(11))).join('');
    console.log(row(['', 'bets/s', 'p50 ms', 'p99 ms', 'CPU us/bet']));
    console.log(row([`placement over HTTP (${CLIENTS} clients)`, rate.toFixed(0), percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.99).toFixed(1), cpuPerBet]));
    console.log(row(['raw insert loop (baseline)', raw.toFixed(0), '-', '-', '-']));
    console.log(`seconds=${elapsed.toFixed(1)} placed=${placed} refused=${refused} coupons=${books.coupons} unbalanced_accounts=${unbalanced} (CPU: the server process, retries included)`);
    if (unbalanced > 0) lost += unbalanced;
    console.log(`RESULT bets_per_s=${rate.toFixed(0)} bets_p99_ms=${percentile(sorted, 0.99).toFixed(1)} bets_lost=${lost} bets_doubled=${doubled} bets_ratio=${(rate / raw).toFixed(3)}`);
  } finally {
    if (child) child.kill('SIGKILL');
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
    built?.remove();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

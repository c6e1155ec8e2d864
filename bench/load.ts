// Load benchmark: npm run bench:load [-- --streams 1000 --clients 200 --seconds 15 --odds 2000].
// The server runs as in production (server/main.ts) on a temp SQLite file with the demo feed
// pushing `odds` updates per second. After a 5 s warm-up (not counted), two phases of `seconds`
// each, with the same 200 clients
// placing bets and 20 clients reading /web-api/session in a loop:
//   1. baseline: no live-odds streams;
//   2. load: `streams` live-odds (SSE) connections reading everything, plus one that never reads.
// It prints the session endpoint's p50/p99 and the bets per second of each phase, the server's
// resident memory at the start and end of the load phase, and whether the server dropped the
// client that stopped reading (it must: a stalled client is cut off, not buffered without end).
// Each reading stream subscribes to 10 live games (as a page does); the stalled one to everything.
// Last line: RESULT session_p99_ms=<load> session_p99_ratio=<load / baseline> rss_growth_mb=<n>
// slow_client_dropped=<yes|no> streams=<n>.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { GamesAnswer, SportsAnswer } from '@site/api';
import { buildServices } from '../server/app';
import { createDb } from '../server/db/create-db';
import { migrateToLatest } from '../server/db/migrate';
import { fundedSessions, type FundedSession } from '../test/server/funded-sessions';
import { freePort, startServerProcess } from '../test/server/server-process';

function options() {
  const { values } = parseArgs({ options: { streams: { type: 'string' }, clients: { type: 'string' }, seconds: { type: 'string' }, odds: { type: 'string' } } });
  const int = (v: string | undefined, name: string, fallback: number, max: number) => {
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) {
      console.error(`bench:load: --${name} must be an integer from 1 to ${max}, got "${v}"`);
      process.exit(2);
    }
    return Number(v);
  };
  return {
    streams: int(values.streams, 'streams', 1000, 5000),
    clients: int(values.clients, 'clients', 200, 1000),
    seconds: int(values.seconds, 'seconds', 15, 600),
    odds: int(values.odds, 'odds', 2000, 20000),
  };
}

const SESSION_READERS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
}

function call(agent: Agent, port: number, method: string, path: string, cookie: string, body?: unknown): Promise<{ status: number; text: string }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: { cookie, ...(data !== undefined && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** One live-odds stream (of `games`, else of everything); `read: false` never reads a byte after the headers. */
function openStream(port: number, read: boolean, games?: readonly number[]): Promise<{ closed: Promise<void>; bytes: () => number; destroy(): void }> {
  return new Promise((resolve, reject) => {
    const path = `/web-api/live/stream${games?.length ? `?games=${games.join(',')}` : ''}`;
    const req = get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let bytes = 0;
      const closed = new Promise<void>((r) => {
        res.socket.once('close', () => r());
      });
      if (read) res.on('data', (c: Buffer) => (bytes += c.length));
      else res.pause();
      resolve({ closed, bytes: () => bytes, destroy: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

interface PhaseResult {
  sessionMs: number[];
  bets: number;
  seconds: number;
}

async function phase(port: number, agent: Agent, players: FundedSession[], markets: { id: number; coef: number }[], seconds: number): Promise<PhaseResult> {
  const end = Date.now() + seconds * 1000;
  const sessionMs: number[] = [];
  let bets = 0;
  let seq = 0;
  const bettor = async (p: FundedSession, i: number) => {
    while (Date.now() < end) {
      const m = markets[(++seq * 7919 + i) % markets.length]!;
      const res = await call(agent, port, 'POST', '/web-api/coupon/place', p.cookie, {
        idempotencyKey: `load-${i}-${seq}`,
        typeId: 0,
        amount: 10,
        changeCoefAction: 2,
        bets: [{ market: { id: m.id, coef: m.coef } }],
      });
      if (res.status === 200) bets++;
    }
  };
  const reader = async (p: FundedSession) => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = await call(agent, port, 'GET', '/web-api/session', p.cookie);
      if (res.status !== 200) throw new Error(`session answered ${res.status}`);
      sessionMs.push(performance.now() - t0);
    }
  };
  const t0 = Date.now();
  await Promise.all([...players.map((p, i) => bettor(p, i)), ...players.slice(0, SESSION_READERS).map((p) => reader(p))]);
  return { sessionMs, bets, seconds: (Date.now() - t0) / 1000 };
}

async function main() {
  const o = options();
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const url = join(dir, 'site.sqlite');
  let child: ChildProcess | null = null;
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: o.clients * 2 });
  try {
    const database = createDb(url);
    await migrateToLatest(database.db);
    const services = await buildServices({ database });
    const players = await fundedSessions(services, o.clients, 1_000_000_000);
    await services.close();
    await database.destroy();

    const port = await freePort();
    let droppedAt: number | null = null;
    const onLog = (line: string) => {
      if (droppedAt === null && line.includes('live stream: slow client dropped')) droppedAt = Date.now();
    };
    child = await startServerProcess(url, port, { onLog, env: { FEED: 'simulator', FEED_SEED: '1', FEED_ODDS_PER_SECOND: String(o.odds) } });
    const gamesOf = async (mode: 'line' | 'live') => {
      const sports = JSON.parse((await call(agent, port, 'GET', `/web-api/line/sports?mode=${mode}`, '')).text) as SportsAnswer;
      const out: GamesAnswer['champs'][number]['games'] = [];
      for (const sport of sports.sports) {
        const games = JSON.parse((await call(agent, port, 'GET', `/web-api/line/games?mode=${mode}&sportId=${sport.id}`, '')).text) as GamesAnswer;
        out.push(...games.champs.flatMap((c) => c.games));
      }
      return out;
    };
    const markets = (await gamesOf('line')).flatMap((g) => g.markets.map((m) => ({ id: Number(m.id), coef: m.coef })));
    // a page streams the games it shows: each stream takes 10 live games
    const live = (await gamesOf('live')).map((g) => g.id);
    if (markets.length === 0) throw new Error('the demo feed gave no pre-match markets');

    // a warm-up, not counted: the first seconds of a fresh server (JIT, first statements, the
    // players' first bets) put seconds-long outliers into the baseline's p99 and made the ratio
    // meaningless (a baseline p99 of 5-8 s against 0.28 s under load)
    await phase(port, agent, players, markets, Math.min(5, o.seconds));
    const base = await phase(port, agent, players, markets, o.seconds);

    const pick = (i: number) => Array.from({ length: Math.min(10, live.length) }, (_, k) => live[(i * 10 + k) % live.length]!);
    for (let i = 0; i < o.streams; i++) streams.push(await openStream(port, true, pick(i)));
    // a client that never reads: the server must drop it (destroyed with the others at the end)
    streams.push(await openStream(port, false));
    const stalledAt = Date.now();
    await sleep(1000);
    const rss0 = rssMb(child.pid);
    const load = await phase(port, agent, players, markets, o.seconds);
    const rss1 = rssMb(child.pid);
    // the stalled client fills the sockets' buffers first: give the server up to a minute more
    for (let i = 0; i < 60 && droppedAt === null; i++) await sleep(1000);
    const dropped = droppedAt !== null;
    const reading = streams.slice(0, o.streams);
    const streamed = reading.reduce((n, s) => n + s.bytes(), 0);
    const alive = await Promise.all(reading.map((s) => Promise.race([s.closed.then(() => false), sleep(0).then(() => true)])));

    const row = (cells: (string | number)[]) => cells.map((c, i) => (i === 0 ? String(c).padEnd(36) : String(c).padStart(12))).join('');
    console.log(row(['', 'session p50', 'session p99', 'bets/s']));
    console.log(row(['baseline (no streams)', percentile(base.sessionMs, 0.5).toFixed(1), percentile(base.sessionMs, 0.99).toFixed(1), (base.bets / base.seconds).toFixed(0)]));
    console.log(row([`${o.streams} live streams`, percentile(load.sessionMs, 0.5).toFixed(1), percentile(load.sessionMs, 0.99).toFixed(1), (load.bets / load.seconds).toFixed(0)]));
    console.log(
      `streams still open=${alive.filter(Boolean).length}/${o.streams} streamed=${(streamed / 1e6).toFixed(1)} MB rss=${rss0.toFixed(0)}->${rss1.toFixed(0)} MB ` +
        `slow client ${droppedAt !== null ? `dropped after ${((droppedAt - stalledAt) / 1000).toFixed(1)} s of not reading` : 'NOT dropped'} odds/s=${o.odds}`,
    );
    const p99 = percentile(load.sessionMs, 0.99);
    console.log(
      `RESULT session_p99_ms=${p99.toFixed(1)} session_p99_ratio=${(p99 / percentile(base.sessionMs, 0.99)).toFixed(2)} rss_growth_mb=${(rss1 - rss0).toFixed(0)} ` +
        `slow_client_dropped=${dropped ? 'yes' : 'no'} streams=${o.streams}`,
    );
  } finally {
    for (const s of streams) s.destroy();
    agent.destroy();
    if (child) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

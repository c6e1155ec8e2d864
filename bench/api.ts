// Platform API benchmark: npx tsx bench/api.ts (npm run bench:api).
// On loopback, in one process: a bare Fastify route (the ceiling), the site config
// (/bff-api/config/all.json?lang=en) and the session check of a signed-in player (cookie ->
// session row in SQLite), each with autocannon at 10 connections: a 1 s warm-up each, then two
// interleaved rounds of 5 s each, averaged (p99: the worse round).
// Last line: RESULT config_ratio=<config req/s / bare> session_ratio=<session / bare> p99_ms=<config p99>.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { createDb } from '../server/db/create-db';
import { migrateToLatest } from '../server/db/migrate';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 2;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function once(t: Target, duration: number) {
  return autocannon({ url: t.url, connections: CONNECTIONS, duration, headers: t.headers ?? {} });
}

/**
 * Warms every target up, then measures them in ROUNDS interleaved rounds and averages, so a
 * burst of load on the machine does not fall on one target only.
 */
async function measure(targets: Target[]): Promise<Row[]> {
  for (const t of targets) await once(t, 1);
  const runs = targets.map(() => [] as Awaited<ReturnType<typeof once>>[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) runs[i]!.push(await once(t, DURATION_S));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return targets.map((t, i) => {
    const rs = runs[i]!;
    return {
      name: t.name,
      rps: mean(rs.map((r) => r.requests.average)),
      p50: mean(rs.map((r) => r.latency.p50)),
      p99: Math.max(...rs.map((r) => r.latency.p99)),
      errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
    };
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const database = createDb(join(dir, 'bench.sqlite'));
  await migrateToLatest(database.db);
  const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'server', 'fixtures');
  const app = await buildApp({ database, distDir: join(fixtures, 'dist'), importMapsDir: join(fixtures, 'import-maps'), production: true });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  try {
    const siteUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const reg = await app.inject({ method: 'POST', url: '/web-api/auth/register', payload: { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0 } });
    const cookie = /user_token=[^;]+/.exec(String(reg.headers['set-cookie']))?.[0];
    if (!cookie) throw new Error(`could not register the bench player: ${reg.statusCode} ${reg.body}`);

    const rows = await measure([
      { name: 'bare route', url: `${bareUrl}/bare` },
      { name: 'config all.json?lang=en', url: `${siteUrl}/bff-api/config/all.json?lang=en` },
      { name: 'session (signed in)', url: `${siteUrl}/web-api/session`, headers: { cookie } },
      { name: 'session (anonymous)', url: `${siteUrl}/web-api/session` },
    ]);
    const [bareRow, config, session] = rows as [Row, Row, Row, Row];
    console.log(`${'endpoint'.padEnd(26)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(26)}${r.rps.toFixed(0).padStart(10)}${r.p50.toFixed(1).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(8)}`);
    }
    console.log(`RESULT config_ratio=${(config.rps / bareRow.rps).toFixed(2)} session_ratio=${(session.rps / bareRow.rps).toFixed(2)} p99_ms=${config.p99}`);
  } finally {
    await app.close();
    await bare.close();
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

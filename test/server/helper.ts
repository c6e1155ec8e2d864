// Builds a fresh server on a fresh database for each test file, on SQLite and, when
// TEST_PG_URL is set, on PostgreSQL too. CI always sets it; locally the PostgreSQL runs are
// skipped with a visible note.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { createDb, type Db, type Dialect } from '../../server/db/create-db';
import { migrateToLatest } from '../../server/db/migrate';
import type { Clock } from '../../server/plugins/app/clock';
import { fixtureCatalogue } from './sportsbook-fixture';

export interface TestDb {
  url: string;
  database: Db;
  drop(): Promise<void>;
}

let noted = false;
/** The dialects to run server tests on. */
export function testDialects(): Dialect[] {
  if (process.env.TEST_PG_URL) return ['sqlite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('CI must run the PostgreSQL tests: TEST_PG_URL is not set');
  if (!noted) {
    noted = true;
    process.stderr.write('NOTE: PostgreSQL tests skipped (TEST_PG_URL not set; scripts/ci/start-postgres.sh prints one)\n');
  }
  return ['sqlite'];
}

let counter = 0;
/** A new empty, migrated database of the given dialect; drop() removes it. */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
    const url = join(dir, 'test.sqlite');
    const database = createDb(url);
    await migrateToLatest(database.db);
    return { url, database, drop: async () => { await database.destroy(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const admin = process.env.TEST_PG_URL as string;
  const name = `site_test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = admin.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  const database = createDb(url);
  await migrateToLatest(database.db);
  return {
    url,
    database,
    drop: async () => {
      await database.destroy();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  close(): Promise<void>;
}

export interface TestAppOptions {
  distDir?: string;
  production?: boolean;
  /** "Now" for the app's services (a FakeClock); the system clock unless given. */
  clock?: Clock;
}

export async function buildTestApp(dialect: Dialect, opts: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDb(dialect);
  const app = await buildApp({
    database: db.database,
    distDir: opts.distDir ?? join(__dirname, 'fixtures', 'shell-build'),
    importMapsDir: join(__dirname, 'fixtures', 'import-maps'),
    production: opts.production ?? true,
    ...(opts.clock && { clock: opts.clock }),
  });
  await app.ready();
  return { app, db, close: async () => { await app.close(); await db.drop(); } };
}

/**
 * buildTestApp with the sportsbook fixture catalogue loaded (fixtureCatalogue: known games,
 * markets and coefs), its games dated from `opts.clock` when given, else from the system clock.
 */
export async function catalogueTestApp(dialect: Dialect, opts: TestAppOptions = {}): Promise<TestApp> {
  const t = await buildTestApp(dialect, opts);
  await t.app.catalogue.loadSnapshot(fixtureCatalogue(opts.clock?.now()));
  return t;
}

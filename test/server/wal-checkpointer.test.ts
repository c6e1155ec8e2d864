// The server's WAL checkpoints from a worker thread (createDb backgroundCheckpoint): committed
// pages reach the database file without the writer's own checkpoint, which with the option only
// starts at WRITER_CHECKPOINT_PAGES (so never in these few hundred pages).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../../server/db/create-db';
import { migrateToLatest } from '../../server/db/migrate';

jest.setTimeout(30_000);

async function writeRows(database: Db, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await database.writes.run((trx) => trx.insertInto('site_config').values({ group_name: 'wal', key: `k${i}`, value: 'x'.repeat(3000), updated_at: '2026-11-29T00:00:00.000Z' }).execute());
  }
}

/** Polls the database file (not the WAL) until it reaches `bytes`, for up to 5 s. */
async function fileReaches(file: string, bytes: number): Promise<number> {
  for (let i = 0; i < 100 && statSync(file).size < bytes; i++) await new Promise((r) => setTimeout(r, 50));
  return statSync(file).size;
}

describe('WAL checkpoints from a worker thread (SQLite file)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wal-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('with backgroundCheckpoint the rows a writer commits reach the database file while it keeps running', async () => {
    const file = join(dir, 'site.sqlite');
    const database = createDb(file, { backgroundCheckpoint: true });
    await migrateToLatest(database.db);
    const before = await fileReaches(file, 1); // the schema, once the thread has copied it
    await writeRows(database, 60); // 180 KB of rows, well under the writer's own threshold
    expect(await fileReaches(file, before + 150_000)).toBeGreaterThanOrEqual(before + 150_000);
    const rows = await database.db.selectFrom('site_config').select('key').where('group_name', '=', 'wal').execute();
    expect(rows).toHaveLength(60);
    await database.destroy();
  });

  test('without it (a CLI, a script) the same rows stay in the WAL until SQLite checkpoints, and nothing is lost', async () => {
    const file = join(dir, 'site.sqlite');
    const database = createDb(file);
    await migrateToLatest(database.db);
    await writeRows(database, 60);
    await new Promise((r) => setTimeout(r, 300));
    expect(statSync(file).size).toBeLessThan(150_000);
    await database.destroy();
    const again = createDb(file);
    expect(await again.db.selectFrom('site_config').select('key').where('group_name', '=', 'wal').execute()).toHaveLength(60);
    await again.destroy();
  });
});

test('a plain process that opens the server\'s database and destroys it goes on after destroy() (the thread does not leave it hanging)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wal-'));
  try {
    const script = `import { createDb } from './server/db/create-db.ts';
const d = createDb(${JSON.stringify(join(dir, 'site.sqlite'))}, { backgroundCheckpoint: true });
await d.destroy();
console.log('after destroy');`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8', timeout: 20_000 });
    expect(out.trim()).toBe('after destroy');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The database write path under load: GroupCommit (many jobs, one COMMIT on SQLite), the SQLite
// driver's reader connection, and PreparedQuery. Through public interfaces, on both dialects.
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import { GroupCommit } from '../../server/db/group-commit';
import { PreparedQuery } from '../../server/db/prepared-query';
import type { Database } from '../../server/db/schema';
import { createTestDb, type TestDb, testDialects } from './helper';

jest.setTimeout(30_000);

async function insertConfig(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db.insertInto('site_config').values({ group_name: 'test', key, value, updated_at: '2026-11-22T00:00:00.000Z' }).execute();
}

async function configKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('site_config').select('key').where('group_name', '=', 'test').orderBy('key').execute();
  return rows.map((r) => r.key);
}

describe.each(testDialects())('database write path on %s', (dialect) => {
  let t: TestDb;
  let db: Kysely<Database>;
  beforeEach(async () => {
    t = await createTestDb(dialect);
    db = t.database.db;
  });
  afterEach(async () => {
    await t.drop();
  });

  describe('writes (GroupCommit on SQLite, a transaction per job on PostgreSQL)', () => {
    test('concurrent jobs all commit, and each answers its own value', async () => {
      const writes = t.database.writes;
      const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => writes.run(async (trx) => {
        await insertConfig(trx, `k${String(i).padStart(3, '0')}`, String(i));
        return i * 2;
      })));
      expect(answers).toEqual(Array.from({ length: 150 }, (_, i) => i * 2));
      expect(await configKeys(db)).toHaveLength(150);
    });

    test('a job that fails leaves nothing behind and does not undo the jobs around it', async () => {
      const writes = t.database.writes;
      const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((key) => writes.run(async (trx) => {
        await insertConfig(trx, key, 'x');
        // "b" writes, then a second row that breaks the primary key: all of "b" must go.
        if (key === 'b') await insertConfig(trx, key, 'again');
        return key;
      })));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(await configKeys(db)).toEqual(['a', 'c', 'd']);
    });

    test('no job is answered before its writes are readable by everyone', async () => {
      const writes = t.database.writes;
      await Promise.all(Array.from({ length: 20 }, (_, i) => writes.run((trx) => insertConfig(trx, `w${i}`, 'x')).then(async () => {
        // db (not trx): another connection, which sees only committed data
        const row = await db.selectFrom('site_config').select('key').where('key', '=', `w${i}`).executeTakeFirst();
        expect(row?.key).toBe(`w${i}`);
      })));
    });
  });

  describe('PreparedQuery', () => {
    test('runs with new values each time and returns what the builder returns', async () => {
      await insertConfig(db, 'p1', 'one');
      await insertConfig(db, 'p2', 'two');
      const byKey = new PreparedQuery<{ key: string }, { value: string }>(db, (db, param) =>
        db.selectFrom('site_config').select('value').where('group_name', '=', 'test').where('key', '=', param('key')),
      );
      expect(await byKey.takeFirst(db, { key: 'p1' })).toEqual({ value: 'one' });
      expect(await byKey.takeFirst(db, { key: 'p2' })).toEqual({ value: 'two' });
      expect(await byKey.takeFirst(db, { key: 'none' })).toBeUndefined();
      await expect(byKey.takeFirstOrThrow(db, { key: 'none' })).rejects.toThrow(/no row/);
    });

    test('writes through a transaction, and counts the rows changed', async () => {
      const insert = new PreparedQuery<{ key: string; value: string }, unknown>(db, (db, param) =>
        db.insertInto('site_config').values({ group_name: 'test', key: param('key'), value: param('value'), updated_at: '2026-11-22T00:00:00.000Z' }),
      );
      const update = new PreparedQuery<{ value: string }, unknown>(db, (db, param) =>
        db.updateTable('site_config').set({ value: param('value') }).where('group_name', '=', 'test'),
      );
      await db.transaction().execute(async (trx) => {
        await insert.run(trx, { key: 'x', value: '1' });
        await insert.run(trx, { key: 'y', value: '2' });
      });
      expect(await update.run(db, { value: '3' })).toBe(2);
      expect(await configKeys(db)).toEqual(['x', 'y']);
    });

    test('a missing value is a programming error, not a NULL in the database', async () => {
      const insert = new PreparedQuery<{ key: string; value: string }, unknown>(db, (db, param) =>
        db.insertInto('site_config').values({ group_name: 'test', key: param('key'), value: param('value'), updated_at: '2026-11-22T00:00:00.000Z' }),
      );
      await expect(insert.run(db, { key: 'x' } as { key: string; value: string })).rejects.toThrow(/no value for "value"/);
      expect(await configKeys(db)).toEqual([]);
    });
  });
});

describe('SQLite: one writer, many readers', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb('sqlite');
  });
  afterEach(async () => {
    await t.drop();
  });

  test('jobs committed together see the writes of the jobs before them', async () => {
    const writes = t.database.writes;
    expect(writes).toBeInstanceOf(GroupCommit);
    const [, seen] = await Promise.all([
      writes.run((trx) => insertConfig(trx, 'first', '1')),
      writes.run(async (trx) => (await trx.selectFrom('site_config').select('value').where('key', '=', 'first').executeTakeFirst())?.value),
    ]);
    expect(seen).toBe('1');
  });

  describe('GroupCommit: savepoints only when a failed job has written', () => {
    /** Jobs started in the same turn share one batch; each counts its runs. */
    function batch(jobs: Record<string, (trx: Kysely<Database>) => Promise<void>>) {
      const runs: Record<string, number> = {};
      const settled = Promise.allSettled(Object.entries(jobs).map(([key, job]) => t.database.writes.run(async (trx) => {
        runs[key] = (runs[key] ?? 0) + 1;
        await job(trx);
        return key;
      })));
      return { runs, settled };
    }

    test('a job refused before it writes (the usual refusal) fails alone and the batch runs once', async () => {
      const { runs, settled } = batch({
        a: (trx) => insertConfig(trx, 'a', '1'),
        b: async (trx) => {
          await trx.selectFrom('site_config').select('key').execute();
          throw new Error('refused');
        },
        c: (trx) => insertConfig(trx, 'c', '1'),
      });
      expect((await settled).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(runs).toEqual({ a: 1, b: 1, c: 1 });
      expect(await configKeys(t.database.db)).toEqual(['a', 'c']);
    });

    test('a job that fails after writing: the batch runs again with savepoints (the jobs before it run twice), its writes go, the others commit once', async () => {
      const { runs, settled } = batch({
        a: (trx) => insertConfig(trx, 'a', '1'),
        b: async (trx) => {
          await insertConfig(trx, 'b', '1');
          throw new Error('insufficient funds');
        },
        c: (trx) => insertConfig(trx, 'c', '1'),
      });
      expect((await settled).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(runs).toEqual({ a: 2, b: 2, c: 1 });
      expect(await configKeys(t.database.db)).toEqual(['a', 'c']);
      const rows = await t.database.db.selectFrom('site_config').select('key').where('group_name', '=', 'test').execute();
      expect(rows).toHaveLength(2);
    });

    test('a job during which the transaction ends (as SQLite ends it on a full disk) fails the whole batch: no later job writes outside a transaction', async () => {
      const { runs, settled } = batch({
        a: (trx) => insertConfig(trx, 'a', '1'),
        b: async (trx) => {
          await trx.executeQuery(CompiledQuery.raw('rollback'));
        },
        c: (trx) => insertConfig(trx, 'c', '1'),
      });
      expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(runs.c).toBeUndefined();
      expect(await configKeys(t.database.db)).toEqual([]);
      // and the writer is free again
      await t.database.writes.run((trx) => insertConfig(trx, 'after', '1'));
      expect(await configKeys(t.database.db)).toEqual(['after']);
    });
  });

  test("Kysely's own savepoints work on the driver: a rolled-back savepoint keeps what came before it", async () => {
    const db = t.database.db;
    const trx = await db.startTransaction().execute();
    await insertConfig(trx, 'kept', '1');
    const sp = await trx.savepoint('inner').execute();
    await insertConfig(sp, 'undone', '2');
    await sp.rollbackToSavepoint('inner').execute();
    await sp.releaseSavepoint('inner').execute();
    await trx.commit().execute();
    expect(await configKeys(db)).toEqual(['kept']);
  });

  test('a read does not wait for the writer and sees only committed data', async () => {
    const db = t.database.db;
    await insertConfig(db, 'before', '1');
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let inserted!: () => void;
    const wrote = new Promise<void>((resolve) => (inserted = resolve));
    const writer = db.transaction().execute(async (trx) => {
      await insertConfig(trx, 'during', '2');
      inserted();
      await held; // the transaction stays open until the reads below are done
    });
    await wrote;
    // With one shared connection this read would queue behind the open transaction forever.
    expect(await configKeys(db)).toEqual(['before']);
    finish();
    await writer;
    expect(await configKeys(db)).toEqual(['before', 'during']);
  });

  test('a transaction holds the write lock from BEGIN: another process waits for it (here, with no patience, is refused) and never fails it', async () => {
    const db = t.database.db;
    await insertConfig(db, 'before', '1');
    // Another process on the same file (the operator CLI, a second server), impatient: no busy wait.
    const other = new SQLite(t.url);
    other.pragma('busy_timeout = 0');
    let otherError: unknown = null;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('site_config').select('key').execute();
        try {
          other.prepare("insert into site_config (group_name, key, value, updated_at) values ('test', 'other', '1', 'x')").run();
        } catch (err) {
          otherError = err;
        }
        await insertConfig(trx, 'mine', '2');
      });
    } finally {
      other.close();
    }
    expect((otherError as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    expect(await configKeys(db)).toEqual(['before', 'mine']);
  });
});

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { GroupCommit } from './group-commit';
import { SqliteServerDialect } from './sqlite-driver';
import { startWalCheckpointer, WRITER_CHECKPOINT_PAGES } from './wal-checkpointer';
import { TransactionPerJob, type WriteJobs } from './write-jobs';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** All-or-nothing writes on the hot path, the dialect's way (see WriteJobs). */
  writes: WriteJobs;
  destroy(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export interface DbOptions {
  /**
   * SQLite file: copy the WAL back into the file from a worker thread (wal-checkpointer.ts), not
   * inside the COMMITs of the event loop. For the long-running server; a CLI or a script that
   * writes a little and exits keeps SQLite's own checkpoint (no thread to start and stop).
   */
  backgroundCheckpoint?: boolean;
}

/** The one place that chooses a dialect: a postgres URL means PostgreSQL, anything else is a SQLite file. */
export function createDb(url: string, options: DbOptions = {}): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped database) makes the pool
    // emit 'error'; unheard, that would crash the process. The next query opens a new connection.
    pool.on('error', (err) => console.error(`PostgreSQL dropped an idle connection: ${err.message}`));
    // BIGINT (money in minor units) comes back as a string by default; our amounts fit in 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', writes: new TransactionPerJob(db), destroy: () => db.destroy() };
  }
  const memory = url === ':memory:';
  if (!memory) mkdirSync(dirname(url), { recursive: true });
  const writer = new SQLite(url);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('foreign_keys = ON');
  // A second connection for reads outside transactions (WAL: readers never wait for the writer).
  const reader = memory ? null : new SQLite(url, { readonly: true });
  reader?.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteServerDialect(writer, reader) });
  const totalChanges = writer.prepare('select total_changes()').pluck();
  const checkpointer = options.backgroundCheckpoint && !memory ? startWalCheckpointer(url) : null;
  if (checkpointer) writer.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
  return {
    db,
    dialect: 'sqlite',
    writes: new GroupCommit(db, { totalChanges: () => totalChanges.get() as number, inTransaction: () => writer.inTransaction }),
    destroy: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

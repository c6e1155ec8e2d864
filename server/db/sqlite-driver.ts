import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SqliteDialect } from 'kysely';

/** Prepared statements kept per connection; the SQL texts the app builds number in the dozens. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite dialect on better-sqlite3, shaped for a busy server:
 *   - Reads never wait for writes. A read-only statement outside a transaction runs on a second
 *     connection (WAL lets it read the last committed state while a write is under way), so a
 *     session lookup is not queued behind a batch of bets. Anything else (a write, a statement
 *     in a transaction, anything after a write on the same Kysely connection) runs on the one
 *     writer connection. Without a reader (`:memory:`) everything runs on the writer.
 *   - The writer is handed out in FIFO order, waking one waiter per release (Kysely's built-in
 *     mutex wakes every waiter on each release).
 *   - Each SQL text is prepared once per connection and its statement reused (the built-in
 *     driver prepares on every query, which was the largest single cost of a bet).
 */
export class SqliteServerDialect extends SqliteDialect {
  constructor(
    private readonly writer: BetterSqlite3.Database,
    private readonly reader: BetterSqlite3.Database | null,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new SqliteServerDriver(new StatementCache(this.writer), this.reader ? new StatementCache(this.reader) : null);
  }
}

class SqliteServerDriver implements Driver {
  private writerBusy = false;
  private readonly waiters: (() => void)[] = [];

  constructor(
    readonly writer: StatementCache,
    readonly reader: StatementCache | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteConnection(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteConnection).release();
  }

  lockWriter(): Promise<void> {
    if (!this.writerBusy) {
      this.writerBusy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  unlockWriter(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.writerBusy = false;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as SqliteConnection).holdWriter();
    // IMMEDIATE: take the file's write lock now (waiting up to busy_timeout for another process,
    // e.g. the operator CLI). A deferred transaction that has read and then meets another
    // process's commit fails at its first write with SQLITE_BUSY_SNAPSHOT, with no wait.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${savepointName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${savepointName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${savepointName(name)}`));
  }

  async destroy(): Promise<void> {
    this.reader?.database.close();
    this.writer.database.close();
  }
}

/** Savepoint names are written by the app, never by players; anything odd is a programming error. */
function savepointName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad savepoint name ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** What Kysely sees as one connection: reads go to the reader until it first needs the writer. */
class SqliteConnection implements DatabaseConnection {
  private holdsWriter = false;

  constructor(private readonly driver: SqliteServerDriver) {}

  async holdWriter(): Promise<void> {
    if (this.holdsWriter) return;
    await this.driver.lockWriter();
    this.holdsWriter = true;
  }

  release(): void {
    if (!this.holdsWriter) return;
    this.holdsWriter = false;
    this.driver.unlockWriter();
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.holdsWriter && this.driver.reader) {
      const stmt = this.driver.reader.readOnlyStatement(compiled.sql);
      if (stmt) return run<R>(stmt, compiled);
    }
    await this.holdWriter();
    return run<R>(this.driver.writer.statement(compiled.sql), compiled);
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite here');
  }
}

function run<R>(stmt: BetterSqlite3.Statement, compiled: CompiledQuery): QueryResult<R> {
  const parameters = compiled.parameters as unknown[];
  if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class StatementCache {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  /** SQL texts known not to be plain reads (or not preparable here): they go to the writer. */
  private readonly notReads = new Set<string>();

  constructor(readonly database: BetterSqlite3.Database) {}

  /** The statement if it only reads, else null (also when this connection cannot prepare it). */
  readOnlyStatement(sql: string): BetterSqlite3.Statement | null {
    if (this.notReads.has(sql)) return null;
    let stmt: BetterSqlite3.Statement | null = null;
    try {
      stmt = this.statement(sql);
    } catch {
      // e.g. a table a migration has just created on the writer: the writer decides.
    }
    // begin/commit/savepoint count as "read-only" to SQLite; they only make sense on the writer.
    if (stmt?.readonly && stmt.reader) return stmt;
    if (this.notReads.size < STATEMENT_CACHE_SIZE) this.notReads.add(sql);
    this.statements.delete(sql);
    return null;
  }

  statement(sql: string): BetterSqlite3.Statement {
    let stmt = this.statements.get(sql);
    if (stmt) {
      // A Map keeps insertion order: re-insert to mark it recently used. That costs a delete and
      // a set on every query, and the order only matters once the cache could fill: below half
      // of it (the app's few dozen texts) a hit leaves it alone.
      if (this.statements.size > STATEMENT_CACHE_SIZE / 2) {
        this.statements.delete(sql);
        this.statements.set(sql, stmt);
      }
      return stmt;
    }
    stmt = this.database.prepare(sql);
    if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value as string);
    this.statements.set(sql, stmt);
    return stmt;
  }
}

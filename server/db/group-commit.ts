import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { WriteJob, WriteJobs } from './write-jobs';

interface Queued {
  job: WriteJob<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Jobs per SQLite transaction at most: bounds how long one batch holds the only connection. */
export const MAX_JOBS_PER_COMMIT = 64;
// Savepoint commands as fixed SQL (standard, and the same on every dialect): Kysely's savepoint
// API builds a new transaction object per call, which cost twice as much per bet.
const SAVEPOINT = CompiledQuery.raw('savepoint job');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to savepoint job');
const RELEASE_SAVEPOINT = CompiledQuery.raw('release savepoint job');

/** What GroupCommit reads of the SQLite writer connection between jobs (createDb gives it). */
export interface WriterState {
  /** Rows changed by INSERT, UPDATE and DELETE on the connection so far (SQLite's total_changes()). */
  totalChanges(): number;
  /** Whether a transaction is open: SQLite ends it by itself on some errors (disk full, I/O). */
  inTransaction(): boolean;
}

/** Thrown inside a batch when a job failed after it had written: the batch runs again, with savepoints. */
class UndoNeeded extends Error {}

/**
 * Runs write jobs so that each one is all-or-nothing and is answered only once it is durable.
 *
 * SQLite has one writer, so transactions run one after another anyway and most of a small
 * write's cost is its COMMIT (the WAL append of every page it touched). Here the jobs that
 * arrive while a commit is under way are run together in ONE transaction. Every job's promise
 * settles only after the COMMIT, so nobody is told "placed" before it is on disk; if the COMMIT
 * fails, every job in the batch fails with it and nothing of them remains.
 *
 * A job that fails must leave nothing behind and not undo the others. Most failures (a bet
 * refused by its rules, its limits, a retry that lost the race for its key) come before the
 * job's first write: with nothing written (SQLite's change count unmoved) there is nothing to
 * undo and the batch goes on. Only a job that fails after writing needs its own undo: then the
 * transaction is rolled back and the batch runs again with each job in a savepoint, rolled back
 * alone if it fails. Savepoints are not used on the first run because they cost: SQLite copies
 * every page a savepoint changes for the first time into its journal, and the pages the jobs of
 * a batch share (the newest rows' pages, the indexes') are copied again for each job; without
 * them a bet took ~15% less server CPU (bench:bets). So a job may run twice: it must keep its
 * effects in the database (WriteJob).
 *
 * For SQLite only (createDb chooses): PostgreSQL uses TransactionPerJob.
 */
export class GroupCommit implements WriteJobs {
  private readonly queue: Queued[] = [];
  private running = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: WriterState,
  ) {}

  run<T>(job: WriteJob<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (value: unknown) => void, reject });
      // Start on the next turn of the event loop, not now: SQLite calls finish without yielding,
      // so a batch started at once would hold only this job while the other requests already
      // read from their sockets wait for it.
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.commitBatch(this.queue.splice(0, MAX_JOBS_PER_COMMIT));
    } finally {
      this.running = false;
    }
  }

  private async commitBatch(batch: Queued[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.runInOneTransaction(batch, false).catch((err: unknown) => {
        if (err instanceof UndoNeeded) return this.runInOneTransaction(batch, true);
        throw err;
      });
    } catch (err) {
      // BEGIN, a savepoint command or COMMIT failed, or SQLite ended the transaction: it is all gone.
      for (const q of batch) q.reject(err);
      return;
    }
    batch.forEach((q, i) => {
      const o = outcomes[i]!;
      if (o.ok) q.resolve(o.value);
      else q.reject(o.error);
    });
  }

  private runInOneTransaction(batch: Queued[], savepoints: boolean): Promise<Outcome[]> {
    // Kysely throws out the transaction (ROLLBACK) if anything here throws, and COMMITs otherwise.
    return this.db.transaction().execute(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const q of batch) {
        if (savepoints) await trx.executeQuery(SAVEPOINT);
        const before = savepoints ? 0 : this.writer.totalChanges();
        try {
          outcomes.push({ ok: true, value: await q.job(trx) });
        } catch (error) {
          if (savepoints) await trx.executeQuery(ROLLBACK_TO_SAVEPOINT);
          else if (this.writer.totalChanges() !== before) throw new UndoNeeded();
          outcomes.push({ ok: false, error });
        }
        // Never run the next job outside the transaction (its writes would commit on their own).
        if (!this.writer.inTransaction()) throw new Error('SQLite ended the transaction inside a write job');
        if (savepoints) await trx.executeQuery(RELEASE_SAVEPOINT);
      }
      return outcomes;
    });
  }
}

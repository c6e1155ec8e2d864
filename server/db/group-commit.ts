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

/**
 * Runs write jobs so that each one is all-or-nothing and is answered only once it is durable.
 *
 * SQLite has one writer, so transactions run one after another anyway and most of a small
 * write's cost is its COMMIT (the WAL append of every page it touched). Here the jobs that
 * arrive while a commit is under way are run together in ONE transaction, each inside its own
 * savepoint: a job that throws is rolled back to its savepoint alone, the others commit. Every
 * job's promise settles only after the COMMIT, so nobody is told "placed" before it is on disk;
 * if the COMMIT fails, every job in the batch fails with it and nothing of them remains.
 *
 * For SQLite only (createDb chooses): PostgreSQL uses TransactionPerJob.
 */
export class GroupCommit implements WriteJobs {
  private readonly queue: Queued[] = [];
  private running = false;

  constructor(private readonly db: Kysely<Database>) {}

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
      outcomes = await this.runInOneTransaction(batch);
    } catch (err) {
      // BEGIN, a savepoint command or COMMIT failed: the whole transaction is gone.
      for (const q of batch) q.reject(err);
      return;
    }
    batch.forEach((q, i) => {
      const o = outcomes[i]!;
      if (o.ok) q.resolve(o.value);
      else q.reject(o.error);
    });
  }

  private runInOneTransaction(batch: Queued[]): Promise<Outcome[]> {
    // Kysely throws out the transaction (ROLLBACK) if anything here throws, and COMMITs otherwise.
    return this.db.transaction().execute(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const q of batch) {
        await trx.executeQuery(SAVEPOINT);
        try {
          outcomes.push({ ok: true, value: await q.job(trx) });
        } catch (error) {
          await trx.executeQuery(ROLLBACK_TO_SAVEPOINT);
          outcomes.push({ ok: false, error });
        }
        await trx.executeQuery(RELEASE_SAVEPOINT);
      }
      return outcomes;
    });
  }
}

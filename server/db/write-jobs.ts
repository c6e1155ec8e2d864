import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A unit of work that must commit as a whole or not at all; it may run inside a larger
 * transaction, and more than once (GroupCommit runs a batch again when one of its jobs fails
 * after writing): only the last run's writes are kept and only its result is answered, so a job
 * keeps its effects in the database, never in memory.
 */
export type WriteJob<T> = (trx: Kysely<Database>) => Promise<T>;

/**
 * How the server runs all-or-nothing writes on the hot path (bet placement). `run` settles only
 * once the job's writes are committed, or rejects with nothing of them kept. createDb picks the
 * implementation for the dialect: GroupCommit on SQLite, TransactionPerJob on PostgreSQL.
 */
export interface WriteJobs {
  run<T>(job: WriteJob<T>): Promise<T>;
}

/**
 * One transaction per job. PostgreSQL's row locks and pool of connections already run bets in
 * parallel, and batching there would let one deadlock between two instances fail many bets.
 */
export class TransactionPerJob implements WriteJobs {
  constructor(private readonly db: Kysely<Database>) {}

  run<T>(job: WriteJob<T>): Promise<T> {
    return this.db.transaction().execute(job);
  }
}

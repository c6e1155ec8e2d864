import { Worker } from 'node:worker_threads';

/**
 * How often the background thread copies the WAL back into the database file. Measured
 * in-process at 7,000-8,000 bets/s: 20 ms cost ~14 µs of the thread's CPU a bet for the same
 * COMMIT time as 100 ms (pages written again between two checkpoints are copied once); at
 * 250 ms the WAL reaches the writer's fallback threshold and its long COMMITs come back.
 */
export const CHECKPOINT_INTERVAL_MS = 100;

// The thread's code: its own connection to the file, a PASSIVE checkpoint every interval (it
// never waits for and never blocks the writer or a reader). CommonJS `require` of an eval'd
// worker resolves from the working directory, the project root (as for the server itself).
const WORKER_CODE = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require('better-sqlite3');
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy (the operator CLI, a migration): the next turn tries again
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/** The writer's own checkpoint, from this many WAL pages on: a fallback for when the thread falls behind. */
export const WRITER_CHECKPOINT_PAGES = 10_000;

/**
 * Checkpoints a WAL-mode SQLite file from a worker thread. The writer's own automatic
 * checkpoint runs inside the COMMIT that crosses `wal_autocheckpoint` pages, on the event loop:
 * under load that was most of the cost of a COMMIT and the longest pauses of the server
 * (bench:bets). With this thread copying the pages as they come, the writer's own checkpoint
 * (from WRITER_CHECKPOINT_PAGES on, set by createDb) finds them already copied, and is only the
 * fallback if the thread lags or is gone. Durability is as before (synchronous = NORMAL: a
 * COMMIT is in the WAL; a checkpoint only moves pages into the file).
 */
export function startWalCheckpointer(file: string, intervalMs = CHECKPOINT_INTERVAL_MS): WalCheckpointer {
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { file, intervalMs } });
  // A thread that fails (no better-sqlite3 from here, a locked file) leaves the writer's checkpoint doing the work.
  worker.on('error', (err) => console.error(`WAL checkpoint thread stopped: ${err.message}`));
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // held again while it stops: an unref'd thread's exit would not keep the event loop alive,
      // and a caller awaiting stop() at shutdown would never go on
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/schema';
import type { WriteJobs } from '../../db/write-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** All-or-nothing hot-path writes (bet placement), batched on SQLite. */
    writes: WriteJobs;
  }
}

/** Exposes the database given to buildApp; its owner (main.ts or a test) destroys it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Db }) {
    app.decorate('db', opts.database.db);
    app.decorate('writes', opts.database.writes);
  },
  { name: 'db' },
);

import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Cyber-sport (issue 19): the feed says which games it carries a video stream of.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sb_games')
    .addColumn('has_stream', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

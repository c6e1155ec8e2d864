import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Secrets the server makes for itself when the operator sets none (issue 23): one row a name,
// written once by the first instance, read by every other one on the same database.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

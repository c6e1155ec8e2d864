import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Issue 16: the operator's SEO table (URL patterns: an exact path, or a prefix ending in /*)
// and the referral tags a player registered with (ref, pid, subid... from their cookies).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seo_patterns')
    .addColumn('pattern', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)')
    .addColumn('description', 'varchar(400)')
    .addColumn('meta_robots', 'varchar(40)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_referral_tags')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_referral_tags_pk', ['user_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_referral_tags').execute();
  await db.schema.dropTable('seo_patterns').execute();
}

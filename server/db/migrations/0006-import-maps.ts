import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// The live import map of each environment and every map it had before (issue 20). A change
// is one INSERT of the whole new map with version = the version it was computed from + 1: the
// primary key (env, version) refuses a second writer that read the same version, so two
// instances can never lose a change. The current map is the row with the highest version.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_maps')
    .addColumn('env', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    /** the whole map, JSON text ({imports, integrity, scopes?}) */
    .addColumn('map', 'text', (c) => c.notNull())
    /** seed | deploy | remove | rollback */
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('service', 'varchar(200)')
    /** the build's map hash for seeded maps (see plugins/app/import-maps/README.md) */
    .addColumn('build', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_maps_pk', ['env', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_maps').execute();
}

import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Cookie consent and the own analytics collector (issue 16; spec 2 §4, §7, §9).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  // Every cookie-agreement a browser sent: the type and the time, keyed by the random consent
  // id cookie (guests too), with the player when signed in.
  await db.schema
    .createTable('cookie_agreements')
    .addColumn('id', id, idOpts)
    .addColumn('consent_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    /** all | functionality | marketing | disable */
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('agreed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cookie_agreements_consent').on('cookie_agreements').columns(['consent_id', 'id']).execute();
  // A player's current choice (the office shows and changes it).
  await db.schema
    .createTable('user_cookie_agreements')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('agreed_at', 'bigint', (c) => c.notNull())
    .execute();
  // The own event collector (POST /fatman-api/:key): numeric event ids and their params.
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', id, idOpts)
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('whence', 'integer', (c) => c.notNull())
    /** JSON text of the event's params (no personal data: the browser never sends any) */
    .addColumn('params', 'text', (c) => c.notNull())
    /** when the browser saw it (epoch ms) */
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_received').on('analytics_events').columns(['received_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('user_cookie_agreements').execute();
  await db.schema.dropTable('cookie_agreements').execute();
}

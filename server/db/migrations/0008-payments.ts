import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Payments (issue 18): the players' deposit and withdrawal requests and their questions to the
// payments team. A request's money moves only through the ledger (ref `payment:<id>`); the
// request row keeps its status. Times are epoch ms (BIGINT); amounts integer minor units.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('payment_requests')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    /** deposit | withdraw */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    /** pending | success | failed | approved | rejected */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('method', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    /** the client's key: one request per player and key */
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    /** the provider's own reference of the request (its hosted page's address) */
    .addColumn('provider_ref', 'varchar(64)')
    .addColumn('provider_tx_id', 'varchar(100)')
    /** the language the player returns to the site in */
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_requests_user_key_idx').on('payment_requests').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('payment_requests_provider_ref_idx').on('payment_requests').column('provider_ref').unique().execute();
  await db.schema.createIndex('payment_requests_user_idx').on('payment_requests').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_questions')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_id', 'integer', (c) => c.notNull())
    .addColumn('subtopic_id', 'integer')
    .addColumn('request_id', 'integer', (c) => c.references('payment_requests.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    /** open | answered */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_questions_user_idx').on('payment_questions').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_questions').execute();
  await db.schema.dropTable('payment_requests').execute();
}

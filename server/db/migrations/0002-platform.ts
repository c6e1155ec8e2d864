import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Players, sessions, accounts and their ledger, login throttling, terms versions, operator
// blocks, redirects and maintenance windows. Times compared in SQL are epoch milliseconds
// (BIGINT); times only shown are ISO text. Money is BIGINT minor units.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('users')
    .addColumn('id', id, idOpts)
    .addColumn('login', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('phone_code', 'varchar(8)')
    .addColumn('phone_number', 'varchar(20)')
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('reg_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('bonus_choice', 'integer', (c) => c.notNull())
    .addColumn('activation_type', 'integer', (c) => c.notNull())
    .addColumn('ban_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ban_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_status_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verification_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('two_step_secret', 'varchar(64)')
    .addColumn('terms_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone_idx').on('users').columns(['phone_code', 'phone_number']).unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('save', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_failures')
    .addColumn('id', id, idOpts)
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_failures_idx').on('auth_failures').columns(['scope', 'subject', 'at_ms']).execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('accounts_balance_non_negative', sql`balance_minor >= 0`)
    .execute();
  await db.schema.createIndex('accounts_user_kind_idx').on('accounts').columns(['user_id', 'type', 'currency_id']).unique().execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', id, idOpts)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('ref', 'varchar(200)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_account_idx').on('ledger').columns(['account_id', 'id']).execute();

  await db.schema
    .createTable('terms_versions')
    .addColumn('id', id, idOpts)
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('block_rules')
    .addColumn('id', id, idOpts)
    .addColumn('reason', 'integer', (c) => c.notNull())
    .addColumn('country', 'varchar(2)')
    .addColumn('cidr', 'varchar(64)')
    .addColumn('user_agent', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('redirect_rules')
    .addColumn('id', id, idOpts)
    .addColumn('from_path', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('to_url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('maintenance_windows')
    .addColumn('id', id, idOpts)
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('notify_started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('notify_ended_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('web_state', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['maintenance_windows', 'redirect_rules', 'block_rules', 'terms_versions', 'ledger', 'accounts', 'auth_failures', 'login_challenges', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}

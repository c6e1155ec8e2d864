import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// The casino (issue 17): the catalogue (providers and games, filled at start-up from the seeded
// generator), favourites, provably-fair seeds (per player, or per guest demo session), game
// sessions (a demo session keeps its own virtual balance) and played rounds. Money is BIGINT
// minor units, times epoch ms.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('casino_providers')
    .addColumn('id', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(60)', (c) => c.notNull().references('casino_providers.id'))
    .addColumn('section', 'varchar(40)', (c) => c.notNull())
    /** ",popular,new," */
    .addColumn('categories', 'varchar(300)', (c) => c.notNull())
    .addColumn('engine', 'varchar(20)', (c) => c.notNull())
    .addColumn('theme', 'varchar(40)', (c) => c.notNull())
    /** JSON: the engine's parameters for this game */
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('min_stake', 'integer', (c) => c.notNull())
    .addColumn('max_stake', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull())
    /** lowercase name and provider name, for search */
    .addColumn('search', 'varchar(400)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('casino_games_section_idx').on('casino_games').columns(['section', 'popularity']).execute();
  await db.schema.createIndex('casino_games_provider_idx').on('casino_games').columns(['provider_id', 'popularity']).execute();
  await db.schema.createIndex('casino_games_popularity_idx').on('casino_games').columns(['popularity']).execute();

  await db.schema
    .createTable('casino_favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('casino_games.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_favorites_pk', ['user_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('casino_seeds')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'varchar(32)')
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // one seed in use per player and per guest session (the rest are revealed)
  await db.schema
    .createIndex('casino_seeds_user_active_idx')
    .on('casino_seeds')
    .column('user_id')
    .unique()
    .where(sql.ref('revealed_at'), 'is', null)
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('casino_seeds_session_active_idx')
    .on('casino_seeds')
    .column('session_id')
    .unique()
    .where(sql.ref('revealed_at'), 'is', null)
    .where(sql.ref('session_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('casino_sessions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('casino_games.id'))
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    /** demo only: the virtual balance (never the ledger) */
    .addColumn('demo_balance_minor', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_rounds')
    .addColumn('id', id, idOpts)
    .addColumn('session_id', 'varchar(32)', (c) => c.notNull().references('casino_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_id', 'integer', (c) => c.notNull().references('casino_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    /** JSON: RoundOutcome */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('casino_rounds_key_idx').on('casino_rounds').columns(['session_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('casino_rounds_user_idx').on('casino_rounds').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('casino_rounds_stakes_idx')
    .on('casino_rounds')
    .columns(['user_id', 'currency_id', 'mode', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['casino_rounds', 'casino_sessions', 'casino_seeds', 'casino_favorites', 'casino_games', 'casino_providers'])
    await db.schema.dropTable(t).execute();
}

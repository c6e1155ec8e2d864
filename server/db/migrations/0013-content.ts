import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Content and bonus games (issue 19): the content table (pages, rules, news, blog posts,
// promotions, landing pages, bonus rules and partners; one row per kind, slug and language,
// the body a JSON array of text blocks, never HTML), the rounds of the bonus games and the log
// of every change of a player's bonus points (accounts.points). Times are epoch ms (BIGINT).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('content_items')
    .addColumn('id', id, idOpts)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull())
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_items_kind_slug_lang_idx').on('content_items').columns(['kind', 'slug', 'lang']).unique().execute();

  await db.schema
    .createTable('bonus_game_plays')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'varchar(30)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('points_spent', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'integer', (c) => c.notNull())
    .addColumn('prize_minor', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('ledger_entry_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bonus_game_plays_user_key_idx').on('bonus_game_plays').columns(['user_id', 'idempotency_key']).unique().execute();

  await db.schema
    .createTable('points_log')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('points_after', 'integer', (c) => c.notNull())
    .addColumn('ref', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('points_log_user_idx').on('points_log').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['points_log', 'bonus_game_plays', 'content_items']) await db.schema.dropTable(t).execute();
}

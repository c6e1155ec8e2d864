import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Pools and draws (issue 19): lotto draws (the seed stored at creation, published after the
// draw) and tickets; toto draws, their 15 events, tickets and the jackpot carried per currency.
// Times are epoch ms (BIGINT), money integer minor units.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('lotto_draws')
    .addColumn('id', id, idOpts)
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('draw_at', 'bigint', (c) => c.notNull())
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('numbers', 'varchar(100)')
    .addColumn('drawn_at', 'bigint')
    .execute();
  await db.schema.createIndex('lotto_draws_game_at_idx').on('lotto_draws').columns(['game_id', 'draw_at']).unique().execute();

  await ticketColumns(db.schema.createTable('lotto_tickets'), 'lotto_draws', id, idOpts)
    .addColumn('numbers', 'varchar(100)', (c) => c.notNull())
    .addColumn('matches', 'integer')
    .execute();
  await db.schema.createIndex('lotto_tickets_user_key_idx').on('lotto_tickets').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('lotto_tickets_draw_idx').on('lotto_tickets').columns(['draw_id']).execute();

  await db.schema
    .createTable('toto_draws')
    .addColumn('id', id, idOpts)
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('closes_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    /** JSON: the pools per currency as settled (TotoPool[] in minor units). */
    .addColumn('pools', 'text')
    .execute();
  // at most one draw sells at a time (two first readers racing to open one: the second loses here)
  await db.schema
    .createIndex('toto_draws_one_open_idx')
    .on('toto_draws')
    .column('status')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createTable('toto_events')
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('toto_draws.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('result', 'varchar(4)')
    .addPrimaryKeyConstraint('toto_events_pk', ['draw_id', 'idx'])
    .execute();
  await ticketColumns(db.schema.createTable('toto_tickets'), 'toto_draws', id, idOpts)
    .addColumn('picks', 'varchar(100)', (c) => c.notNull())
    .addColumn('combinations', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer')
    .execute();
  await db.schema.createIndex('toto_tickets_user_key_idx').on('toto_tickets').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('toto_tickets_draw_idx').on('toto_tickets').columns(['draw_id']).execute();
  await db.schema
    .createTable('toto_jackpots')
    .addColumn('currency_id', 'integer', (c) => c.primaryKey())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .execute();
}

/** What every draw product's ticket has (the money path of plugins/app/lotto/tickets.ts). */
function ticketColumns(t: CreateTableBuilder<any, any>, drawTable: string, id: 'serial' | 'integer', idOpts: (c: any) => any) {
  return t
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('draw_id', 'integer', (c) => c.notNull().references(`${drawTable}.id`))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('win_minor', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['toto_jackpots', 'toto_tickets', 'toto_events', 'toto_draws', 'lotto_tickets', 'lotto_draws']) await db.schema.dropTable(t).execute();
}

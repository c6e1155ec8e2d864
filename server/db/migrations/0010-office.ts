import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// The rest of the player's office (issue 18) and the support button (issue 15): the player's
// settings (one JSON document per player), support requests and their messages (a guest's
// request carries an e-mail instead of a player), bonuses with their wagering progress,
// VIP/premium cashback, rewards, referrals (bring-a-friend), ideas, block appeals and
// promotions. Times are epoch ms (BIGINT); money is integer minor units.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const user = (c: any) => c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('support_requests')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_requests_user_idx').on('support_requests').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('support_messages')
    .addColumn('id', id, idOpts)
    .addColumn('request_id', 'integer', (c) => c.notNull().references('support_requests.id').onDelete('cascade'))
    .addColumn('author', 'varchar(10)', (c) => c.notNull())
    .addColumn('body', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_messages_request_idx').on('support_messages').columns(['request_id', 'id']).execute();

  await db.schema
    .createTable('player_bonuses')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', user)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('wager_required_minor', 'bigint', (c) => c.notNull())
    .addColumn('grant_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('ledger_entry_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_bonuses_user_idx').on('player_bonuses').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('player_cashback')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', user)
    .addColumn('program', 'varchar(10)', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('period', 'varchar(20)', (c) => c.notNull())
    .addColumn('grant_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('ledger_entry_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_cashback_user_idx').on('player_cashback').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('player_rewards')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', user)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_rewards_user_idx').on('player_rewards').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('referrals')
    .addColumn('invited_user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('referrer_id', 'integer', user)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referrals_referrer_idx').on('referrals').columns(['referrer_id']).execute();

  await db.schema
    .createTable('player_ideas')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', user)
    .addColumn('body', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_ideas_user_idx').on('player_ideas').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('block_appeals')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', user)
    .addColumn('body', 'varchar(4000)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('answer', 'varchar(4000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('block_appeals_user_idx').on('block_appeals').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', id, idOpts)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(4000)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'promotions',
    'block_appeals',
    'player_ideas',
    'referrals',
    'player_rewards',
    'player_cashback',
    'player_bonuses',
    'support_messages',
    'support_requests',
    'user_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

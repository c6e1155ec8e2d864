import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// The sportsbook: the feed's catalogue (sports, champs, games, markets), placed coupons and
// their selections, and saved coupon codes. Coefficients are integer thousandths (the betting
// engine quotes them so), money is BIGINT minor units, times are epoch milliseconds.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('sb_sports')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_eng', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_ru', 'varchar(100)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sb_champs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_ru', 'varchar(200)', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sb_games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('champ_id', 'integer', (c) => c.notNull())
    .addColumn('home_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('home_ru', 'varchar(200)', (c) => c.notNull())
    .addColumn('away_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('away_ru', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('is_live', 'integer', (c) => c.notNull())
    .addColumn('score_home', 'integer', (c) => c.notNull())
    .addColumn('score_away', 'integer', (c) => c.notNull())
    .addColumn('clock', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_games_sport_idx').on('sb_games').columns(['sport_id', 'status']).execute();
  await db.schema.createIndex('sb_games_champ_idx').on('sb_games').columns(['champ_id']).execute();

  await db.schema
    .createTable('sb_markets')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('grp', 'varchar(40)', (c) => c.notNull())
    // total/handicap line in thousandths (2.5 -> 2500); null when the market has none
    .addColumn('line_milli', 'integer')
    .addColumn('exact_home', 'integer')
    .addColumn('exact_away', 'integer')
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_ru', 'varchar(200)', (c) => c.notNull())
    .addColumn('coef_milli', 'integer', (c) => c.notNull())
    .addColumn('is_blocked', 'integer', (c) => c.notNull())
    .addColumn('is_depend', 'integer', (c) => c.notNull())
    .addColumn('is_banned_express', 'integer', (c) => c.notNull())
    // 'win' | 'lose' | 'void' once the game is settled
    .addColumn('outcome', 'varchar(8)')
    .execute();
  await db.schema.createIndex('sb_markets_game_idx').on('sb_markets').columns(['game_id']).execute();

  await db.schema
    .createTable('sb_coupons')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('system_value', 'integer')
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('coef_milli', 'integer', (c) => c.notNull())
    .addColumn('possible_win_minor', 'bigint', (c) => c.notNull())
    // express bonus multiplier in thousandths offered at placement (1000: none)
    .addColumn('bonus_milli', 'integer', (c) => c.notNull())
    .addColumn('promo_code', 'varchar(40)')
    .addColumn('change_coef_action', 'integer', (c) => c.notNull())
    // 'open' | 'won' | 'lost' | 'void'
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('win_minor', 'bigint')
    .addColumn('bet_entry_id', 'integer')
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('win_entry_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('sb_coupons_key_idx').on('sb_coupons').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('sb_coupons_user_idx').on('sb_coupons').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('sb_coupons_status_idx').on('sb_coupons').columns(['status']).execute();

  await db.schema
    .createTable('sb_coupon_bets')
    .addColumn('id', id, idOpts)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('sb_coupons.id'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('market_id', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('coef_milli', 'integer', (c) => c.notNull())
    .addColumn('is_banker', 'integer', (c) => c.notNull())
    // type 9: this single's own stake
    .addColumn('amount_minor', 'bigint')
    .addColumn('is_live', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sb_coupon_bets_coupon_idx').on('sb_coupon_bets').columns(['coupon_id', 'idx']).unique().execute();
  await db.schema.createIndex('sb_coupon_bets_game_idx').on('sb_coupon_bets').columns(['game_id']).execute();

  await db.schema
    .createTable('sb_saved_coupons')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sb_saved_coupons', 'sb_coupon_bets', 'sb_coupons', 'sb_markets', 'sb_games', 'sb_champs', 'sb_sports']) {
    await db.schema.dropTable(t).execute();
  }
}

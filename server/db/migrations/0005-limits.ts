import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Player protection (issue 14): the limits (one ACTIVE and at most one PENDING row per player
// and type), their history, the responsible-gambling questions the player answers before a
// limit is loosened (seeded; the operator reads them with `admin limit-questions`), the
// single-use tokens of those answers, and the reality-check state. Times are epoch ms (BIGINT).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('player_limits')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('limit_type', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('limit_value', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('self_exclude_reason', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_limits_user_type_state_idx')
    .on('player_limits')
    .columns(['user_id', 'limit_type', 'state'])
    .unique()
    .execute();

  await db.schema
    .createTable('limit_history')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('limit_type', 'integer', (c) => c.notNull())
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('limit_value', 'bigint')
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('limit_history_user_idx').on('limit_history').columns(['user_id', 'at_ms']).execute();

  await db.schema
    .createTable('limit_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text_en', 'varchar(500)', (c) => c.notNull())
    .addColumn('text_ru', 'varchar(500)', (c) => c.notNull())
    .addColumn('right_answer_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('limit_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('limit_questions.id').onDelete('cascade'))
    .addColumn('text_en', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_ru', 'varchar(300)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('limit_tokens')
    .addColumn('guid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('reality_checks')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('popup_show_at', 'bigint')
    .addColumn('do_not_show_again', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db
    .insertInto('limit_questions')
    .values([
      {
        id: 1,
        text_en: 'You asked to raise or remove a limit. When does the change take effect?',
        text_ru: 'Вы попросили повысить или снять лимит. Когда изменение вступит в силу?',
        right_answer_id: 2,
      },
      {
        id: 2,
        text_en: 'What should you do if gambling stops being fun?',
        text_ru: 'Что делать, если игра перестала приносить удовольствие?',
        right_answer_id: 6,
      },
      {
        id: 3,
        text_en: 'Can betting more win back what you have lost?',
        text_ru: 'Можно ли отыграть проигранное, делая больше ставок?',
        right_answer_id: 8,
      },
    ])
    .execute();
  await db
    .insertInto('limit_answers')
    .values([
      { id: 1, question_id: 1, text_en: 'At once', text_ru: 'Сразу' },
      {
        id: 2,
        question_id: 1,
        text_en: 'After at least 24 hours, and only once I confirm it',
        text_ru: 'Не раньше чем через 24 часа и только после моего подтверждения',
      },
      { id: 3, question_id: 1, text_en: 'Never', text_ru: 'Никогда' },
      { id: 4, question_id: 2, text_en: 'Bet more to make it exciting again', text_ru: 'Ставить больше, чтобы стало интереснее' },
      { id: 5, question_id: 2, text_en: 'Borrow money to keep playing', text_ru: 'Занять денег, чтобы продолжить' },
      {
        id: 6,
        question_id: 2,
        text_en: 'Stop, take a break and ask for help',
        text_ru: 'Остановиться, сделать перерыв и обратиться за помощью',
      },
      { id: 7, question_id: 3, text_en: 'Yes, a win is due after a losing run', text_ru: 'Да, после серии проигрышей должен быть выигрыш' },
      {
        id: 8,
        question_id: 3,
        text_en: 'No, every bet is independent and losses are not owed back',
        text_ru: 'Нет, каждая ставка независима, проигрыш никто не вернёт',
      },
      { id: 9, question_id: 3, text_en: 'Only with a bigger stake', text_ru: 'Только с большей ставкой' },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['reality_checks', 'limit_tokens', 'limit_answers', 'limit_questions', 'limit_history', 'player_limits'])
    await db.schema.dropTable(t).execute();
}

import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { Secret } from 'otpauth';

// Frozen: never edit a migration that has shipped; add a new one.
// Account and security (issue 18) and the password reset (issue 15): sessions get a public id
// (what the sessions list shows and DELETE names; never the token's hash) and the device they
// came from; two-step login waits for a confirmed code (the secret is pending until then) and
// has single-use backup codes (hashed); a security question (the answer hashed); the personal
// data of spec 2 §3; uploaded documents (the files live outside the web root, the rows say
// where); password-reset tokens (hashed, single use) and the outbox of mails. Times epoch ms.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const idOpts = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema.alterTable('sessions').addColumn('public_id', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();
  await sql`UPDATE sessions SET public_id = substr(token_hash, 1, 32)`.execute(db);
  await db.schema.createIndex('sessions_public_id_idx').on('sessions').column('public_id').unique().execute();

  await db.schema.alterTable('users').addColumn('two_step_pending', 'varchar(64)').execute();
  /** the 30-second step of the last two-step code used: a code signs in once */
  await db.schema.alterTable('users').addColumn('two_step_last_step', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('security_question', 'varchar(200)').execute();
  await db.schema.alterTable('users').addColumn('security_answer_hash', 'varchar(200)').execute();
  // two-step secrets were hex; authenticator apps read base32
  const secrets = await db.selectFrom('users').select(['id', 'two_step_secret']).where('two_step_secret', 'is not', null).execute();
  for (const row of secrets as { id: number; two_step_secret: string }[]) {
    if (/^[0-9a-f]{40}$/.test(row.two_step_secret)) {
      await db.updateTable('users').set({ two_step_secret: Secret.fromHex(row.two_step_secret).base32 }).where('id', '=', row.id).execute();
    }
  }

  await db.schema
    .createTable('two_step_backup_codes')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('two_step_backup_codes_user_idx').on('two_step_backup_codes').columns(['user_id', 'code_hash']).execute();

  await db.schema
    .createTable('player_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)')
    .addColumn('surname', 'varchar(100)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('address', 'varchar(300)')
    .addColumn('document_type', 'varchar(32)')
    .addColumn('document_number', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('player_documents')
    .addColumn('id', id, idOpts)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    /** the file's name in the documents directory (random; never the uploaded name) */
    .addColumn('storage_name', 'varchar(100)', (c) => c.notNull())
    /** pending | approved | rejected */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('player_documents_user_idx').on('player_documents').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', id, idOpts)
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('error', 'varchar(500)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['outbox', 'password_resets', 'player_documents', 'player_profiles', 'two_step_backup_codes']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('sessions_public_id_idx').execute();
  for (const c of ['public_id', 'user_agent', 'ip']) await db.schema.alterTable('sessions').dropColumn(c).execute();
  for (const c of ['two_step_pending', 'two_step_last_step', 'security_question', 'security_answer_hash']) await db.schema.alterTable('users').dropColumn(c).execute();
}

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The secret called `name`, made by the server itself when the operator configured none: 32
 * random bytes, written once by whichever instance comes first (the primary key refuses a
 * second writer) and read by every instance on the same database, so that what one signs the
 * others accept. Never a default that is written in the source.
 */
export async function storedSecret(db: Kysely<Database>, name: string, now: number): Promise<string> {
  await db
    .insertInto('site_secrets')
    .values({ name, value: randomBytes(32).toString('hex'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('site_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

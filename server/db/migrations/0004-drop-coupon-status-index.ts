import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// sb_coupons_status_idx served no query: settlement finds a coupon by id and history by
// (user_id, created_at). Every placed bet paid for it (about a tenth of a placement's
// database time in `npm run bench:bets`), so it goes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sb_coupons_status_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sb_coupons_status_idx').on('sb_coupons').columns(['status']).execute();
}

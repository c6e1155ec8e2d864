import type { Kysely } from 'kysely';
import type { CookieAgreeType, CookiesAgreementAnswer } from '@site/api/contracts';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

/**
 * Cookie consent (spec 2 §4): every agreement a browser sends is logged with its type and time,
 * keyed by the browser's random consent id (guests too); a signed-in player's choice is also
 * kept on the player, so it follows them to another browser and the office shows it.
 */
export class ConsentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async record(consentId: string, userId: number | null, type: CookieAgreeType): Promise<CookiesAgreementAnswer> {
    const agreed_at = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('cookie_agreements').values({ consent_id: consentId, user_id: userId, type, agreed_at }).execute();
      if (userId !== null) {
        await trx
          .insertInto('user_cookie_agreements')
          .values({ user_id: userId, type, agreed_at })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ type, agreed_at }))
          .execute();
      }
    });
    return { type, cookiesAgreeTime: agreed_at };
  }

  /** The player's choice when signed in, else the last one this browser sent; nulls when none. */
  async current(consentId: string | null, userId: number | null): Promise<CookiesAgreementAnswer> {
    if (userId !== null) {
      const row = await this.db
        .selectFrom('user_cookie_agreements')
        .select(['type', 'agreed_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (row) return { type: row.type as CookieAgreeType, cookiesAgreeTime: Number(row.agreed_at) };
    }
    if (consentId !== null) {
      const row = await this.db
        .selectFrom('cookie_agreements')
        .select(['type', 'agreed_at'])
        .where('consent_id', '=', consentId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (row) return { type: row.type as CookieAgreeType, cookiesAgreeTime: Number(row.agreed_at) };
    }
    return { type: null, cookiesAgreeTime: null };
  }
}

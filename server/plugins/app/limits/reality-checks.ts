import { LIMIT_TYPE, type RealityCheckAction, type RealityCheckAnswer } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';
import { fromMinor } from '../money/currencies';
import type { ProtectionGuard } from './guard';
import type { LimitsService } from './limits-service';

const MINUTE_MS = 60_000;

/**
 * The reality check (spec 2 §4, issue 14): the interval is limit 32; the modal is due every
 * interval after sign-in or after it was last shown. What the player answered is kept per
 * player; do-not-show-again lasts until the next sign-in. The state read back carries the time
 * since sign-in and the session's net result (stakes minus returns of the bets since sign-in).
 */
export class RealityChecks {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: LimitsService,
    private readonly guard: ProtectionGuard,
    private readonly clock: Clock,
  ) {}

  async record(userId: number, action: RealityCheckAction, doNotShowAgain: boolean, popupShowAtSec: number): Promise<void> {
    const now = this.clock.now();
    const values = { popup_show_at: popupShowAtSec * 1000, do_not_show_again: doNotShowAgain ? 1 : 0, action, updated_at: now };
    await this.db
      .insertInto('reality_checks')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async state(userId: number): Promise<RealityCheckAnswer> {
    const now = this.clock.now();
    const signedIn = (await this.guard.signedInAt(userId)) ?? now;
    const interval = (await this.limits.states(userId)).get(LIMIT_TYPE.realityCheck)?.active?.value ?? null;
    const row = await this.db.selectFrom('reality_checks').selectAll().where('user_id', '=', userId).executeTakeFirst();
    const thisSession = row && Number(row.updated_at) >= signedIn ? row : null;
    const shownAt = thisSession?.popup_show_at == null ? null : Number(thisSession.popup_show_at);
    const off = interval === null || interval <= 0 || thisSession?.do_not_show_again === 1;
    const currency = await this.limits.currencyOf(userId);
    const { stakes, returns } = await this.limits.betTotals(userId, currency, signedIn - 1, this.db);
    const sec = (ms: number) => Math.floor(ms / 1000);
    return {
      data: {
        attributes: {
          interval_minutes: interval !== null && interval > 0 ? interval : null,
          do_not_show_again: thisSession?.do_not_show_again === 1,
          popup_show_at: shownAt === null ? null : sec(shownAt),
          next_show_at: off ? null : sec(Math.max(signedIn, shownAt ?? signedIn) + interval * MINUTE_MS),
          signed_in_at: sec(signedIn),
          seconds_since_sign_in: Math.max(0, sec(now - signedIn)),
          net_result: fromMinor(stakes - returns, currency),
          stakes: fromMinor(stakes, currency),
          returns: fromMinor(returns, currency),
          currency: currency.iso,
        },
      },
    };
  }
}

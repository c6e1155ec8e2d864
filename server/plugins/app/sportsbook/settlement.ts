import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { LedgerService } from '../money/ledger';
import { settleCoupon, type SelectionOutcome, type Settlement } from './settlement-math';
import type { Clock } from '../clock';

export interface SettledCoupon extends Settlement {
  couponId: number;
}

/**
 * Settles coupons whose selections all have outcomes. Each coupon settles in its own
 * transaction: a conditional status change (open -> won/lost/void) and the credit through the
 * ledger with the unique key `settle:coupon:<id>`, so running it again, after a crash or from
 * two places at once, never pays twice.
 */
export class SettlementService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
  ) {}

  /** Every open coupon with a selection on the game that is now fully resolved. */
  async settleGame(gameId: number): Promise<SettledCoupon[]> {
    const rows = await this.db
      .selectFrom('sb_coupon_bets as b')
      .innerJoin('sb_coupons as c', 'c.id', 'b.coupon_id')
      .select('c.id')
      .distinct()
      .where('b.game_id', '=', gameId)
      .where('c.status', '=', 'open')
      .execute();
    return this.settleMany(rows.map((r) => Number(r.id)));
  }

  /** Open coupons with no unresolved selection (start-up and periodic catch-up). */
  async settlePending(limit = 1000): Promise<SettledCoupon[]> {
    const rows = await this.db
      .selectFrom('sb_coupons as c')
      .select('c.id')
      .where('c.status', '=', 'open')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sb_coupon_bets as b')
              .innerJoin('sb_markets as m', 'm.id', 'b.market_id')
              .select('b.id')
              .whereRef('b.coupon_id', '=', 'c.id')
              .where('m.outcome', 'is', null),
          ),
        ),
      )
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return this.settleMany(rows.map((r) => Number(r.id)));
  }

  private async settleMany(ids: number[]): Promise<SettledCoupon[]> {
    const out: SettledCoupon[] = [];
    for (const id of ids) {
      const r = await this.settleOne(id);
      if (r) out.push(r);
    }
    return out;
  }

  /** Null while a selection is unresolved or when the coupon is already settled. */
  async settleOne(couponId: number): Promise<SettledCoupon | null> {
    return this.db.transaction().execute(async (trx) => {
      const c = await trx.selectFrom('sb_coupons').selectAll().where('id', '=', couponId).executeTakeFirst();
      if (!c || c.status !== 'open') return null;
      const bets = await trx
        .selectFrom('sb_coupon_bets as b')
        .innerJoin('sb_markets as m', 'm.id', 'b.market_id')
        .select(['b.coef_milli', 'b.is_banker', 'b.amount_minor', 'm.outcome', 'm.kind'])
        .where('b.coupon_id', '=', couponId)
        .orderBy('b.idx')
        .execute();
      if (bets.length === 0 || bets.some((b) => b.outcome === null)) return null;
      const result = settleCoupon({
        typeId: c.type_id,
        systemValue: c.system_value,
        amountMinor: Number(c.amount_minor),
        coefMilli: c.coef_milli,
        bonusMilli: c.bonus_milli,
        selections: bets.map((b) => ({
          coefMilli: b.coef_milli,
          outcome: b.outcome as SelectionOutcome,
          isBanker: b.is_banker === 1,
          amountMinor: b.amount_minor === null ? null : Number(b.amount_minor),
          special: b.kind === 'special',
        })),
      });
      const changed = await trx
        .updateTable('sb_coupons')
        .set({ status: result.status, win_minor: result.winMinor, settled_at: this.clock.now() })
        .where('id', '=', couponId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return null;
      if (result.winMinor > 0) {
        const entry = await this.ledger.post(
          { accountId: c.account_id, amountMinor: result.winMinor, kind: result.status === 'void' ? 'refund' : 'win', ref: `coupon:${couponId}`, idempotencyKey: `settle:coupon:${couponId}` },
          trx,
        );
        await trx.updateTable('sb_coupons').set({ win_entry_id: entry.entryId }).where('id', '=', couponId).execute();
      }
      return { couponId, ...result };
    });
  }
}

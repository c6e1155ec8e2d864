import type { Kysely, Selectable } from 'kysely';
import { nameIn, nameSelection } from '../../../db/name-columns';
import type { Database } from '../../../db/schema';
import type { Lang } from '../../../feed/index';
import type { CouponStatus, CouponView, SelectionView } from '@site/api/contracts';
import { currencyById, fromMinor } from '../money/currencies';

export interface HistoryQuery {
  from?: number;
  to?: number;
  status?: CouponStatus;
  limit?: number;
}

/** Placed coupons as the player sees them (history, print-coupon). */
export class CouponHistory {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: number, q: HistoryQuery, lang: Lang): Promise<CouponView[]> {
    let query = this.db.selectFrom('sb_coupons').selectAll().where('user_id', '=', userId);
    if (q.from !== undefined) query = query.where('created_at', '>=', q.from);
    if (q.to !== undefined) query = query.where('created_at', '<', q.to);
    if (q.status !== undefined) query = query.where('status', '=', q.status);
    const coupons = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit ?? 100).execute();
    return this.views(coupons, lang);
  }

  /** The coupon when it is the player's own, else null (the route answers 404 for both). */
  async one(userId: number, couponId: number, lang: Lang): Promise<CouponView | null> {
    const c = await this.db.selectFrom('sb_coupons').selectAll().where('id', '=', couponId).where('user_id', '=', userId).executeTakeFirst();
    if (!c) return null;
    return (await this.views([c], lang))[0] ?? null;
  }

  private async views(coupons: Selectable<Database['sb_coupons']>[], lang: Lang): Promise<CouponView[]> {
    if (coupons.length === 0) return [];
    const bets = await this.db
      .selectFrom('sb_coupon_bets as b')
      .innerJoin('sb_markets as m', 'm.id', 'b.market_id')
      .innerJoin('sb_games as g', 'g.id', 'b.game_id')
      .select([
        'b.coupon_id',
        'b.idx',
        'b.market_id',
        'b.game_id',
        'b.coef_milli',
        'b.is_banker',
        'b.is_live',
        'b.amount_minor',
        ...nameSelection('m.name'),
        'm.outcome',
        ...nameSelection('g.home'),
        ...nameSelection('g.away'),
        'g.sport_id',
        'g.champ_id',
        'g.start_time',
        'g.score_home',
        'g.score_away',
      ])
      .where('b.coupon_id', 'in', coupons.map((c) => Number(c.id)))
      .orderBy('b.coupon_id')
      .orderBy('b.idx')
      .execute();
    const byCoupon = new Map<number, typeof bets>();
    for (const b of bets) byCoupon.set(b.coupon_id, [...(byCoupon.get(b.coupon_id) ?? []), b]);
    return coupons.map((c) => {
      const cur = currencyById(c.currency_id)!;
      const money = (m: number) => fromMinor(Number(m), cur);
      return {
        couponId: Number(c.id),
        typeId: c.type_id,
        systemValue: c.system_value,
        status: c.status as CouponStatus,
        currency: cur.iso,
        amount: money(c.amount_minor),
        coef: c.coef_milli / 1000,
        possibleWin: money(c.possible_win_minor),
        win: c.win_minor === null ? null : money(c.win_minor),
        bonusCoef: c.bonus_milli / 1000,
        createdAt: new Date(Number(c.created_at)).toISOString(),
        settledAt: c.settled_at === null ? null : new Date(Number(c.settled_at)).toISOString(),
        selections: (byCoupon.get(Number(c.id)) ?? []).map((b) => ({
          marketId: b.market_id,
          gameId: b.game_id,
          marketName: nameIn(b, 'name', lang),
          opponents: [nameIn(b, 'home', lang), nameIn(b, 'away', lang)],
          sportId: b.sport_id,
          champId: b.champ_id,
          startTime: Number(b.start_time),
          coef: b.coef_milli / 1000,
          isBanker: b.is_banker === 1,
          isLive: b.is_live === 1,
          amount: b.amount_minor === null ? null : money(b.amount_minor),
          // the result shows only once the coupon is settled, so a page never contradicts the status
          outcome: c.status === 'open' ? null : (b.outcome as SelectionView['outcome']),
          score: [b.score_home, b.score_away],
        })),
      };
    });
  }
}

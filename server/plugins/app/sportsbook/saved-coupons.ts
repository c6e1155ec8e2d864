import { randomInt } from 'node:crypto';
import type { LoadAnswer, LoadedBet } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import { nameIn, nameSelection } from '../../../db/name-columns';
import type { Database } from '../../../db/schema';
import type { Lang } from '../../../feed/index';
import { isUniqueViolation } from '../../../db/db-errors';
import type { Clock } from '../clock';

/** A saved coupon can be loaded for 7 days. */
export const SAVED_COUPON_TTL_MS = 7 * 24 * 60 * 60_000;
/** Crockford-style alphabet: no 0/O, 1/I/L, U; easy to read out and type. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

export interface SavedCoupon {
  typeId: number;
  systemValue: number | null;
  bets: { marketId: number; isBanker: boolean }[];
}

export type { LoadedBet };

export function newCode(): string {
  let s = '';
  for (let i = 0; i < CODE_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

export function isCode(s: string): boolean {
  return s.length === CODE_LENGTH && [...s].every((ch) => ALPHABET.includes(ch));
}

/** Short codes for a coupon's selections; loading gives them back at the current odds. */
export class SavedCoupons {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async save(coupon: SavedCoupon): Promise<{ code: string; expiresAt: number }> {
    const t = this.clock.now();
    for (let attempt = 0; ; attempt++) {
      const code = newCode();
      try {
        await this.db.insertInto('sb_saved_coupons').values({ code, payload: JSON.stringify(coupon), created_at: t, expires_at: t + SAVED_COUPON_TTL_MS }).execute();
        return { code, expiresAt: t + SAVED_COUPON_TTL_MS };
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 4) throw err;
      }
    }
  }

  /** Null when unknown or expired. Markets gone from the line are left out; ended or blocked ones come back blocked. */
  async load(code: string, lang: Lang): Promise<Omit<LoadAnswer, 'demo'> | null> {
    const row = await this.db.selectFrom('sb_saved_coupons').selectAll().where('code', '=', code).where('expires_at', '>', this.clock.now()).executeTakeFirst();
    if (!row) return null;
    const saved = JSON.parse(row.payload) as SavedCoupon;
    const ids = saved.bets.map((b) => b.marketId);
    const markets =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('sb_markets as m')
            .innerJoin('sb_games as g', 'g.id', 'm.game_id')
            .select(['m.id', 'm.game_id', 'm.type_id', 'm.kind', ...nameSelection('m.name'), 'm.coef_milli', 'm.is_blocked', 'm.is_depend', 'm.is_banned_express', 'm.outcome', 'g.status', 'g.is_live', 'g.sport_id', 'g.champ_id', ...nameSelection('g.home'), ...nameSelection('g.away')])
            .where('m.id', 'in', ids)
            .execute();
    const byId = new Map(markets.map((m) => [m.id, m]));
    const bets: LoadedBet[] = [];
    for (const b of saved.bets) {
      const m = byId.get(b.marketId);
      if (!m) continue;
      bets.push({
        gameId: m.game_id,
        isBanker: b.isBanker,
        isBlocked: m.is_blocked === 1 || m.outcome !== null || m.status === 'ended',
        isBannedExpress: m.is_banned_express === 1,
        isDepend: m.is_depend === 1,
        opponents: [nameIn(m, 'home', lang), nameIn(m, 'away', lang)],
        market: {
          id: m.id,
          coef: m.coef_milli / 1000,
          typeId: m.type_id,
          name: nameIn(m, 'name', lang),
          kind: m.kind === 'special' ? 'special' : 'regular',
          isLive: m.is_live === 1,
          sportId: m.sport_id,
          champId: m.champ_id,
          gameId: m.game_id,
        },
      });
    }
    return { typeId: saved.typeId, systemValue: saved.systemValue, bets };
  }
}

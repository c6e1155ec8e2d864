// The verdict of POST /web-api/coupon/place, without the database: the submitted coupon with
// every market's facts taken from the line as it is now (the re-read rows), judged by the
// engine's evaluateCoupon (@site/betting) -- the same function the coupon store runs in the
// browser, so the player is refused here only for what the line changed since he looked.
import {
  evaluateCoupon,
  type Bet,
  type BettingLimitsConfig,
  type CouponLimits,
  type CouponToSubmit,
  type CouponVerdict,
  type Score,
} from '@site/betting';

/** The wire coupon: the engine's CouponToSubmit with market ids as sent (number or string). */
export interface PlaceBet extends Omit<Bet, 'market'> {
  market: Omit<Bet['market'], 'id'> & { id: number | string };
}

export interface PlaceBody extends Omit<CouponToSubmit, 'bets' | 'amount'> {
  amount?: number;
  bets: PlaceBet[];
  idempotencyKey: string;
}

/** The site config `betting` group, as far as placement reads it. */
export interface BettingConfig extends BettingLimitsConfig {
  expressBonusEnabled: boolean;
  vipBetEnabled: boolean;
  minBetAmount: number;
  minBetAmountTypes: number[];
  maxBetAmount?: number;
  maxBetAmountTypes: number[];
}

/** A market and its game as placement re-reads them. */
export interface MarketRow {
  id: number;
  game_id: number;
  sport_id: number;
  champ_id: number;
  type_id: number;
  kind: string;
  coef_milli: number;
  is_blocked: number;
  is_depend: number;
  is_banned_express: number;
  outcome: string | null;
  status: string;
  is_live: number;
  score_home: number;
  score_away: number;
}

/** The row id of a market id as sent, or null when it cannot be one. */
export function marketKey(id: number | string): number | null {
  const s = String(id);
  return /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : null;
}

export interface PlacementVerdict {
  verdict: CouponVerdict;
  /** The current price of every open market sent (the 409 answer's `coefs`). */
  currentCoefs: Record<string, number>;
}

/**
 * The engine's verdict on a submitted coupon against the line now: each bet's facts (kind,
 * live, game, blocked, dependent, banned from express) are the row's, not what was sent; an
 * open market's price is its current price and a live one's game score its current score;
 * an unknown or ended market is not offered.
 */
export function placementVerdict(body: PlaceBody, rows: ReadonlyMap<number, MarketRow>, limits: CouponLimits): PlacementVerdict {
  const currentCoefs: Record<string, number> = {};
  const currentScores: Record<string, Score> = {};
  const bets: Bet[] = body.bets.map((b) => {
    const id = String(b.market.id);
    const key = marketKey(b.market.id);
    const m = key === null ? undefined : rows.get(key);
    if (!m) return { ...b, market: { ...b.market, id } };
    const open = m.outcome === null && m.status !== 'ended';
    if (open) currentCoefs[id] = m.coef_milli / 1000;
    if (open && m.is_live === 1) currentScores[id] = [m.score_home, m.score_away];
    // Object.assign onto a new object rather than a spread followed by more keys: V8 adds each
    // key after a spread of a parsed object the slow way, ~5 µs a bet (the same keys and order
    // either way; a body with a __proto__ key never gets here, the JSON parser refuses it).
    const market: Bet['market'] = Object.assign({}, b.market, {
      id,
      kind: m.kind === 'special' ? ('special' as const) : ('regular' as const),
      isLive: m.is_live === 1,
      sportId: m.sport_id,
      typeId: m.type_id,
      gameId: m.game_id,
      champId: m.champ_id,
    });
    return Object.assign({}, b, {
      market,
      isBlocked: m.is_blocked === 1,
      isDepend: m.is_depend === 1,
      isBannedExpress: m.is_banned_express === 1,
    });
  });
  const { idempotencyKey: _key, ...rest } = body;
  const coupon: CouponToSubmit = { ...rest, amount: body.amount as number, bets };
  return { verdict: evaluateCoupon(coupon, { limits, currentCoefs, currentScores }), currentCoefs };
}

// The betting vocabulary, written once (spec 1 §3). The coupon store, the server and the
// parcels import these; nothing else in the tree redefines them.

/** Coupon types (spec 1 §3): 0 single, 1 express, 2 system with banker, 4 system variant, 9 singles each with its own amount. */
export const COUPON_TYPE_IDS = [0, 1, 2, 4, 9] as const;
export type CouponTypeId = (typeof COUPON_TYPE_IDS)[number];

export const COUPON_TYPE = {
  single: 0,
  express: 1,
  systemWithBanker: 2,
  systemVariant: 4,
  singlesSet: 9,
} as const satisfies Record<string, CouponTypeId>;

/** statusId of a bet that has not been placed yet (spec 1 §3). */
export const DEFAULT_BET_STATUS_ID = -2;

/** Coefficient display formats (spec 1 §3, §9). */
export const COEF_VIEW_IDS = [0, 1, 2, 4, 5, 6, 14, 15, 16] as const;
export type CoefViewId = (typeof COEF_VIEW_IDS)[number];

/** changeCoefAction: 0 ask on any change, 1 accept only higher, 2 accept any (default). */
export const CHANGE_COEF_ACTIONS = [0, 1, 2] as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTIONS)[number];

/** Bets in a coupon are keyed by their market id (amountByBetId uses the same key). */
export type MarketId = string;

/**
 * 'special' markets (specials, boosted offers, the bonus bet itself) never qualify an
 * express for the bonus; an absent kind means 'regular'.
 */
export type MarketKind = 'regular' | 'special';

export interface Market {
  id: MarketId;
  /** Decimal coefficient; the engine works on it quantised to thousandths. */
  coef: number;
  kind?: MarketKind;
  isLive?: boolean;
  sportId?: number;
  typeId?: number;
  gameId?: number;
  champId?: number;
  name?: string;
  names?: readonly string[];
}

/** A game's score: [home, away]. */
export type Score = readonly [number, number];

export interface Bet {
  market: Market;
  /** The game the bet was taken on, as sent; a market of another game is not this bet's market. */
  gameId?: number;
  /** The score the bet was taken at (live bets, needed with isDropOnScoreChange). */
  score?: Score;
  /** Block of a chained (multi-block) coupon; see maxAmountByBlock. */
  blockId?: number;
  /** Default -2 (spec 1 §3). */
  statusId?: number;
  typeId?: number;
  isBlocked?: boolean;
  isDepend?: boolean;
  isBannedExpress?: boolean;
  /** Banker in a system with banker (type 2); ignored for other types. */
  isBanker?: boolean;
  /** The banker toggle is off for this bet: it never counts as a banker. */
  isDisabledBanker?: boolean;
  expressId?: number;
  sportNameEng?: string;
  champNameEng?: string;
  statisticId?: string;
}

/** Coupon to submit (spec 1 §3) plus promoCode, amountByBetId and bankers carried on the bets. */
export interface CouponToSubmit {
  id?: string;
  accountId?: number;
  userId?: number;
  typeId: number;
  amount: number;
  /** Per-bet amounts, type 9 only. */
  amountByBetId?: Readonly<Record<MarketId, number>>;
  /** Per-block amounts of a chained coupon. */
  amountByBlockId?: Readonly<Record<string, number>>;
  bets: readonly Bet[];
  changeCoefAction?: number;
  coef?: number;
  coefByView?: string;
  coefViewId?: number;
  /** 0 or absent: not set. */
  exactCoef?: number;
  isDropOnScoreChange?: boolean;
  prepaidAmount?: number;
  refId?: number;
  systemValue?: number;
  promoCode?: string;
  hyperBonusPercent?: number;
  minHyperBonusBetLimit?: number;
  maxHyperBonusLimit?: number;
}

/** One offered system value: `value` of the non-banker selections per line, plus `offset` bankers. */
export interface SystemValueItem {
  value: number;
  offset: number;
  combo: number;
  minBetAmount: number;
}

export interface Fraction {
  num: number;
  den: number;
}

/** A coefficient in one display format. value: number, or num/den for fractional (1). */
export interface FormattedCoef {
  viewId: CoefViewId;
  value: number | Fraction;
  text: string;
}

// A placed coupon as GET /web-api/user/bets and GET /web-api/coupon/:couponId answer it,
// written once: the server's history queries produce it, the office pages read it.
export const COUPON_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export interface SelectionView {
  marketId: number;
  gameId: number;
  marketName: string;
  opponents: [string, string];
  sportId: number;
  champId: number;
  startTime: number;
  coef: number;
  isBanker: boolean;
  isLive: boolean;
  /** Type 9: this single's stake. */
  amount: number | null;
  /** null while the game is not settled */
  outcome: 'win' | 'lose' | 'void' | null;
  score: [number, number];
}

export interface CouponView {
  couponId: number;
  typeId: number;
  systemValue: number | null;
  status: CouponStatus;
  currency: string;
  amount: number;
  coef: number;
  possibleWin: number;
  /** Paid out once settled (0 for a lost coupon), null while open. */
  win: number | null;
  bonusCoef: number;
  createdAt: string;
  settledAt: string | null;
  selections: SelectionView[];
}

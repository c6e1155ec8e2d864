// A placed coupon as GET /web-api/user/bets and GET /web-api/coupon/:couponId return it
// (server/plugins/app/sportsbook/coupon-history.ts). Checked on arrival like any payload: a row that does
// not parse is dropped rather than breaking the page.
import { COUPON_STATUSES, type CouponStatus, type CouponView, isRecord, type SelectionView } from '@site/api';

export { COUPON_STATUSES, type CouponStatus, type CouponView, type SelectionView };
type Outcome = NonNullable<SelectionView['outcome']>;

const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const str = (x: unknown): x is string => typeof x === 'string';
const pair = <T>(x: unknown, ok: (v: unknown) => v is T): x is [T, T] => Array.isArray(x) && x.length === 2 && ok(x[0]) && ok(x[1]);
const OUTCOMES: readonly unknown[] = ['win', 'lose', 'void'];

function parseSelection(s: unknown): SelectionView | null {
  if (!isRecord(s) || !num(s.marketId) || !num(s.gameId) || !str(s.marketName) || !num(s.coef) || !pair(s.opponents, str)) return null;
  return {
    marketId: s.marketId,
    gameId: s.gameId,
    marketName: s.marketName,
    opponents: s.opponents,
    sportId: num(s.sportId) ? s.sportId : 0,
    champId: num(s.champId) ? s.champId : 0,
    startTime: num(s.startTime) ? s.startTime : 0,
    coef: s.coef,
    isLive: s.isLive === true,
    isBanker: s.isBanker === true,
    amount: num(s.amount) ? s.amount : null,
    outcome: OUTCOMES.includes(s.outcome) ? (s.outcome as Outcome) : null,
    score: pair(s.score, num) ? s.score : [0, 0],
  };
}

export function parseCoupon(c: unknown): CouponView | null {
  if (!isRecord(c) || !num(c.couponId) || !num(c.typeId) || !(COUPON_STATUSES as readonly unknown[]).includes(c.status)) return null;
  if (!str(c.currency) || !num(c.amount) || !num(c.coef) || !num(c.possibleWin) || !str(c.createdAt) || !Array.isArray(c.selections)) return null;
  return {
    couponId: c.couponId,
    typeId: c.typeId,
    systemValue: num(c.systemValue) ? c.systemValue : null,
    status: c.status as CouponStatus,
    currency: c.currency,
    amount: c.amount,
    coef: c.coef,
    possibleWin: c.possibleWin,
    win: num(c.win) ? c.win : null,
    bonusCoef: num(c.bonusCoef) ? c.bonusCoef : 1,
    createdAt: c.createdAt,
    settledAt: str(c.settledAt) ? c.settledAt : null,
    selections: c.selections.map(parseSelection).filter((s): s is SelectionView => s !== null),
  };
}

export function parseCouponList(raw: unknown): CouponView[] {
  const list = isRecord(raw) && Array.isArray(raw.bets) ? raw.bets : [];
  return list.map(parseCoupon).filter((c): c is CouponView => c !== null);
}

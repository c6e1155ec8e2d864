// The server's answers to placing, saving and loading, read into what the coupon shows: pure
// functions, so the controller keeps only state and calls.
import { isRecord } from '@site/api';
import { toThousandths } from '@site/betting';
import type { PlacedCoupon } from '@site/stores';
import type { PlacedErrors } from './error-placement';

export interface MovedCoef {
  /** The coefficient the coupon was sent at. */
  from: number;
  /** The server's coefficient now. */
  to: number;
}

/** The answer of a load was no saved coupon. */
export class UnreadableCoupon extends Error {}

/** A bet of GET /web-api/coupon/load/:code (server/plugins/app/sportsbook/saved-coupons.ts). */
export interface LoadedBet {
  market?: { id?: unknown } & Record<string, unknown>;
  opponents?: unknown;
  [key: string]: unknown;
}

/** A loaded bet in the coupon's shape: string market id, opponents as opponentNames. */
export function toCouponBet(b: LoadedBet): unknown {
  if (!isRecord(b) || !isRecord(b.market)) return b;
  const { opponents, gameId: _gameId, ...rest } = b;
  return {
    ...rest,
    market: { ...b.market, id: typeof b.market.id === 'number' ? String(b.market.id) : b.market.id },
    ...(Array.isArray(opponents) && { opponentNames: opponents }),
  };
}

/** A 409's new prices (`coefs` by market id) for the bets whose sent price moved. */
export function movedCoefs(body: unknown, sent: ReadonlyArray<{ id: string; coef: number }>): Record<string, MovedCoef> {
  const coefs = isRecord(body) && isRecord(body.coefs) ? body.coefs : {};
  const moved: Record<string, MovedCoef> = {};
  for (const b of sent) {
    const to = coefs[b.id];
    if (typeof to === 'number' && Number.isFinite(to) && to > 1 && toThousandths(to) !== toThousandths(b.coef))
      moved[b.id] = { from: b.coef, to };
  }
  return moved;
}

/** How many places of the coupon show an error. */
export function errorCount(e: PlacedErrors): number {
  return Object.keys(e.fields).length + Object.keys(e.bets).length + Object.keys(e.betAmounts).length;
}

/** The 200 answer as the success view shows it; the coupon was taken even if a field is odd. */
export function placedCoupon(answer: unknown): PlacedCoupon {
  const a = isRecord(answer) ? answer : {};
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
  const id = a.couponId;
  return {
    couponId: typeof id === 'number' || typeof id === 'string' ? id : '',
    ...(num(a.coef) !== undefined && { coef: num(a.coef) }),
    ...(num(a.possibleWin) !== undefined && { possibleWin: num(a.possibleWin) }),
    ...(num(a.balance) !== undefined && { balance: num(a.balance) }),
  };
}

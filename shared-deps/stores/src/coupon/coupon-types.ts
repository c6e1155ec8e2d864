// Types of the coupon stores, written once; the bet itself comes from @site/bus (the
// event payload) which extends the engine's Bet.
import type { Logger, Message } from '@site/api';
import type { QuotedBet } from '@site/betting';
import type { CouponBetInput } from '@site/bus';

/**
 * A bet in the coupon. market.coef is always the latest price. While a change waits for
 * the player (odds-change policy), acceptedCoef holds the price he last agreed to;
 * oldCoef is the price before the latest change, kept so the slip can show the move
 * (@site/betting QuotedBet).
 */
export interface CouponBet extends CouponBetInput, Pick<QuotedBet, 'oldCoef' | 'acceptedCoef'> {}

export type CouponLogger = Pick<Logger, 'warn'>;

export type CouponTab = 'coupon' | 'bets';

/** The answer of the placing call (the HTTP contract: POST /web-api/coupon/place). */
export interface PlacedCoupon {
  couponId: string | number;
  coef?: number;
  possibleWin?: number;
  balance?: number;
}

/** A question the UI must put to the player before an action goes on. */
export interface PendingConfirmation {
  title: Message;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Result of an input action: a refused one says why, as a message for the UI to put into words. */
export type InputResult = { ok: true } | { ok: false; reason: Message };

/** Injectable pieces of the coupon store; tests pass their own. */
export interface CouponStoreOptions {
  logger?: CouponLogger;
  /** localStorage key; default 'coupon'. */
  storageKey?: string;
  /**
   * Saves are throttled: live odds move bets up to a thousand times a second and one
   * write per window is enough. 0 saves synchronously on every change.
   */
  saveDelayMs?: number;
  now?: () => number;
  /**
   * The page whose leaving flushes a waiting save (`pagehide`, `visibilitychange` to
   * hidden) and whose `storage` events bring other tabs' coupons in; default the browser's
   * window and document, none outside a browser. Tests pass their own; null: none.
   */
  page?: CouponPage | null;
}

/** What the coupon store listens to on the page. */
export interface CouponPage {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly visibilityState: string };
}

// The one list of the page's bus events. Every event class lives in events/<area>.ts and is
// listed here; catalogue.test.ts reads the source tree and fails when one has no publisher or
// no subscriber.
import { AddBetToCoupon, COUPON_EVENTS, OddsChanged, RemoveBetFromCoupon, UpdateCouponBet } from './events/coupon';
import { NotifyDismissed, NotifyRequested } from './events/notifications';
import { MfStateChanged, MfUnmounted, PageLoading } from './events/shell';
import { ForgotPasswordRequested, LoginRequested, SessionEnded, UserLoggedIn } from './events/user';
// consent and analytics (issue 16)
import { AnalyticsRequested, ConsentChanged, PageViewed } from './events/consent';

export const BUS_EVENTS = [
  UserLoggedIn,
  LoginRequested,
  MfUnmounted,
  MfStateChanged,
  PageLoading,
  NotifyRequested,
  AddBetToCoupon,
  RemoveBetFromCoupon,
  UpdateCouponBet,
  OddsChanged,
  // account and security (issue 15: the password reset)
  ForgotPasswordRequested,
  // The shell (issue 15)
  SessionEnded,
  NotifyDismissed,
  // consent and analytics (issue 16)
  ConsentChanged,
  PageViewed,
  AnalyticsRequested,
] as const;

/**
 * What a remote front-end may publish (publishExternal): each with a `parse` that lets only
 * well-formed data through. An event listed here counts as published even when nothing in
 * this tree publishes it (UpdateCouponBet: only pages of other teams change bets in place).
 */
export const EXTERNAL_EVENTS = [...COUPON_EVENTS, LoginRequested, NotifyRequested, /* issue 16 */ AnalyticsRequested] as const;

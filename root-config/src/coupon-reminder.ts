import { reaction } from 'mobx';
import { NotifyDismissed, NotifyRequested } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';
import { recall, remember } from './remembered';

export const COUPON_REMINDER_ID = 'reminder-coupon';
/** Spec 2 §4, §9: the coupon is polled every 10 s; the reminder comes 30 s after a live bet, 5 min otherwise. */
export const COUPON_POLL_MS = 10_000;
export const COUPON_REMINDER_LIVE_MS = 30_000;
export const COUPON_REMINDER_LINE_MS = 300_000;
export const COUPON_REMINDED_KEY = 'site.couponReminded';

export interface CouponReminderDeps {
  store: Pick<RootStore, 'bus' | 'coupon'>;
  scheduler: Scheduler;
  /** sessionStorage: once per session. */
  session: Storage | null;
  /** The coupon page is open: no reminder (and one shown closes). */
  couponPageOpen(): boolean;
  openCoupon(): void;
}

/**
 * The coupon reminder (spec 2 §4): when the coupon has unblocked bets, a notification 30 s
 * after a live bet was added (live preferred), 5 min after the last bet otherwise; once per
 * session, never while the coupon page is open; closed when the coupon empties or the coupon
 * page opens. The coupon is looked at on every change and polled every 10 s.
 */
export function startCouponReminder(deps: CouponReminderDeps): () => void {
  const { store, scheduler } = deps;
  const addedAt = new Map<string, number>();
  let timer: unknown = null;
  let shown = false;
  const stopTimer = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
  };
  const dismiss = () => {
    if (shown) store.bus.publish(new NotifyDismissed({ id: COUPON_REMINDER_ID }));
    shown = false;
  };
  const look = () => {
    const now = scheduler.now();
    const bets = store.coupon.bets;
    for (const id of [...addedAt.keys()]) if (!bets.some((b) => b.market.id === id)) addedAt.delete(id);
    for (const b of bets) if (!addedAt.has(b.market.id)) addedAt.set(b.market.id, now);
    const open = bets.filter((b) => !b.isBlocked);
    if (open.length === 0 || deps.couponPageOpen()) {
      stopTimer();
      return dismiss();
    }
    if (shown || recall(deps.session, COUPON_REMINDED_KEY) !== null) return;
    const live = open.filter((b) => b.market.isLive === true);
    const from = Math.max(...(live.length > 0 ? live : open).map((b) => addedAt.get(b.market.id) ?? now));
    const due = from + (live.length > 0 ? COUPON_REMINDER_LIVE_MS : COUPON_REMINDER_LINE_MS);
    stopTimer();
    timer = scheduler.setTimeout(remind, Math.max(0, due - now));
  };
  const remind = () => {
    timer = null;
    if (store.coupon.bets.every((b) => b.isBlocked) || deps.couponPageOpen()) return;
    shown = true;
    remember(deps.session, COUPON_REMINDED_KEY, '1');
    store.bus.publish(
      new NotifyRequested({
        id: COUPON_REMINDER_ID,
        type: 'permanent',
        area: 'bottom',
        kind: 'ok',
        text: { code: 'shell.coupon_reminder' },
        action: { label: { code: 'shell.coupon_open' }, run: () => deps.openCoupon() },
        onClose: () => (shown = false),
      }),
    );
  };
  const stopWatch = reaction(
    () => store.coupon.bets.map((b) => `${b.market.id}:${b.isBlocked === true}`).join(','),
    look,
  );
  const poll = scheduler.setInterval(look, COUPON_POLL_MS);
  look();
  return () => {
    stopWatch();
    stopTimer();
    scheduler.clearInterval(poll);
  };
}

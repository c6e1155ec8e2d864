import { shellWorld as world } from './test-world';
import { COUPON_POLL_MS, COUPON_REMINDER_ID, COUPON_REMINDER_LINE_MS, COUPON_REMINDER_LIVE_MS, startCouponReminder } from './coupon-reminder';
import { MemoryStorage } from '@site/ui/testing';

const bet = (id: string, live = false) => ({ market: { id, coef: 1.8, isLive: live }, gameId: 1 });

describe('the coupon reminder', () => {
  function setup(pageOpen = false) {
    const w = world();
    const session = new MemoryStorage();
    const page = { open: pageOpen, opened: 0 };
    const stop = startCouponReminder({ store: w.store, scheduler: w.scheduler, session, couponPageOpen: () => page.open, openCoupon: () => page.opened++ });
    return { ...w, session, page, stop };
  }
  const add = (store: ReturnType<typeof world>['store'], b: unknown) => void store.coupon.addBet(b);

  it('comes 30 s after a live bet is added', () => {
    const w = setup();
    add(w.store, bet('1', true));
    w.clock.advance(COUPON_REMINDER_LIVE_MS - 1);
    expect(w.shown).toEqual([]);
    w.clock.advance(1);
    expect(w.shown.map((n) => n.id)).toEqual([COUPON_REMINDER_ID]);
    w.shown[0]!.action!.run();
    expect(w.page.opened).toBe(1);
  });

  it('comes 5 minutes after a line bet, and only once per session', () => {
    const w = setup();
    add(w.store, bet('1'));
    w.clock.advance(COUPON_REMINDER_LIVE_MS);
    expect(w.shown).toEqual([]);
    w.clock.advance(COUPON_REMINDER_LINE_MS - COUPON_REMINDER_LIVE_MS);
    expect(w.shown).toHaveLength(1);
    add(w.store, bet('2', true));
    w.clock.advance(10 * COUPON_REMINDER_LINE_MS);
    expect(w.shown).toHaveLength(1);
  });

  it('is closed when the coupon empties', () => {
    const w = setup();
    add(w.store, bet('1', true));
    w.clock.advance(COUPON_REMINDER_LIVE_MS);
    w.store.coupon.clear();
    expect(w.dismissed).toEqual([COUPON_REMINDER_ID]);
  });

  it('never while the coupon page is open; opening it closes a shown one (seen by the 10 s poll)', () => {
    const w = setup(true);
    add(w.store, bet('1', true));
    w.clock.advance(10 * COUPON_REMINDER_LINE_MS);
    expect(w.shown).toEqual([]);
    const v = setup();
    add(v.store, bet('1', true));
    v.clock.advance(COUPON_REMINDER_LIVE_MS);
    expect(v.shown).toHaveLength(1);
    v.page.open = true;
    v.clock.advance(COUPON_POLL_MS);
    expect(v.dismissed).toEqual([COUPON_REMINDER_ID]);
  });
});

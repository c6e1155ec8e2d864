import { type Notification, NotifyDismissed, NotifyRequested, SessionEnded } from '@site/bus';
import { createScheduler } from '@site/ui';
import { FakeClock, FakePage, MemoryStorage, settle, siteConfig, testRootStore, type Script } from '@site/ui/testing';
import {
  COUPON_POLL_MS,
  COUPON_REMINDER_ID,
  COUPON_REMINDER_LINE_MS,
  COUPON_REMINDER_LIVE_MS,
  FIRST_DEPOSIT_DELAY_MS,
  FIRST_DEPOSIT_FEATURE,
  FIRST_DEPOSIT_POPUP_ID,
  REGISTRATION_POPUP_ID,
  startCouponReminder,
  startFirstDepositPopup,
  startRegistrationReminder,
} from './reminders';

function world(opts: { server?: Script; userId?: number; start?: number } = {}) {
  const clock = new FakeClock(opts.start ?? 1_000_000);
  const scheduler = createScheduler({ clock, page: new FakePage() });
  // saves at once: no real timer outlives the test
  const w = testRootStore({ deps: { coupon: { saveDelayMs: 0, page: null } }, ...(opts.server && { server: opts.server }), ...(opts.userId !== undefined && { userId: opts.userId }) });
  const shown: Notification[] = [];
  const dismissed: string[] = [];
  // the shell's own (named) notices; the stores' failure toasts are not these
  w.bus.subscribe(NotifyRequested, (e) => e.payload.id !== undefined && shown.push(e.payload));
  w.bus.subscribe(NotifyDismissed, (e) => dismissed.push(e.payload.id));
  return { ...w, clock, scheduler, shown, dismissed };
}

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

describe('the registration reminder', () => {
  const config = siteConfig((c) => Object.assign(c.reg, { reminderDelaySeconds: 20, reminderIntervalMinutes: 60 }));
  function setup(local = new MemoryStorage(), userId?: number, start?: number) {
    const w = world({ ...(userId !== undefined && { userId }), ...(start !== undefined && { start }) });
    let opened = 0;
    startRegistrationReminder({ store: w.store, scheduler: w.scheduler, config, local, openRegistration: () => opened++ });
    return { ...w, local, opened: () => opened };
  }
  it('shows guests the popup after the configured delay', () => {
    const w = setup();
    w.clock.advance(19_999);
    expect(w.shown).toEqual([]);
    w.clock.advance(1);
    expect(w.shown.map((n) => n.id)).toEqual([REGISTRATION_POPUP_ID]);
    w.shown[0]!.action!.run();
    expect(w.opened()).toBe(1);
  });
  it('not again before the configured interval has passed', () => {
    const local = new MemoryStorage();
    const first = setup(local);
    first.clock.advance(20_000);
    const again = setup(local);
    again.clock.advance(20_000);
    expect(again.shown).toEqual([]);
    const later = setup(local, undefined, 1_000_000 + 60 * 60_000);
    later.clock.advance(20_000);
    expect(later.shown).toHaveLength(1);
  });
  it('never for a signed-in player', () => {
    const w = setup(new MemoryStorage(), 4);
    w.clock.advance(60_000);
    expect(w.shown).toEqual([]);
  });
});

describe('the first-deposit popup', () => {
  const info = (available: boolean) => ({ bonusPopupInformation: { available, percent: 100, maxAmountMinor: 1_000_000, currency: 'RUB' } });
  function setup(available = true, features = [FIRST_DEPOSIT_FEATURE], session = new MemoryStorage()) {
    const w = world({ userId: 3, server: ({ path }) => (path === '/web-api/officeapi/v1/bonus-popup-information' ? { body: info(available) } : { status: 204 }) });
    const config = siteConfig((c) => (c.modules.features = features));
    let opened = 0;
    startFirstDepositPopup({ store: w.store, scheduler: w.scheduler, config: () => config, session, openDeposit: () => opened++ });
    return { ...w, session, opened: () => opened };
  }
  it('appears 15 s after sign-in for a player with no deposit, with the bonus in money', async () => {
    const w = setup();
    w.clock.advance(FIRST_DEPOSIT_DELAY_MS - 1);
    await settle();
    expect(w.shown).toEqual([]);
    w.clock.advance(1);
    await settle();
    expect(w.shown).toHaveLength(1);
    expect(w.shown[0]).toMatchObject({ id: FIRST_DEPOSIT_POPUP_ID, text: { code: 'shell.first_deposit_text', values: { percent: 100, max: 10_000, currency: 'RUB' } } });
  });
  it('once per session', async () => {
    const session = new MemoryStorage();
    const a = setup(true, [FIRST_DEPOSIT_FEATURE], session);
    a.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    const b = setup(true, [FIRST_DEPOSIT_FEATURE], session);
    b.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    expect(b.shown).toEqual([]);
  });
  it('reset on logout: the next sign-in in this session sees it again', async () => {
    const w = setup();
    w.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    w.bus.publish(new SessionEnded({ reason: 'logout' }));
    expect(w.dismissed).toContain(FIRST_DEPOSIT_POPUP_ID);
    w.store.user.setUserId(null);
    w.store.user.setUserId(3);
    w.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    expect(w.shown).toHaveLength(2);
  });
  it('not for a player who has deposited, nor with the feature off', async () => {
    const a = setup(false);
    const b = setup(true, []);
    a.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    b.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    expect([...a.shown, ...b.shown]).toEqual([]);
    expect(b.calls.filter((c) => c.path.includes('bonus-popup'))).toEqual([]);
  });
});

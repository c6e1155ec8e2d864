import { reaction } from 'mobx';
import { isRecord, type SiteConfig } from '@site/api';
import { currencyInfo, isKnownCurrency } from '@site/betting';
import { NotifyDismissed, NotifyRequested, SessionEnded } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';

export const COUPON_REMINDER_ID = 'reminder-coupon';
export const REGISTRATION_POPUP_ID = 'popup-registration';
export const FIRST_DEPOSIT_POPUP_ID = 'popup-first-deposit';
/** Spec 2 §4, §9: the coupon is polled every 10 s; the reminder comes 30 s after a live bet, 5 min otherwise. */
export const COUPON_POLL_MS = 10_000;
export const COUPON_REMINDER_LIVE_MS = 30_000;
export const COUPON_REMINDER_LINE_MS = 300_000;
/** Spec 2 §4, §9: the first-deposit popup appears 15 s after it may. */
export const FIRST_DEPOSIT_DELAY_MS = 15_000;
export const FIRST_DEPOSIT_FEATURE = 'first-deposit-bonus';
export const FIRST_DEPOSIT_PATH = 'web:/officeapi/v1/bonus-popup-information';
export const COUPON_REMINDED_KEY = 'site.couponReminded';
export const REGISTRATION_SHOWN_KEY = 'site.registrationReminderAt';
export const FIRST_DEPOSIT_CLOSED_KEY = 'site.firstDepositClosed';
/** Defaults of the registration reminder's config (`reg.reminderDelaySeconds`, `reg.reminderIntervalMinutes`). */
export const REGISTRATION_REMINDER_DEFAULTS = { delaySeconds: 60, intervalMinutes: 1440 };

type Stores = Pick<RootStore, 'bus' | 'user' | 'coupon' | 'api'>;

function remember(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // storage off: shown again next time
  }
}
function recall(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export interface CouponReminderDeps {
  store: Stores;
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

export interface RegistrationReminderDeps {
  store: Stores;
  scheduler: Scheduler;
  config: SiteConfig | null;
  /** localStorage: when it was last shown. */
  local: Storage | null;
  openRegistration(): void;
}

function configNumber(group: unknown, key: string, fallback: number): number {
  const v = isRecord(group) ? group[key] : undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback;
}

/**
 * The registration reminder (spec 2 §4, §9): for guests, after the configured delay
 * (`reg.reminderDelaySeconds`), and not again before the configured interval
 * (`reg.reminderIntervalMinutes`) has passed. Signing in closes it. Only when registration is allowed.
 */
export function startRegistrationReminder(deps: RegistrationReminderDeps): () => void {
  const { store, scheduler } = deps;
  if (deps.config && deps.config.auth.registrationAllowed === false) return () => undefined;
  const delayMs = configNumber(deps.config?.reg, 'reminderDelaySeconds', REGISTRATION_REMINDER_DEFAULTS.delaySeconds) * 1000;
  const intervalMs = configNumber(deps.config?.reg, 'reminderIntervalMinutes', REGISTRATION_REMINDER_DEFAULTS.intervalMinutes) * 60_000;
  const timer = scheduler.setTimeout(() => {
    if (store.user.isAuthorized) return;
    const last = Number(recall(deps.local, REGISTRATION_SHOWN_KEY));
    if (Number.isFinite(last) && last > 0 && scheduler.now() - last < intervalMs) return;
    remember(deps.local, REGISTRATION_SHOWN_KEY, String(scheduler.now()));
    store.bus.publish(
      new NotifyRequested({
        id: REGISTRATION_POPUP_ID,
        type: 'permanent',
        area: 'bottom',
        kind: 'ok',
        text: { code: 'shell.registration_reminder' },
        action: { label: { code: 'shell.registration_open' }, run: () => deps.openRegistration() },
      }),
    );
  }, delayMs);
  const stopUser = reaction(
    () => store.user.isAuthorized,
    (signedIn) => signedIn && store.bus.publish(new NotifyDismissed({ id: REGISTRATION_POPUP_ID })),
  );
  return () => {
    scheduler.clearTimeout(timer);
    stopUser();
  };
}

/** GET /web-api/officeapi/v1/bonus-popup-information, read defensively. */
export interface BonusPopupView {
  available: boolean;
  percent: number;
  /** In the currency's major units, for the message's money value. */
  max: number;
  currency: string;
}

function readBonusPopup(answer: unknown): BonusPopupView | null {
  const info = isRecord(answer) ? answer.bonusPopupInformation : null;
  if (!isRecord(info) || typeof info.available !== 'boolean' || typeof info.percent !== 'number') return null;
  if (typeof info.maxAmountMinor !== 'number' || typeof info.currency !== 'string' || !isKnownCurrency(info.currency)) return null;
  const max = info.maxAmountMinor / 10 ** currencyInfo(info.currency).minorDigits;
  return { available: info.available, percent: info.percent, max, currency: info.currency };
}

export interface FirstDepositPopupDeps {
  store: Stores;
  scheduler: Scheduler;
  config(): SiteConfig | null;
  session: Storage | null;
  openDeposit(): void;
}

/**
 * The first-deposit bonus popup (spec 2 §4, §9): a signed-in player with no deposit yet (the
 * server's bonus-popup-information), the feature on, 15 s after sign-in or load; once per
 * session (closing it marks it closed); reset on logout.
 */
export function startFirstDepositPopup(deps: FirstDepositPopupDeps): () => void {
  const { store, scheduler } = deps;
  let timer: unknown = null;
  const key = (userId: number) => `${FIRST_DEPOSIT_CLOSED_KEY}.${userId}`;
  const stopTimer = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    stopTimer();
    const userId = store.user.userId;
    if (userId === null || !(deps.config()?.modules.features ?? []).includes(FIRST_DEPOSIT_FEATURE)) return;
    if (recall(deps.session, key(userId)) !== null) return;
    timer = scheduler.setTimeout(() => void show(userId), FIRST_DEPOSIT_DELAY_MS);
  };
  const show = async (userId: number) => {
    timer = null;
    let view: BonusPopupView | null;
    try {
      view = readBonusPopup(await store.api.get<unknown>(FIRST_DEPOSIT_PATH));
    } catch {
      return;
    }
    if (!view?.available || store.user.userId !== userId || recall(deps.session, key(userId)) !== null) return;
    remember(deps.session, key(userId), '1');
    store.bus.publish(
      new NotifyRequested({
        id: FIRST_DEPOSIT_POPUP_ID,
        type: 'permanent',
        area: 'default',
        kind: 'success',
        title: { code: 'shell.first_deposit_title' },
        text: { code: 'shell.first_deposit_text', values: { percent: view.percent, max: view.max, currency: view.currency } },
        action: { label: { code: 'shell.first_deposit_action' }, run: () => deps.openDeposit() },
      }),
    );
  };
  const stopUser = reaction(() => store.user.userId, arm);
  const stopEnded = store.bus.subscribe(SessionEnded, () => {
    stopTimer();
    try {
      for (let i = (deps.session?.length ?? 0) - 1; i >= 0; i--) {
        const k = deps.session?.key(i);
        if (k?.startsWith(FIRST_DEPOSIT_CLOSED_KEY)) deps.session?.removeItem(k);
      }
    } catch {
      // storage off: nothing was remembered
    }
    store.bus.publish(new NotifyDismissed({ id: FIRST_DEPOSIT_POPUP_ID }));
  });
  arm();
  return () => {
    stopTimer();
    stopUser();
    stopEnded.unsubscribe();
  };
}

import { reaction } from 'mobx';
import { isRecord, type SiteConfig } from '@site/api';
import { currencyInfo, isKnownCurrency } from '@site/betting';
import { NotifyDismissed, NotifyRequested, SessionEnded } from '@site/bus';
import type { RootStore } from '@site/stores';
import type { Scheduler } from '@site/ui';
import { recall, remember } from './remembered';

export const FIRST_DEPOSIT_POPUP_ID = 'popup-first-deposit';
/** Spec 2 §4, §9: the first-deposit popup appears 15 s after it may. */
export const FIRST_DEPOSIT_DELAY_MS = 15_000;
export const FIRST_DEPOSIT_FEATURE = 'first-deposit-bonus';
export const FIRST_DEPOSIT_PATH = 'web:/officeapi/v1/bonus-popup-information';
export const FIRST_DEPOSIT_CLOSED_KEY = 'site.firstDepositClosed';

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
  store: Pick<RootStore, 'bus' | 'user' | 'api'>;
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

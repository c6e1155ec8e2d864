// The coupon's own part of a component test: bets, the accounts answer, the coupon rendered
// with its controller's test options. The store, the scripted server (answers by
// "METHOD /path") and the providers are the UI kit's. Not a test file itself.
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { translateMessage } from '@site/i18n';
import type { SiteConfig } from '@site/api';
import type { CouponBet, RootStore } from '@site/stores';
import { accountsView, accountView, byRoute, type Call, networkDown, type Reply, renderParcel, type Script } from '@site/ui/testing';
import { Coupon } from './coupon';
import { couponTexts } from './locales';

export type { Call };
export { networkDown };

/** An answer: a JSON body and its status. */
export const json = (body: unknown, status = 200): Reply => ({ status, body });

export const accountsAnswer = (money: number, iso = 'RUB') => accountsView([accountView({ iso, symbol: iso, money })]);

export function bet(id: string, coef: number, extra: Partial<CouponBet> = {}): CouponBet {
  const { market, ...rest } = extra;
  return {
    market: { id, coef, gameId: Number(id) || undefined, name: `Market ${id}`, ...market },
    opponentNames: [`Home ${id}`, `Away ${id}`],
    ...rest,
  };
}

export interface WorldOptions {
  betting?: Partial<SiteConfig['betting']>;
  userId?: number | null;
}

/**
 * Renders the coupon. `routes` answers calls by "METHOD /path" (each entry a queue, the
 * last reply repeats); every call is recorded with its JSON body.
 */
export function renderCoupon(routes: Record<string, Array<Reply | Script>> = {}, options: WorldOptions = {}) {
  let key = 0;
  const keys: string[] = [];
  const newKey = () => {
    keys.push(`key-${++key}`);
    return `key-${key}`;
  };
  const { store, calls, view } = renderParcel(<Coupon controllerOptions={{ newKey, placeRetry: { count: 1, delayMs: 0 } }} />, {
    server: byRoute(routes),
    config: (config) => Object.assign(config.betting, options.betting),
    ...(options.userId !== null && { userId: options.userId ?? 7 }),
    deps: { coupon: { saveDelayMs: 0, logger: { warn: () => {} } } },
    texts: couponTexts,
  });
  const add = (...bets: CouponBet[]) =>
    act(() => {
      for (const b of bets) {
        const r = store.coupon.addBet(b);
        if (!r.ok) throw new Error(JSON.stringify(r.reason));
      }
    });
  const placeCalls = () => calls.filter((c) => c.path === '/web-api/coupon/place');
  return { store, coupon: store.coupon, calls, keys, view, add, placeCalls };
}

// What a test reads and does on the rendered coupon.
export const rows = () => screen.queryAllByTestId('coupon-bet');
export const row = (marketId: string) => rows().find((r) => r.getAttribute('data-market-id') === marketId) as HTMLElement;
export const amountInput = () => screen.getByTestId('coupon-amount') as HTMLInputElement;
export const place = () => screen.getByTestId('coupon-place') as HTMLButtonElement;
export const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
export const accounts = [json(accountsAnswer(1000))];
/** A broken rule's words as this page says them (the errors namespace), whatever they are. */
export const words = (store: RootStore, code: string, values?: Record<string, string | number>) =>
  translateMessage(store.i18n, { code, ...(values && { values }) }, { warn: () => {} });

// A fresh page for coupon component tests: root store on a scripted fetch, the site's
// default config, the coupon rendered in a provider. Not a test file itself.
import { render } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClient, defaultSiteConfig, type SiteConfig } from '@site/api';
import { EventBus } from '@site/bus';
import { addTexts, createI18n } from '@site/i18n';
import { RootStore, StoresProvider, type CouponBet } from '@site/stores';
import { Coupon } from './coupon';
import { couponTexts } from './locales';

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
export type Reply = (call: Call) => Response | Promise<Response>;

/** jsdom has no fetch Response; the ApiClient reads only status, ok and text(). */
function response(text: string, status: number): Response {
  return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
}

export const json =
  (body: unknown, status = 200): Reply =>
  () =>
    response(JSON.stringify(body), status);
export const networkDown: Reply = () => {
  throw new TypeError('Failed to fetch');
};

export const accountsAnswer = (money: number, iso = 'RUB') => ({
  balance: money,
  bonus: 0,
  all_accounts: [{ id: 1, type: 0, iso, symbol: iso, currencyId: 1, money, points: 0, isActive: true }],
  is_available_first_deposit_bonus: false,
});

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
export function renderCoupon(routes: Record<string, Reply[]> = {}, options: WorldOptions = {}) {
  const calls: Call[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).split('?')[0] as string;
    const method = init?.method ?? 'GET';
    const call: Call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const queue = routes[`${method} ${path}`];
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!reply)
      return response(JSON.stringify({ errors: [{ status: '404', code: 'not_found', detail: `no route ${method} ${path}` }] }), 404);
    return reply(call);
  }) as typeof globalThis.fetch;
  const store = new RootStore({
    api: new ApiClient({ fetch, sleep: async () => {} }),
    bus: new EventBus({ error: () => {} }),
    i18n: createI18n('en'),
    storage: null,
    sleep: async () => {},
    coupon: { saveDelayMs: 0, logger: { warn: () => {} } },
  });
  addTexts(store.i18n, couponTexts);
  const config = JSON.parse(JSON.stringify(defaultSiteConfig)) as SiteConfig;
  Object.assign(config.betting, options.betting);
  act(() => store.settings.setSiteConfig(config));
  if (options.userId !== null) act(() => store.user.setUserId(options.userId ?? 7));
  let key = 0;
  const keys: string[] = [];
  const view = render(
    <StoresProvider store={store}>
      <I18nextProvider i18n={store.i18n}>
        <Coupon
          controllerOptions={{
            newKey: () => {
              keys.push(`key-${++key}`);
              return `key-${key}`;
            },
            placeRetry: { count: 1, delayMs: 0 },
          }}
        />
      </I18nextProvider>
    </StoresProvider>,
  );
  const add = (...bets: CouponBet[]) =>
    act(() => {
      for (const b of bets) {
        const r = store.coupon.addBet(b);
        if (!r.ok) throw new Error(r.reason);
      }
    });
  const placeCalls = () => calls.filter((c) => c.path === '/web-api/coupon/place');
  return { store, coupon: store.coupon, calls, keys, view, add, placeCalls };
}

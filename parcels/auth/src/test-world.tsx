// Test helpers for the auth pages: a scripted server and a fresh store per test.
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClient } from '@site/api';
import { EventBus } from '@site/bus';
import { addTexts, createI18n } from '@site/i18n';
import { RootStore, StoresProvider } from '@site/stores';
import { AuthApi } from './auth-api';
import { type AuthEnv, AuthEnvContext } from './auth-env';
import { authTexts } from './locales';

// A loaded machine (browser tests alongside) can take longer than the 1 s default to settle.
configure({ asyncUtilTimeout: 5000 });

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Script = (method: string, path: string, body: unknown) => Reply | undefined;

export function scriptedFetch(script: Script, calls: Array<{ method: string; path: string; body: unknown }> = []): typeof fetch {
  return (async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const reply = script(method, path, body) ?? { status: 404, body: { errors: [{ status: '404', code: 'not_found', detail: `no script for ${method} ${path}` }] } };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    // jsdom has no fetch Response: the clients read status, ok, text() and headers.get().
    return { status, ok: status >= 200 && status < 300, text: async () => text, headers: { get: (n: string) => headers.get(n.toLowerCase()) ?? null } } as unknown as Response;
  }) as typeof fetch;
}

export function authWorld(script: Script, opts: { search?: string; previous?: string | null } = {}) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchFn = scriptedFetch(script, calls);
  const api = new ApiClient({ fetch: fetchFn, sleep: async () => {} });
  const store = new RootStore({ api, bus: new EventBus(), i18n: createI18n('en'), storage: null, sleep: async () => {} });
  addTexts(store.i18n, authTexts);
  const navigated: string[] = [];
  const env: AuthEnv = {
    api: new AuthApi(api, fetchFn),
    navigate: (url) => navigated.push(url),
    previous: () => opts.previous ?? null,
    search: () => opts.search ?? '',
    origin: () => 'http://localhost',
  };
  const view = (ui: ReactNode) =>
    render(
      <StoresProvider store={store}>
        <I18nextProvider i18n={store.i18n}>
          <AuthEnvContext.Provider value={env}>{ui}</AuthEnvContext.Provider>
        </I18nextProvider>
      </StoresProvider>,
    );
  return { store, env, calls, navigated, view };
}

/** Answers the calls every signed-in page makes after login (config, session, accounts). */
export function signedInReplies(userId: number): Script {
  return (_method, path) => {
    if (path.startsWith('/bff-api/config/all.json')) return { body: { core: { defaultCurrency: 'RUB', geoCountry: 'ru' } } };
    if (path === '/web-api/session') return { body: { userId } };
    if (path === '/web-api/user/accounts') return { body: { balance: 0, bonus: 0, all_accounts: [{ id: 1, type: 0, iso: 'RUB', money: 0, isActive: true }] } };
    if (path === '/web-api/dicts/currencies') return { body: [{ id: 1, iso: 'RUB', symbol: '₽' }, { id: 2, iso: 'USD', symbol: '$' }] };
    if (path === '/web-api/dicts/phone-countries') return { body: [{ id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' }] };
    return undefined;
  };
}

// The auth pages' own part of a test: where the page is, where it went, and the server's
// answers by method and URL. The store, the scripted server and the providers are the UI kit's.
import type { ReactNode } from 'react';
import { type Reply, renderInWorld, testRootStore } from '@site/ui/testing';
import { type AuthEnv, AuthEnvContext } from './auth-env';
import { authTexts } from './locales';

/** Answers a call by method, URL (path and query) and JSON body; undefined for a 404. */
export type AuthScript = (method: string, url: string, body: unknown) => Reply | undefined;

export function authWorld(script: AuthScript, opts: { search?: string; previous?: string | null } = {}) {
  const world = testRootStore({ server: (call) => script(call.method, call.url, call.body) });
  const navigated: string[] = [];
  const env: AuthEnv = {
    navigate: (url) => navigated.push(url),
    previous: () => opts.previous ?? null,
    search: () => opts.search ?? '',
    origin: () => 'http://localhost',
  };
  const view = (ui: ReactNode) => renderInWorld(world, <AuthEnvContext.Provider value={env}>{ui}</AuthEnvContext.Provider>, { texts: authTexts }).view;
  // The auth tests name a call by its whole URL.
  const calls = () => world.calls.map((c) => ({ method: c.method, path: c.url, body: c.body }));
  return {
    store: world.store,
    env,
    navigated,
    view,
    get calls() {
      return calls();
    },
  };
}

/** Answers the calls every signed-in page makes after login (config, session, accounts). */
export function signedInReplies(userId: number): AuthScript {
  return (_method, url) => {
    if (url.startsWith('/bff-api/config/all.json')) return { body: { core: { defaultCurrency: 'RUB', geoCountry: 'ru' } } };
    if (url === '/web-api/session') return { body: { userId } };
    if (url === '/web-api/user/accounts')
      return { body: { balance: 0, bonus: 0, all_accounts: [{ id: 1, type: 0, iso: 'RUB', money: 0, isActive: true }] } };
    if (url === '/web-api/dicts/currencies')
      return {
        body: [
          { id: 1, iso: 'RUB', symbol: '₽' },
          { id: 2, iso: 'USD', symbol: '$' },
        ],
      };
    if (url === '/web-api/dicts/phone-countries') return { body: [{ id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' }] };
    return undefined;
  };
}

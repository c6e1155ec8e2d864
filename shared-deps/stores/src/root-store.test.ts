import { ApiClient } from '@site/api';
import { EventBus, UserLoggedIn } from '@site/bus';
import { createI18n } from '@site/i18n';
import { RootStore } from './index';

function world(answers: Record<string, Array<() => Response>>) {
  const calls: string[] = [];
  const fetch = (async (url: RequestInfo | URL) => {
    const path = String(url).split('?')[0] as string;
    calls.push(path);
    const next = answers[path]?.shift();
    if (!next) throw new TypeError('network down');
    return next();
  }) as typeof globalThis.fetch;
  const sleeps: number[] = [];
  const apiSleeps: number[] = [];
  const bus = new EventBus();
  const store = new RootStore({
    api: new ApiClient({ fetch, sleep: async (ms) => void apiSleeps.push(ms) }),
    bus,
    i18n: createI18n('en'),
    storage: null,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { store, calls, bus, apiSleeps };
}
const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

test('the session retries twice, then holds the user id and announces the login', async () => {
  const { store, calls, bus } = world({ '/web-api/session': [() => new Response('', { status: 502 }), ok({ userId: 42 })] });
  const seen: number[] = [];
  bus.stream(UserLoggedIn).subscribe((e) => seen.push(e.payload.userId));
  await store.user.loadSession();
  expect(store.user.userId).toBe(42);
  expect(store.user.isAuthorized).toBe(true);
  // (with a user id the accounts load too: accounts-store.test.ts)
  expect(calls.filter((c) => c === '/web-api/session')).toEqual(['/web-api/session', '/web-api/session']);
  expect(seen).toEqual([42]);
});

test('a session that cannot be read after the retries is anonymous', async () => {
  const { store, calls, apiSleeps } = world({});
  await store.user.loadSession();
  expect(store.user.userId).toBeNull();
  expect(store.user.sessionLoaded).toBe(true);
  expect(calls).toHaveLength(3);
  // spec 2 §4, §9: two retries, 1500 ms apart
  expect(apiSleeps).toEqual([1500, 1500]);
});

test('config loads into settings; garbage is refused with the spec message', async () => {
  const good = world({ '/bff-api/config/all.json': [ok({ core: { languages: ['en'] } })] });
  await good.store.settings.loadConfig();
  expect(good.store.settings.siteConfig?.core.languages).toEqual(['en']);
  const bad = world({ '/bff-api/config/all.json': [ok([1, 2])] });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await bad.store.settings.loadConfig();
  expect(bad.store.settings.siteConfig).toBeNull();
  expect(bad.store.settings.configError).toEqual({ code: 'config.load_failed' });
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^BFF config loading failed: no site config/));
  warn.mockRestore();
});

test('language changes reach i18next; unsupported ones fall back to en', () => {
  const { store } = world({});
  store.settings.setLanguage('ru');
  expect(store.i18n.t('login')).toBe('Войти');
  store.settings.setLanguage('zz');
  expect(store.settings.language).toBe('en');
});

test('fields change only through actions: MobX reports a direct write', () => {
  const { store } = world({});
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  (store.user as { userId: number | null }).userId = 5;
  expect(warn.mock.calls.join(' ')).toMatch(/without using an action is not allowed/);
  warn.mockRestore();
});

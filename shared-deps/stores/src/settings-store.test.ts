import { ApiClient } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { runInAction } from 'mobx';
import { DEFAULT_USER_SETTINGS } from '@site/api';
import { CLOCK_STORAGE_KEY, RootStore, SETTINGS_STORAGE_KEY } from './index';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}
const store = (storage: Storage | null) => new RootStore({ api: new ApiClient({ fetch: (async () => ({})) as unknown as typeof fetch }), bus: new EventBus(), i18n: createI18n('en'), storage });

test('the player’s time zone and clock: checked, kept between visits, cleared back to the defaults', () => {
  const storage = memoryStorage();
  const a = store(storage).settings;
  expect([a.timeZone, a.is12h]).toEqual([null, null]);
  a.setTimeZone('Europe/Moscow');
  a.setIs12h(true);
  a.setTimeZone('Mars/Olympus');
  expect(a.timeZone).toBeNull();
  a.setTimeZone('Asia/Tokyo');
  const b = store(storage).settings;
  expect([b.timeZone, b.is12h]).toEqual(['Asia/Tokyo', true]);
  b.setTimeZone(null);
  b.setIs12h(null);
  expect(storage.getItem(CLOCK_STORAGE_KEY)).toBeNull();
});

test('whatever storage holds, the defaults or a checked choice', () => {
  for (const bad of ['not json', '42', '{"timeZone":"Nowhere/Land","is12h":"yes"}']) {
    const s = store(memoryStorage({ [CLOCK_STORAGE_KEY]: bad })).settings;
    expect([s.timeZone, s.is12h]).toEqual([null, null]);
  }
  const full = memoryStorage();
  full.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  const s = store(full).settings;
  s.setIs12h(false);
  expect(s.is12h).toBe(false);
  expect(store(null).settings.timeZone).toBeNull();
});

describe('the player’s settings on the server (issue 18)', () => {
  type Call = { method: string; url: string; body: unknown };
  function world(opts: { stored?: object; failGet?: boolean } = {}) {
    const calls: Call[] = [];
    let stored: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS, ...opts.stored };
    let releaseGet: () => void = () => {};
    const getGate = new Promise<void>((r) => (releaseGet = r));
    const fetchFn = (async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.endsWith('/user/settings') && method === 'GET') {
        await getGate;
        if (opts.failGet) return new Response('{}', { status: 500 });
        return Response.json(stored);
      }
      if (url.endsWith('/user/settings') && method === 'PUT') {
        stored = { ...stored, ...body };
        return Response.json(stored);
      }
      return Response.json({});
    }) as unknown as typeof fetch;
    const storage = memoryStorage();
    const root = new RootStore({ api: new ApiClient({ fetch: fetchFn, sleep: async () => {} }), bus: new EventBus(), i18n: createI18n('en'), storage });
    root.settings.start();
    const puts = () => calls.filter((c) => c.method === 'PUT');
    return { root, calls, puts, storage, releaseGet, stored: () => stored };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  test('after sign-in the server’s settings are applied at once: odds format in the coupon, coupon options, clock, language', async () => {
    const w = world({ stored: { oddsFormat: 1, hour12: true, language: 'ru', coupon: { ...DEFAULT_USER_SETTINGS.coupon, isAutoMax: true } } });
    expect(w.root.coupon.coefViewId).toBe(0);
    runInAction(() => w.root.user.setUserId(7));
    w.releaseGet();
    await settle();
    await settle();
    expect(w.root.coupon.coefViewId).toBe(1);
    expect(w.root.couponSettings.isAutoMax).toBe(true);
    expect(w.root.settings.is12h).toBe(true);
    expect(w.root.settings.language).toBe('ru');
    expect(w.puts()).toEqual([]);
  });

  test('a signed-in player’s change is saved on the server; none is saved before his settings arrive', async () => {
    const w = world({ stored: { oddsFormat: 2 } });
    runInAction(() => w.root.user.setUserId(7));
    runInAction(() => w.root.settings.setOddsFormat(5));
    await settle();
    expect(w.puts()).toEqual([]);
    w.releaseGet();
    await settle();
    await settle();
    expect(w.root.settings.oddsFormat).toBe(2);
    runInAction(() => {
      w.root.settings.setOddsFormat(4);
      w.root.couponSettings.setFlag('isVipBet', true);
    });
    await w.root.settings.sync.flush();
    await settle();
    expect(w.stored()).toMatchObject({ oddsFormat: 4, coupon: expect.objectContaining({ isVipBet: true }) });
    expect(w.storage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });

  test('a guest’s settings stay in localStorage and come back on the next visit; nothing goes to the server', async () => {
    const w = world();
    runInAction(() => w.root.settings.setOddsFormat(6));
    runInAction(() => w.root.settings.setDisplay({ appTheme: 1 }));
    expect(JSON.parse(w.storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ oddsFormat: 6, display: expect.objectContaining({ appTheme: 1 }) });
    const next = new RootStore({ api: new ApiClient({ fetch: (async () => Response.json({})) as unknown as typeof fetch }), bus: new EventBus(), i18n: createI18n('en'), storage: w.storage });
    next.settings.start();
    expect(next.coupon.coefViewId).toBe(6);
    expect(next.settings.display.appTheme).toBe(1);
    expect(w.calls.filter((c) => c.url.includes('/user/settings'))).toEqual([]);
  });

  test('a failed load saves nothing for the player; garbage in storage is the defaults', async () => {
    const w = world({ failGet: true });
    w.storage.setItem(SETTINGS_STORAGE_KEY, '{"oddsFormat":"fractional","display":{"appTheme":"dark"}}');
    runInAction(() => w.root.user.setUserId(8));
    w.releaseGet();
    await settle();
    runInAction(() => w.root.settings.setOddsFormat(1));
    await settle();
    expect(w.puts()).toEqual([]);
    runInAction(() => w.root.user.setUserId(null));
    expect(w.root.settings.oddsFormat).toBeNull();
    expect(w.root.settings.display.appTheme).toBe(0);
  });
});

import { ApiClient } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { runInAction } from 'mobx';
import { DEFAULT_USER_SETTINGS } from '@site/api';
import { memoryStorage } from '@site/ui/testing';
import { CLOCK_STORAGE_KEY, CONSENT_STORAGE_KEY, RootStore, SETTINGS_STORAGE_KEY } from './index';

const store = (storage: Storage | null) => new RootStore({ api: new ApiClient({ fetch: (async () => ({})) as unknown as typeof fetch }), bus: new EventBus(), i18n: createI18n('en'), storage });

const agreed = (type: string) => ({ [CONSENT_STORAGE_KEY]: JSON.stringify({ type }) });

test('the player’s time zone and clock: checked, kept between visits, cleared back to the defaults', () => {
  const storage = memoryStorage(agreed('functionality'));
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

test('the clock is a functionality preference: not kept before consent or with marketing only (spec 2 §4)', () => {
  for (const initial of [{}, agreed('marketing'), agreed('disable'), { [CONSENT_STORAGE_KEY]: '{"type":"nonsense"}' }]) {
    const storage = memoryStorage(initial);
    const a = store(storage).settings;
    a.setTimeZone('Asia/Tokyo');
    expect(a.timeZone).toBe('Asia/Tokyo');
    expect(storage.getItem(CLOCK_STORAGE_KEY)).toBeNull();
    expect(store(storage).settings.timeZone).toBeNull();
  }
  const storage = memoryStorage(agreed('all'));
  store(storage).settings.setTimeZone('Asia/Tokyo');
  expect(store(storage).settings.timeZone).toBe('Asia/Tokyo');
  // Chosen before consent, kept once the player agrees to functionality cookies.
  const later = memoryStorage();
  const root = store(later);
  root.settings.setTimeZone('Europe/Moscow');
  expect(later.getItem(CLOCK_STORAGE_KEY)).toBeNull();
  root.consent.agree('functionality');
  expect(store(later).settings.timeZone).toBe('Europe/Moscow');
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

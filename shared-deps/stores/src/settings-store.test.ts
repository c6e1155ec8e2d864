import { ApiClient } from '@site/api';
import { EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { memoryStorage } from '@site/ui/testing';
import { CLOCK_STORAGE_KEY, CONSENT_STORAGE_KEY, RootStore } from './index';

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

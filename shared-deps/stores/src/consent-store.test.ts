import { ApiClient, COOKIES_AGREEMENT_PATH, defaultSiteConfig } from '@site/api';
import { ConsentChanged, EventBus } from '@site/bus';
import { createI18n } from '@site/i18n';
import { memoryStorage } from '@site/ui/testing';
import { agreeTypeOf, CLOCK_STORAGE_KEY, CONSENT_STORAGE_KEY, RootStore } from './index';

function world(storage: Storage | null) {
  const posts: unknown[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    posts.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
    return new Response('{"type":"all","cookiesAgreeTime":1}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  const bus = new EventBus();
  const heard: string[] = [];
  bus.subscribe(ConsentChanged, (e) => heard.push(e.payload.type));
  const store = new RootStore({ api: new ApiClient({ fetch }), bus, i18n: createI18n('en'), storage });
  return { store, posts, heard };
}

test('the result of the customize view: all when every box is ticked, else the first ticked, else disable', () => {
  expect(agreeTypeOf({ functionality: true, marketing: true })).toBe('all');
  expect(agreeTypeOf({ functionality: true, marketing: false })).toBe('functionality');
  expect(agreeTypeOf({ functionality: false, marketing: true })).toBe('marketing');
  expect(agreeTypeOf({ functionality: false, marketing: false })).toBe('disable');
});

test('the modal is due while the stored value is not a known type, and only when enabled by config', () => {
  for (const bad of [undefined, 'not json', '"all"', '{"type":"everything"}', '{"type":42}']) {
    const { store } = world(memoryStorage(bad === undefined ? {} : { [CONSENT_STORAGE_KEY]: bad }));
    expect(store.consent.type).toBeNull();
    // Not before the config is read: a site that switched it off must not flash it.
    expect(store.consent.modalDue).toBe(false);
    store.settings.setSiteConfig(defaultSiteConfig);
    expect(store.consent.modalDue).toBe(true);
    expect(store.consent.storageFor('functionality')).toBeNull();
    expect(store.consent.storageFor('marketing')).toBeNull();
    expect(store.consent.storageFor('necessary')).not.toBeNull();
  }
  const known = world(memoryStorage({ [CONSENT_STORAGE_KEY]: '{"type":"marketing","at":5}' })).store.consent;
  expect([known.type, known.modalDue, known.allows('marketing'), known.allows('functionality')]).toEqual(['marketing', false, true, false]);

  const off = world(memoryStorage()).store;
  off.settings.setSiteConfig({ ...defaultSiteConfig, thirdparty: { ...defaultSiteConfig.thirdparty, cookieConsentEnabled: false } });
  expect(off.consent.modalDue).toBe(false);
});

test('agreeing keeps the choice, announces it, logs it to the server and removes what a withdrawn category kept', async () => {
  const storage = memoryStorage({
    [CONSENT_STORAGE_KEY]: '{"type":"all"}',
    [CLOCK_STORAGE_KEY]: '{"timeZone":"Asia/Tokyo","is12h":null}',
    metrics_queue: '[]',
  });
  const { store, posts, heard } = world(storage);
  store.consent.agree('marketing');
  expect(heard).toEqual(['marketing']);
  expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) as string).type).toBe('marketing');
  expect(storage.getItem(CLOCK_STORAGE_KEY)).toBeNull();
  expect(storage.getItem('metrics_queue')).toBe('[]');
  await Promise.resolve();
  expect(posts).toEqual([{ url: COOKIES_AGREEMENT_PATH, method: 'POST', body: { type: 'marketing' } }]);
  store.consent.agree('disable');
  expect(storage.getItem('metrics_queue')).toBeNull();
  expect(world(storage).store.consent.type).toBe('disable');
});

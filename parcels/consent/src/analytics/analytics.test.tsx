// The analytics module on the bus (spec 2 §3, §7, §9; issue 16), on a fake clock with a
// scripted collector: gating by consent, delay and page; the event ids; no personal data.
import { act } from '@testing-library/react';
import { ANALYTICS_EVENT_IDS, defaultSiteConfig, FATMAN_PATH, METRICS_STORAGE_MS, PERSONAL_DATA_FIELDS } from '@site/api';
import { AnalyticsRequested, EXTERNAL_EVENTS, PageViewed } from '@site/bus';
import { FakeClock, memoryStorage, settle, testRootStore } from '@site/ui/testing';
import { CONSENT_STORAGE_KEY } from '@site/stores';
import { startAnalytics } from './analytics';
import { clean } from './event-table';
import { METRICS_QUEUE_KEY } from './metrics-queue';

const COLLECTOR = `${FATMAN_PATH}/${defaultSiteConfig.thirdparty.fatmanApiKey}`;

function setup(initial: Record<string, string> = {}) {
  const clock = new FakeClock(1_700_000_000_000);
  const storage = memoryStorage(initial);
  const errors: string[] = [];
  const world = testRootStore({
    config: () => {},
    deps: { storage },
    server: (call) =>
      call.method === 'POST' ? { body: call.path === COLLECTOR ? { accepted: 1 } : { type: 'all', cookiesAgreeTime: 1 } } : undefined,
  });
  const stop = startAnalytics({ root: world.store, clock, logger: { error: (m) => errors.push(m) } });
  const sent = () =>
    world.calls
      .filter((c) => c.path === COLLECTOR)
      .flatMap((c) => (c.body?.events as { id: number; whence: number; params?: Record<string, unknown> }[]) ?? []);
  const view = (path: string, route: string | null) => act(() => world.bus.publish(new PageViewed({ path, route })));
  const later = async (ms: number) => {
    act(() => clock.advance(ms));
    await settle();
  };
  return { ...world, clock, storage, errors, stop, sent, view, later };
}

test('before consent: nothing sent and nothing stored, even after the delay', async () => {
  const { storage, sent, view, later } = setup();
  view('/en/line', 'line');
  await later(60_000);
  expect(sent()).toEqual([]);
  expect(storage.getItem(METRICS_QUEUE_KEY)).toBeNull();
});

test('after "accept all" the collector receives the page view, with whence 55, once the 10 s have passed', async () => {
  const { store, sent, view, later } = setup();
  view('/en/line', 'line');
  act(() => store.consent.agree('all'));
  await later(9_999);
  expect(sent()).toEqual([]);
  await later(1);
  expect(sent()).toEqual([
    { id: ANALYTICS_EVENT_IDS.pageView, whence: 55, at: expect.any(Number), params: { route: 'line', path: '/en/line' } },
  ]);
  view('/en/live', 'live');
  await settle();
  expect(sent().map((e) => e.params?.path)).toEqual(['/en/line', '/en/live']);
});

test('without marketing consent nothing is sent and what was held is dropped', async () => {
  const { store, sent, view, later } = setup();
  view('/en/line', 'line');
  act(() => store.consent.agree('functionality'));
  view('/en/live', 'live');
  await later(20_000);
  act(() => store.consent.agree('marketing'));
  await settle();
  expect(sent()).toEqual([]);
});

test('the collector does not load on the registration page; it does once the player leaves it', async () => {
  const { sent, view, later } = setup({ [CONSENT_STORAGE_KEY]: '{"type":"marketing"}' });
  view('/en/registration', 'registration');
  act(() => void 0);
  await later(20_000);
  expect(sent()).toEqual([]);
  view('/en/line', 'line');
  await settle();
  expect(sent().map((e) => e.params?.route)).toEqual(['registration', 'line']);
});

test('the seeds’ ids: registration types, steps 1001-1013, bonus ids, social networks, the deposit call 1045, bets; unknown ones are logged as errors', async () => {
  const { bus, sent, errors, later } = setup({ [CONSENT_STORAGE_KEY]: '{"type":"all"}' });
  await later(10_000);
  const ask = (p: ConstructorParameters<typeof AnalyticsRequested>[0]) => act(() => bus.publish(new AnalyticsRequested(p)));
  ask({ kind: 'registration_step', step: 1 });
  ask({ kind: 'registration_step', step: 13 });
  ask({ kind: 'registration', regType: 'soc_reg', bonusChoice: 2, social: 'telegram' });
  ask({ kind: 'deposit' });
  ask({ kind: 'bet_placed', couponType: 1 });
  ask({ kind: 'registration_step', step: 14 });
  ask({ kind: 'registration', regType: 'pigeon_reg', bonusChoice: 7, social: 'myspace' });
  await settle();
  expect(sent().map((e) => e.id)).toEqual([1001, 1013, 1024, 1032, 1066, 1045, ANALYTICS_EVENT_IDS.betPlaced]);
  expect(errors).toEqual([
    'analytics: unknown registration step 14',
    'analytics: unknown registration type pigeon_reg',
    'analytics: unknown bonus id 7',
    'analytics: unknown social network myspace',
  ]);
});

test('no field of spec 2 §3’s personal data is ever sent', async () => {
  const { bus, sent, view, later } = setup({ [CONSENT_STORAGE_KEY]: '{"type":"all"}' });
  await later(10_000);
  view('/en/office/account?email=a@b.c&phone=7999', 'office-account');
  // A remote front-end sends what it should not: parse lets only the known fields through.
  act(() =>
    bus.publishExternal(
      AnalyticsRequested.type,
      { kind: 'registration', regType: 'full_reg', email: 'a@b.c', password: 'x', phone_number: '1' },
      EXTERNAL_EVENTS,
    ),
  );
  act(() => bus.publishExternal(AnalyticsRequested.type, { kind: 'bet_placed', login: 'me', userId: 5 }, EXTERNAL_EVENTS));
  await settle();
  const events = sent();
  expect(events.length).toBe(3);
  const text = JSON.stringify(events);
  for (const field of PERSONAL_DATA_FIELDS) expect(events.some((e) => Object.keys(e.params ?? {}).includes(field))).toBe(false);
  expect(text).not.toMatch(/a@b\.c|7999/);
  expect(clean({ route: 'x', email: 'a@b.c', Phone_Number: '1', PASSWORD: 'p', pin_code: 1 })).toEqual({ route: 'x' });
});

test('metrics are kept in storage only with consent, and for 24 h at most', async () => {
  // Sent 10 s from now: by then the old one is exactly 24 h old (dropped), the young one not.
  const sendAt = 1_700_000_000_000 + 10_000;
  const old = { id: ANALYTICS_EVENT_IDS.pageView, whence: 55, at: sendAt - METRICS_STORAGE_MS, params: { route: 'old', path: '/old' } };
  const young = {
    id: ANALYTICS_EVENT_IDS.pageView,
    whence: 55,
    at: sendAt - METRICS_STORAGE_MS + 1,
    params: { route: 'young', path: '/young' },
  };
  const { sent, later, storage } = setup({ [CONSENT_STORAGE_KEY]: '{"type":"all"}', [METRICS_QUEUE_KEY]: JSON.stringify([old, young]) });
  await later(10_000);
  expect(sent().map((e) => e.params?.route)).toEqual(['young']);
  expect(storage.getItem(METRICS_QUEUE_KEY)).toBeNull();
});

test('the page shown before analytics started is counted once', async () => {
  const clock = new FakeClock(1_700_000_000_000);
  const world = testRootStore({
    config: () => {},
    deps: { storage: memoryStorage({ [CONSENT_STORAGE_KEY]: '{"type":"all"}' }) },
    server: () => ({ body: { accepted: 1 } }),
  });
  act(() => world.bus.publish(new PageViewed({ path: '/en/line', route: 'line' })));
  startAnalytics({ root: world.store, clock, logger: { error: () => {} } });
  act(() => clock.advance(10_000));
  await settle();
  const events = world.calls.filter((c) => c.path === COLLECTOR).flatMap((c) => c.body?.events as { params?: Record<string, unknown> }[]);
  expect(events.map((e) => e.params?.route)).toEqual(['line']);
});

import { createI18n, translateMessage } from '@site/i18n';
import { type Notification, NotifyRequested } from '@site/bus';
import { createScheduler } from '@site/ui';
import { FakeClock, FakePage, settle, testRootStore } from '@site/ui/testing';
import { MAINTENANCE_CHECK_MS, MAINTENANCE_NOTICE_ID, startMaintenanceWatch } from './maintenance-watch';

const NOW = Date.parse('2030-01-31T12:00:00Z');
const window_ = (over: Partial<Record<string, unknown>> = {}) => ({
  isActive: false,
  started_at: '2030-01-31T22:00:00.000Z',
  ended_at: '2030-02-01T02:00:00.000Z',
  notify_started_at: '2030-01-30T22:00:00.000Z',
  notify_ended_at: '2030-02-01T02:00:00.000Z',
  web_state: 0,
  startAt: null,
  finishAt: null,
  notifyStartDate: null,
  notifyEndDate: null,
  ...over,
});

function setup(answer: () => unknown, language = 'en', active = false) {
  const clock = new FakeClock(NOW);
  const scheduler = createScheduler({ clock, page: new FakePage() });
  const world = testRootStore({ server: ({ path }) => (path === '/web-api/maintenance' ? { body: answer() } : undefined) });
  const notices: Notification[] = [];
  world.bus.subscribe(NotifyRequested, (e) => notices.push(e.payload));
  const changes: boolean[] = [];
  const stop = startMaintenanceWatch({ store: world.store, scheduler, language: () => language, active, onActiveChange: (a) => changes.push(a) });
  return { ...world, clock, notices, changes, stop };
}

const say = (lang: string, n: Notification) => translateMessage(createI18n(lang), n.text);

test('inside the notice time: one closable warning with start and end, in English for en', async () => {
  const w = setup(() => window_());
  await settle();
  expect(w.notices).toHaveLength(1);
  const n = w.notices[0]!;
  expect(n).toMatchObject({ id: MAINTENANCE_NOTICE_ID, type: 'permanent', area: 'top' });
  expect(say('en', n)).toMatch(/^Scheduled maintenance: the site will be unavailable from January 31, 2030/);
  w.clock.advance(MAINTENANCE_CHECK_MS);
  await settle();
  expect(w.notices).toHaveLength(1);
});

test.each(['ru', 'kk', 'uk', 'az'])('in Russian for %s, whatever the page language says', async (lang) => {
  const w = setup(() => window_(), lang);
  await settle();
  expect(say('en', w.notices[0]!)).toMatch(/^Технические работы: сайт будет недоступен с 31 января 2030/);
});

test('no notice before the notice time or after the end', async () => {
  const w = setup(() => window_({ notify_started_at: '2030-01-31T20:00:00.000Z' }));
  await settle();
  expect(w.notices).toEqual([]);
  const late = setup(() => window_({ started_at: '2030-01-20T00:00:00.000Z', ended_at: '2030-01-21T00:00:00.000Z', notify_started_at: '2030-01-19T00:00:00.000Z' }));
  await settle();
  expect(late.notices).toEqual([]);
});

test('a window that starts while the page is open moves the shell to maintenance, and back when it ends', async () => {
  let active = false;
  const w = setup(() => window_({ isActive: active }));
  await settle();
  expect(w.changes).toEqual([]);
  active = true;
  w.clock.advance(MAINTENANCE_CHECK_MS);
  await settle();
  expect(w.changes).toEqual([true]);
  active = false;
  w.clock.advance(MAINTENANCE_CHECK_MS);
  await settle();
  expect(w.changes).toEqual([true, false]);
});

test("start and end in the player's time zone", async () => {
  const w = setup(() => window_());
  w.store.settings.setTimeZone('Asia/Tokyo');
  await settle();
  // 22:00 and 02:00 UTC are 07:00 and 11:00 the next morning in Tokyo
  expect(say('en', w.notices[0]!)).toMatch(/from February 1, 2030 at 7:00\sAM to February 1, 2030 at 11:00\sAM\.$/);
});

test('a failed read changes nothing', async () => {
  const clock = new FakeClock(NOW);
  const scheduler = createScheduler({ clock, page: new FakePage() });
  const world = testRootStore({ server: () => ({ status: 503 }) });
  const changes: boolean[] = [];
  startMaintenanceWatch({ store: world.store, scheduler, language: () => 'en', active: true, onActiveChange: (a) => changes.push(a) });
  await settle();
  expect(changes).toEqual([]);
});

import { SessionEnded } from '@site/bus';
import { createScheduler } from '@site/ui';
import { byRoute, FakeClock, FakePage, MemoryStorage, settle, testRootStore, type Script } from '@site/ui/testing';
import { LOGOFF_FLAG_KEY, SESSION_CHECK_MS, SESSION_LATE_REQUEST_MS, startSessionLifecycle } from './session-lifecycle';

function setup(opts: { server?: Script; userId?: number; needsAuth?: boolean; failedBoot?: boolean } = {}) {
  const clock = new FakeClock(0);
  const visibility = new FakePage();
  const scheduler = createScheduler({ clock, page: visibility });
  const storage = new MemoryStorage();
  const world = testRootStore({ server: opts.server ?? byRoute({}), deps: { storage }, ...(opts.userId !== undefined && { userId: opts.userId }) });
  if (opts.failedBoot) world.store.user.sessionFailed = true;
  const page = {
    cleared: [] as string[],
    resets: 0,
    went: [] as string[],
    needsAuth: () => opts.needsAuth === true,
    home() {
      this.went.push('home');
    },
    reload() {
      this.went.push('reload');
    },
    clearCookie(name: string) {
      this.cleared.push(name);
    },
    resetPlayerState() {
      this.resets++;
    },
  };
  const stop = startSessionLifecycle({ store: world.store, scheduler, page });
  const sessionCalls = () => world.calls.filter((c) => c.path === '/web-api/session').length;
  return { ...world, clock, visibility, scheduler, page, storage, stop, sessionCalls };
}

test('a visitor the boot found without an id is disconnected: user_token and ua cleared', () => {
  const { page } = setup();
  expect(page.cleared).toEqual(['user_token', 'ua']);
  expect(page.resets).toBe(1);
});

test('a signed-in player keeps the cookies at start', () => {
  const { page } = setup({ userId: 7 });
  expect(page.cleared).toEqual([]);
});

test('a session the boot could not read is requested once, about 8 s after ready', async () => {
  const { clock, sessionCalls, store } = setup({ failedBoot: true, server: byRoute({ 'GET /web-api/session': [{ body: { userId: 9 } }] }) });
  clock.advance(SESSION_LATE_REQUEST_MS - 1);
  expect(sessionCalls()).toBe(0);
  clock.advance(1);
  await settle();
  expect(sessionCalls()).toBe(1);
  expect(store.user.userId).toBe(9);
});

test('no late request when the session was preloaded', () => {
  const { clock, sessionCalls } = setup({ userId: 7 });
  clock.advance(SESSION_LATE_REQUEST_MS);
  expect(sessionCalls()).toBe(0);
});

test('the session is re-checked every 60 s while visible and not while hidden', async () => {
  const { clock, visibility, sessionCalls } = setup({ userId: 7, server: () => ({ body: { userId: 7 } }) });
  clock.advance(SESSION_CHECK_MS);
  await settle();
  expect(sessionCalls()).toBe(1);
  visibility.hide();
  clock.advance(10 * SESSION_CHECK_MS);
  await settle();
  expect(sessionCalls()).toBe(1);
  visibility.show();
  clock.advance(SESSION_CHECK_MS);
  await settle();
  expect(sessionCalls()).toBe(2);
});

test('a session ended elsewhere signs this page out and leaves it (reload on a public page)', async () => {
  const { clock, store, page } = setup({ userId: 7, server: () => ({ body: { userId: null } }) });
  clock.advance(SESSION_CHECK_MS);
  await settle();
  expect(store.user.userId).toBeNull();
  expect(page.cleared).toEqual(['user_token', 'ua']);
  expect(page.went).toEqual(['reload']);
});

test('a failed check changes nothing', async () => {
  const { clock, store, page } = setup({ userId: 7, server: () => ({ status: 503 }) });
  clock.advance(SESSION_CHECK_MS);
  await settle();
  expect(store.user.userId).toBe(7);
  expect(page.went).toEqual([]);
});

test('logout on a page that needs auth: cookies, ban level and profile ids cleared, then home', async () => {
  const { store, page } = setup({ userId: 7, needsAuth: true, server: byRoute({ 'POST /web-api/auth/disconnect': [{ status: 204 }] }) });
  await store.user.logout();
  expect(page.cleared).toEqual(['user_token', 'ua']);
  expect(page.resets).toBe(1);
  expect(page.went).toEqual(['home']);
});

test('a failed logout reloads the page and clears nothing', async () => {
  const { store, page } = setup({ userId: 7, needsAuth: true, server: () => ({ status: 500 }) });
  await store.user.logout();
  expect(page.went).toEqual(['reload']);
  expect(page.cleared).toEqual([]);
});

test('an idle logoff marks the next load for the inactivity notice', () => {
  const { bus, storage } = setup({ userId: 7 });
  bus.publish(new SessionEnded({ reason: 'idle' }));
  expect(storage.getItem(LOGOFF_FLAG_KEY)).toBe('1');
});

test('stop ends the checks', async () => {
  const { clock, stop, sessionCalls } = setup({ userId: 7, server: () => ({ body: { userId: 7 } }) });
  stop();
  clock.advance(5 * SESSION_CHECK_MS);
  await settle();
  expect(sessionCalls()).toBe(0);
});

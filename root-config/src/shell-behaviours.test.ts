import { createScheduler } from '@site/ui';
import { FakeClock, FakePage, MemoryStorage, settle, testRootStore, type Script } from '@site/ui/testing';
import { MAINTENANCE_CHECK_MS } from './maintenance-watch';
import { quietSiteState, type SiteState } from './route-context';
import { startShellBehaviours } from './shell-behaviours';

/** A window as the behaviours use it: events, storage, location, cookies, fetch. */
function fakeWindow(pathname: string) {
  const cookies: string[] = [];
  const went: string[] = [];
  const win = Object.assign(new EventTarget(), {
    document: {
      set cookie(value: string) {
        cookies.push(value);
      },
      querySelectorAll: () => [],
      querySelector: () => null,
    },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { pathname, search: '', assign: (url: string) => went.push(`assign ${url}`), reload: () => went.push('reload') },
    navigator: { onLine: true },
    fetch: async () => ({ ok: true }),
  });
  return { win: win as unknown as Window, cookies, went };
}

function setup(server: Script, pathname = '/en/line') {
  const clock = new FakeClock(Date.parse('2030-01-31T12:00:00Z'));
  const scheduler = createScheduler({ clock, page: new FakePage() });
  const world = testRootStore({ server, userId: 7 });
  const siteState: SiteState = { ...quietSiteState, banLevel: 10, banVersion: 1 };
  let rechecks = 0;
  const { win, cookies, went } = fakeWindow(pathname);
  const stop = startShellBehaviours({ store: world.store, scheduler, routing: { siteState, recheck: () => rechecks++ }, win, notificationsReady: Promise.resolve() });
  return { ...world, clock, siteState, cookies, went, stop, rechecks: () => rechecks };
}

const noWindow = { isActive: false, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 0, startAt: null, finishAt: null, notifyStartDate: null, notifyEndDate: null };
const quiet: Script = ({ path }) => {
  if (path === '/web-api/maintenance') return { body: noWindow };
  if (path === '/web-api/user/config') return { body: { ban_level: 10, ban_version: 1, is_need_identification: false } };
  if (path === '/web-api/auth/disconnect') return { status: 204 };
  return undefined;
};

test('a 451 with exception_code 1 from any call marks the terms changed and runs the route table again', async () => {
  const w = setup((call) => (call.path === '/web-api/bets' ? { status: 451, body: { errors: [], exception_code: 1 } } : quiet(call)));
  await settle();
  const before = w.rechecks();
  await w.store.api.get('web:/bets').catch(() => undefined);
  expect(w.siteState.termsChanged).toBe(true);
  expect(w.rechecks()).toBe(before + 1);
  w.stop();
});

test('logout on a page that needs auth: cookies cleared, the ban level reset, then home', async () => {
  const w = setup(quiet, '/en/office/history');
  await settle();
  await w.store.user.logout();
  expect(w.cookies.map((c) => c.split('=')[0])).toEqual(['user_token', 'ua']);
  expect(w.siteState).toMatchObject({ banLevel: 0, banVersion: 0 });
  expect(w.went).toEqual(['assign /en']);
  w.stop();
});

test('a maintenance window that starts while the page is open moves the shell to the maintenance page', async () => {
  let active = false;
  const w = setup((call) => (call.path === '/web-api/maintenance' ? { body: { ...noWindow, isActive: active } } : quiet(call)));
  await settle();
  expect(w.siteState.maintenanceActive).toBe(false);
  active = true;
  w.clock.advance(MAINTENANCE_CHECK_MS);
  await settle();
  expect(w.siteState.maintenanceActive).toBe(true);
  w.stop();
});

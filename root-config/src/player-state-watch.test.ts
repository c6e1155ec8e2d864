import { createScheduler } from '@site/ui';
import { FakeClock, FakePage, settle, siteConfig, testRootStore } from '@site/ui/testing';
import { PLAYER_STATE_CHECK_MS, startPlayerStateWatch } from './player-state-watch';
import { quietSiteState, type SiteState } from './route-context';

function setup(answer: () => unknown, opts: { identificationShown?: boolean; userId?: number | null } = {}) {
  const clock = new FakeClock(0);
  const visibility = new FakePage();
  const scheduler = createScheduler({ clock, page: visibility });
  const world = testRootStore({
    server: ({ path }) => (path === '/web-api/user/config' ? { body: answer() } : undefined),
    ...(opts.userId !== null && { userId: opts.userId ?? 7 }),
  });
  const config = siteConfig((c) => (c.modules.identificationShown = opts.identificationShown ?? true));
  const siteState: SiteState = { ...quietSiteState };
  let rechecks = 0;
  const stop = startPlayerStateWatch({ store: world.store, scheduler, config: () => config, siteState, recheck: () => rechecks++ });
  return { ...world, clock, visibility, siteState, stop, rechecks: () => rechecks };
}

const userConfig = (over: Record<string, unknown> = {}) => ({ ban_level: 0, ban_version: 0, is_need_identification: false, ...over });

test('a ban set while the page is open reaches the guards within a minute, and the route table runs again', async () => {
  let banLevel = 0;
  const w = setup(() => userConfig({ ban_level: banLevel, ban_version: 1 }));
  await settle();
  expect(w.siteState.banVersion).toBe(1);
  const before = w.rechecks();
  banLevel = 53;
  w.clock.advance(PLAYER_STATE_CHECK_MS);
  await settle();
  expect(w.siteState.banLevel).toBe(53);
  expect(w.rechecks()).toBe(before + 1);
  w.clock.advance(PLAYER_STATE_CHECK_MS);
  await settle();
  expect(w.rechecks()).toBe(before + 1);
});

test('the identification blocker applies when the player must identify and the site shows identification', async () => {
  const w = setup(() => userConfig({ is_need_identification: true }));
  await settle();
  expect(w.siteState.identificationRequired).toBe(true);
  expect(w.rechecks()).toBe(1);
  const off = setup(() => userConfig({ is_need_identification: true }), { identificationShown: false });
  await settle();
  expect(off.siteState.identificationRequired).toBe(false);
});

test('guests are not asked; a failed read changes nothing', async () => {
  const guest = setup(() => userConfig({ ban_level: 5 }), { userId: null });
  guest.clock.advance(PLAYER_STATE_CHECK_MS);
  await settle();
  expect(guest.calls).toEqual([]);
  const failing = setup(() => {
    throw new Error('down');
  });
  failing.clock.advance(PLAYER_STATE_CHECK_MS);
  await settle();
  expect(failing.siteState.banLevel).toBe(0);
  expect(failing.rechecks()).toBe(0);
});

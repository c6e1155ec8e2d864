import { SessionEnded } from '@site/bus';
import { createScheduler } from '@site/ui';
import { FakeClock, FakePage, settle, testRootStore } from '@site/ui/testing';
import { startIdleLogoff } from './idle-logoff';

const MINUTE = 60_000;

function setup(opts: { media?: boolean; minutes?: number } = {}) {
  const clock = new FakeClock(0);
  const visibility = new FakePage();
  const scheduler = createScheduler({ clock, page: visibility });
  const world = testRootStore({ userId: 7, server: () => ({ status: 204 }) });
  const target = new EventTarget();
  const ended: string[] = [];
  world.bus.subscribe(SessionEnded, (e) => ended.push(e.payload.reason));
  const media = { playing: opts.media === true };
  const stop = startIdleLogoff({ store: world.store, scheduler, target, idleMinutes: () => opts.minutes ?? 30, mediaPlaying: () => media.playing });
  return { ...world, clock, visibility, target, ended, media, stop };
}

test('a signed-in player idle for the configured time is logged off', async () => {
  const { clock, ended, store, calls } = setup();
  clock.advance(30 * MINUTE - 1);
  await settle();
  expect(ended).toEqual([]);
  clock.advance(1);
  await settle();
  expect(ended).toEqual(['idle']);
  expect(store.user.userId).toBeNull();
  expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /web-api/auth/disconnect');
});

test('activity starts the idle time again', async () => {
  const { clock, ended, target } = setup();
  clock.advance(20 * MINUTE);
  target.dispatchEvent(new Event('keydown'));
  clock.advance(20 * MINUTE);
  await settle();
  expect(ended).toEqual([]);
  clock.advance(10 * MINUTE);
  await settle();
  expect(ended).toEqual(['idle']);
});

test('never while media plays', async () => {
  const { clock, ended, media } = setup({ media: true });
  clock.advance(90 * MINUTE);
  await settle();
  expect(ended).toEqual([]);
  media.playing = false;
  clock.advance(30 * MINUTE);
  await settle();
  expect(ended).toEqual(['idle']);
});

test('a page left hidden is logged off when shown again', async () => {
  const { clock, ended, visibility } = setup();
  visibility.hide();
  clock.advance(120 * MINUTE);
  await settle();
  expect(ended).toEqual([]);
  visibility.show();
  await settle();
  expect(ended).toEqual(['idle']);
});

test('no idle logoff without a configured time, nor for guests', async () => {
  const { clock, ended } = setup({ minutes: 0 });
  clock.advance(600 * MINUTE);
  await settle();
  expect(ended).toEqual([]);
});

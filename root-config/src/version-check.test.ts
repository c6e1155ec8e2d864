import { EventBus, NotifyRequested, type Notification } from '@site/bus';
import { FakeClock } from '@site/ui/testing';
import { fetchSiteVersion, startVersionCheck, UPDATE_NOTICE_ID } from './version-check';

const flush = () => new Promise((r) => setImmediate(r));

function setup(versions: Array<string | Error>, intervalMs?: number) {
  const clock = new FakeClock();
  const bus = new EventBus();
  const notices: Notification[] = [];
  bus.subscribe(NotifyRequested, (e) => notices.push(e.payload));
  let calls = 0;
  const reload = jest.fn();
  const stop = startVersionCheck({
    clock,
    bus,
    reload,
    ...(intervalMs !== undefined && { intervalMs }),
    fetchVersion: async () => {
      const v = versions[Math.min(calls++, versions.length - 1)];
      if (v instanceof Error) throw v;
      return v as string;
    },
  });
  const tick = async (ms: number) => {
    clock.advance(ms);
    await flush();
  };
  return { clock, notices, reload, stop, tick, calls: () => calls };
}

test('the first check loads 60 s after start, then every 60 s', async () => {
  const s = setup(['a']);
  await s.tick(59_999);
  expect(s.calls()).toBe(0);
  await s.tick(1);
  expect(s.calls()).toBe(1);
  await s.tick(60_000);
  expect(s.calls()).toBe(2);
  expect(s.notices).toEqual([]);
  s.stop();
});

test('a version that differs from the first seen publishes ONE update notice with a reload action', async () => {
  const s = setup(['a', 'a', 'b', 'c']);
  for (let i = 0; i < 6; i++) await s.tick(60_000);
  expect(s.notices).toHaveLength(1);
  const [n] = s.notices;
  expect(n).toMatchObject({
    id: UPDATE_NOTICE_ID,
    type: 'permanent',
    text: { code: 'update.available' },
    action: { label: { code: 'update.reload' } },
  });
  // once announced, it stops asking
  expect(s.calls()).toBe(3);
  n?.action?.run();
  expect(s.reload).toHaveBeenCalledTimes(1);
});

test('a failed check is skipped, not taken for a new version', async () => {
  const s = setup([new Error('offline'), 'a', new Error('offline'), 'a']);
  for (let i = 0; i < 4; i++) await s.tick(60_000);
  expect(s.calls()).toBe(4);
  expect(s.notices).toEqual([]);
  s.stop();
});

test('the interval comes from the site config (application.versionCheckDelayMs)', async () => {
  const s = setup(['a', 'b'], 1000);
  await s.tick(1000);
  await s.tick(1000);
  expect(s.notices).toHaveLength(1);
});

test('stopping cancels the next check', async () => {
  const s = setup(['a', 'b']);
  await s.tick(60_000);
  s.stop();
  expect(s.clock.pending()).toEqual([]);
});

test('fetchSiteVersion reads {version} and refuses anything else', async () => {
  const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  await expect(fetchSiteVersion(answer(200, { version: 'v1+abc' }))).resolves.toBe('v1+abc');
  await expect(fetchSiteVersion(answer(500, {}))).rejects.toThrow('500');
  await expect(fetchSiteVersion(answer(200, { nope: 1 }))).rejects.toThrow('no version');
});

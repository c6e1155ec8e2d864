import { EventBus, MfUnmounted, type Notification, NotifyRequested } from '@site/bus';
import { FakeClock } from '@site/ui/testing';
import { AUTO_CLOSE_MS, connectNotifications, NotificationCenter } from './notification-center';

const note = (over: Partial<Notification> = {}): Notification => ({ type: 'default', text: { code: 'x' }, ...over });
const texts = (center: NotificationCenter, area = 'default') => center.shown.filter((n) => n.area === area).map((n) => n.text.code);

test('the default area shows at most 3: a fourth pushes the oldest out; other areas show 1', () => {
  const center = new NotificationCenter(new FakeClock());
  for (const code of ['a', 'b', 'c', 'd']) center.show(note({ text: { code } }));
  expect(texts(center)).toEqual(['b', 'c', 'd']);
  center.show(note({ area: 'top', text: { code: 'maintenance' }, type: 'permanent' }));
  center.show(note({ area: 'top', text: { code: 'update' }, type: 'permanent' }));
  center.show(note({ area: 'bottom', type: 'snackbar', text: { code: 's1' } }));
  center.show(note({ area: 'bottom', type: 'snackbar', text: { code: 's2' } }));
  expect(texts(center, 'top')).toEqual(['update']);
  expect(texts(center, 'bottom')).toEqual(['s2']);
  expect(texts(center)).toEqual(['b', 'c', 'd']);
});

test.each(['alert', 'default', 'snackbar', 'control'] as const)('a %s notification closes after 10000 ms', (type) => {
  const clock = new FakeClock();
  const center = new NotificationCenter(clock);
  center.show(note({ type }));
  clock.advance(AUTO_CLOSE_MS - 1);
  expect(center.shown).toHaveLength(1);
  clock.advance(1);
  expect(center.shown).toHaveLength(0);
  expect(clock.pending()).toEqual([]);
});

test('a permanent one never closes by itself; closing by hand stops the timer of the others', () => {
  const clock = new FakeClock();
  const center = new NotificationCenter(clock);
  center.show(note({ type: 'permanent', text: { code: 'p' } }));
  const key = center.show(note({ type: 'alert', text: { code: 'a' } }));
  center.close(key);
  expect(clock.pending()).toEqual([]);
  clock.advance(10 * AUTO_CLOSE_MS);
  expect(texts(center)).toEqual(['p']);
});

test('pushed out or replaced, a notification leaves no timer behind; the same id replaces, not stacks', () => {
  const clock = new FakeClock();
  const center = new NotificationCenter(clock);
  for (let i = 0; i < 5; i++) center.show(note({ type: 'alert' }));
  expect(clock.pending()).toHaveLength(3);
  center.show(note({ id: 'update', type: 'control', text: { code: 'v1' } }));
  center.show(note({ id: 'update', type: 'control', text: { code: 'v2' } }));
  expect(center.shown.filter((n) => n.id === 'update').map((n) => n.text.code)).toEqual(['v2']);
  expect(clock.pending()).toHaveLength(3);
});

test('fed by the bus: NotifyRequested shows, MfUnmounted of its source closes it, disconnect stops both', () => {
  const bus = new EventBus();
  const center = new NotificationCenter(new FakeClock());
  const disconnect = connectNotifications(center, bus);
  bus.publish(new NotifyRequested(note({ text: { code: 'from-casino' }, source: '@site/app-casino' })));
  bus.publish(new NotifyRequested(note({ text: { code: 'from-shell' } })));
  bus.publish(new MfUnmounted({ name: '@site/app-casino' }));
  expect(texts(center)).toEqual(['from-shell']);
  disconnect();
  bus.publish(new NotifyRequested(note({ text: { code: 'late' } })));
  expect(texts(center)).toEqual(['from-shell']);
});

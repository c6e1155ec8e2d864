import { BusEvent, EventBus, LoginRequested, UserLoggedIn } from './index';

class Ping extends BusEvent<{ n: number }> {
  static readonly type = 'test/ping';
  static parse(p: unknown) {
    if (typeof p !== 'object' || p === null || typeof (p as { n?: unknown }).n !== 'number') throw new Error('n must be a number');
    return p as { n: number };
  }
}

test('stream yields only events of its class, with typed payloads', () => {
  const bus = new EventBus();
  const seen: number[] = [];
  bus.stream(UserLoggedIn).subscribe((e) => seen.push(e.payload.userId));
  bus.publish(new LoginRequested({}));
  bus.publish(new UserLoggedIn({ userId: 7 }));
  expect(seen).toEqual([7]);
});

test('a failing subscriber is logged and never stops the others, nor its own later events', () => {
  const errors: string[] = [];
  const bus = new EventBus({ error: (m) => errors.push(m) });
  const good: number[] = [];
  let calls = 0;
  bus.subscribe(Ping, () => {
    calls++;
    throw new Error('boom');
  });
  bus.subscribe(Ping, (e) => good.push(e.payload.n));
  bus.publish(new Ping({ n: 1 }));
  bus.publish(new Ping({ n: 2 }));
  expect(good).toEqual([1, 2]);
  expect(calls).toBe(2);
  expect(errors).toEqual(['bus subscriber of "test/ping" failed', 'bus subscriber of "test/ping" failed']);
});

test('external events are checked: unknown types and bad payloads are refused, good ones delivered', () => {
  const bus = new EventBus();
  const got: number[] = [];
  bus.subscribe(Ping, (e) => got.push(e.payload.n));
  expect(bus.publishExternal('nope', {}, [Ping])).toEqual({ ok: false, error: 'unknown event type "nope"' });
  expect(bus.publishExternal(42, {}, [Ping]).ok).toBe(false);
  expect(bus.publishExternal('test/ping', { n: 'x' }, [Ping])).toEqual({ ok: false, error: 'invalid payload for "test/ping": n must be a number' });
  expect(bus.publishExternal('test/ping', { n: 3 }, [Ping])).toEqual({ ok: true });
  expect(got).toEqual([3]);
  // A type the page hears but did not list is refused too: the list is the contract.
  expect(bus.publishExternal(UserLoggedIn.type, { userId: 1 }, [Ping]).ok).toBe(false);
});

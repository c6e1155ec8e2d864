import { LiveConnection, MAX_STREAM_GAMES, RECONNECT_DELAYS_MS, streamUrl, type EventSourceLike } from './live-connection';
import type { LiveEvent } from './live-events';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  closed = false;
  private listeners = new Map<string, ((ev: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, fn: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown) {
    const ev = { type, data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent;
    for (const fn of this.listeners.get(type) ?? []) fn(ev);
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const batches: { events: LiveEvent[]; arrivedAt: number[] }[] = [];
  const stale: boolean[] = [];
  let reconnected = 0;
  let clock = 0;
  const c = new LiveConnection({
    createSource: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    frame: (fn) => {
      frames.push(fn);
      return () => frames.splice(frames.indexOf(fn), 1);
    },
    now: () => clock,
    setTimer: (fn, ms) => {
      const t = { fn, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (h) => {
      const i = timers.indexOf(h as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    onBatch: (events, arrivedAt) => batches.push({ events, arrivedAt }),
    onStale: (s) => stale.push(s),
    onReconnected: () => reconnected++,
  });
  return { c, sources, frames, timers, batches, stale, reconnected: () => reconnected, tick: (ms: number) => (clock += ms) };
}

test('the stream is filtered to the games on the page; no filter above the server limit', () => {
  expect(streamUrl('/s', [3, 1])).toBe('/s?games=1,3');
  expect(streamUrl('/s', null)).toBe('/s');
  expect(
    streamUrl(
      '/s',
      Array.from({ length: MAX_STREAM_GAMES + 1 }, (_, i) => i + 1),
    ),
  ).toBe('/s');
  const { c, sources } = setup();
  c.setGames([2, 1]);
  c.setGames([1, 2]); // same filter: the same stream
  expect(sources.map((s) => s.url)).toEqual(['/web-api/live/stream?games=1,2']);
  c.setGames([1, 2, 3]);
  expect(sources.map((s) => s.closed)).toEqual([true, false]);
  expect(sources[1]!.url).toBe('/web-api/live/stream?games=1,2,3');
});

test('events wait for the next frame, one batch per frame, the newest price of a market wins', () => {
  const { c, sources, frames, batches, tick } = setup();
  c.setGames([1]);
  const s = sources[0]!;
  s.open();
  s.emit('odds', { type: 'odds', at: 1, marketId: 11, gameId: 1, coef: 2 });
  tick(5);
  s.emit('odds', { type: 'odds', at: 2, marketId: 11, gameId: 1, coef: 2.1 });
  s.emit('market-block', { type: 'market-block', at: 2, marketId: 12, gameId: 1, isBlocked: true });
  s.emit('odds', 'not json');
  s.emit('odds', { marketId: 13, gameId: 1, coef: 'x' });
  expect(batches).toEqual([]);
  expect(frames).toHaveLength(1); // one frame asked for, however many events
  frames.shift()!();
  expect(batches).toEqual([
    {
      events: [
        { type: 'odds', at: 2, marketId: 11, gameId: 1, coef: 2.1 },
        { type: 'market-block', marketId: 12, gameId: 1, isBlocked: true },
      ],
      arrivedAt: [0, 5],
    },
  ]);
  s.emit('score', { gameId: 1, score: [1, 0], period: 1, clock: 60 });
  expect(frames).toHaveLength(1);
});

test('a lost stream is stale at once; the browser retry coming back clears it and reloads the page data', () => {
  const { c, sources, stale, timers, reconnected } = setup();
  c.setGames([1]);
  sources[0]!.open();
  expect(stale).toEqual([]);
  sources[0]!.fail(0); // CONNECTING: the browser retries by itself
  expect(stale).toEqual([true]);
  expect(timers).toEqual([]);
  sources[0]!.fail(0);
  expect(stale).toEqual([true]);
  sources[0]!.open();
  expect(stale).toEqual([true, false]);
  expect(reconnected()).toBe(1);
});

test('when the browser gives up (an error answer) we reopen ourselves, with growing delays', () => {
  const { c, sources, stale, timers } = setup();
  c.setGames([1]);
  sources[0]!.fail(2);
  expect(stale).toEqual([true]);
  expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
  timers.shift()!.fn();
  expect(sources).toHaveLength(2);
  sources[1]!.fail(2);
  expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[1]]);
  timers.shift()!.fn();
  sources[2]!.open();
  expect(stale).toEqual([true, false]);
  sources[2]!.fail(2); // a success resets the delays
  expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
});

test('close stops everything: no reconnect, no frame, events of the old source ignored', () => {
  const { c, sources, frames, timers, batches } = setup();
  c.setGames([1]);
  const s = sources[0]!;
  s.emit('odds', { marketId: 11, gameId: 1, coef: 2 });
  s.fail(2);
  c.close();
  expect(s.closed).toBe(true);
  expect(frames).toEqual([]);
  expect(timers).toEqual([]);
  s.emit('odds', { marketId: 11, gameId: 1, coef: 2 });
  c.setGames([2]);
  expect(sources).toHaveLength(1);
  expect(batches).toEqual([]);
});

test('a worker-run stream hands over whole chunks: one JSON array, stamped with its arrival', () => {
  const { c, sources, frames, batches } = setup();
  c.setGames([1]);
  const s = sources[0]!;
  const ev = {
    type: 'batch',
    data: JSON.stringify([
      { type: 'odds', at: 1, marketId: 11, gameId: 1, coef: 2 },
      { type: 'bogus', gameId: 1 },
      { type: 'score', gameId: 1, score: [2, 1], period: 2 },
    ]),
    arrivedAt: 42,
  };
  for (const fn of (s as unknown as { listeners: Map<string, ((e: unknown) => void)[]> }).listeners.get('batch') ?? []) fn(ev);
  frames.shift()!();
  expect(batches).toEqual([
    {
      events: [
        { type: 'odds', at: 1, marketId: 11, gameId: 1, coef: 2 },
        { type: 'score', gameId: 1, score: [2, 1], period: 2 },
      ],
      arrivedAt: [42, 42],
    },
  ]);
});

import { LoadingBar } from './loading-bar';

function fakeClockBar() {
  jest.useFakeTimers({ now: 0 });
  const draws: Array<[number, boolean, number]> = [];
  const clock = {
    now: () => Date.now(),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const bar = new LoadingBar((p, a) => draws.push([p, a, Date.now()]), clock);
  return { bar, draws };
}
afterEach(() => jest.useRealTimers());

test('progress grows every 100 ms and reaches 100 over 5000 ms, stopping short until done', () => {
  const { bar } = fakeClockBar();
  bar.start();
  jest.advanceTimersByTime(100);
  expect(bar.progress).toBeCloseTo(2);
  jest.advanceTimersByTime(900);
  expect(bar.progress).toBeCloseTo(20);
  jest.advanceTimersByTime(2500);
  expect(bar.progress).toBeCloseTo(70);
  jest.advanceTimersByTime(10000);
  expect(bar.progress).toBe(99);
  bar.done();
  expect(bar.progress).toBe(100);
  expect(bar.active).toBe(false);
  bar.destroy();
});

test('drawing is throttled to once per 200 ms although progress changes every 100 ms', () => {
  const { bar, draws } = fakeClockBar();
  bar.start();
  jest.advanceTimersByTime(1000);
  const times = draws.map((d) => d[2]);
  expect(times[0]).toBe(0);
  for (let i = 1; i < times.length; i++) expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(200);
  expect(draws.length).toBeLessThanOrEqual(6);
  expect(draws.length).toBeGreaterThanOrEqual(5);
  bar.destroy();
});

test('done is drawn (throttled) as full and inactive, and destroy leaves no timers', () => {
  const { bar, draws } = fakeClockBar();
  bar.start();
  jest.advanceTimersByTime(50);
  bar.done();
  jest.advanceTimersByTime(200);
  expect(draws.at(-1)?.slice(0, 2)).toEqual([100, false]);
  bar.destroy();
  expect(jest.getTimerCount()).toBe(0);
});

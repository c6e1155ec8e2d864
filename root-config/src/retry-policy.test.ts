import { FakeClock } from '@site/ui/testing';
import { MF_FIRST_RETRY_MS, MF_LOAD_TIMEOUT_MS, MF_RELOAD_THROTTLE_MS, MF_RETRIES, retryDelay, RetryPolicy } from './retry-policy';

test('spec 2 §4 defaults: timeout 1000 ms, 3 retries, first after 1000 ms, reload once per 1000 ms', () => {
  expect([MF_LOAD_TIMEOUT_MS, MF_RETRIES, MF_FIRST_RETRY_MS, MF_RELOAD_THROTTLE_MS]).toEqual([1000, 3, 1000, 1000]);
});

test('retries wait 1000, 2000, 4000 ms, then stop', () => {
  expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, null]);
  expect([0, -1, 1.5].map((n) => retryDelay(n))).toEqual([null, null, null]);
  const policy = new RetryPolicy(new FakeClock());
  expect([policy.onError(), policy.onError(), policy.onError(), policy.onError(), policy.onError()]).toEqual([1000, 2000, 4000, null, null]);
  expect(policy.attempts).toBe(3);
});

test('ready clears the retry info: the next error starts again at 1000 ms', () => {
  const policy = new RetryPolicy(new FakeClock());
  policy.onError();
  policy.onError();
  policy.onReady();
  expect(policy.attempts).toBe(0);
  expect(policy.onError()).toBe(1000);
});

test('manual reload is throttled to once per 1000 ms and does not give retries back', () => {
  const clock = new FakeClock();
  const policy = new RetryPolicy(clock);
  policy.onError();
  expect(policy.tryManualReload()).toBe(true);
  clock.advance(999);
  expect(policy.tryManualReload()).toBe(false);
  clock.advance(1);
  expect(policy.tryManualReload()).toBe(true);
  expect(policy.tryManualReload()).toBe(false);
  expect(policy.attempts).toBe(1);
});

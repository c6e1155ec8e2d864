import { pageNeedsAuth } from './page-needs-auth';

test.each([
  ['/en/office/history', true],
  ['/print-coupon/12', true],
  ['/ru/line', false],
  ['/', false],
  ['/en/user/login', false],
])('%s needs auth: %s', (path, needs) => {
  expect(pageNeedsAuth(path)).toBe(needs);
});

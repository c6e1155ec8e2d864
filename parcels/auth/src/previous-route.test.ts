/** @jest-environment jsdom */
import { trackPreviousRoute } from './previous-route';

const routing = (oldUrl: string, newUrl: string) => new CustomEvent('single-spa:routing-event', { detail: { oldUrl, newUrl } });

test('the first routing event after mount names the page the player came from', () => {
  const tracker = trackPreviousRoute(window);
  expect(tracker.get()).toBeNull();
  window.dispatchEvent(routing('http://localhost/en/line', 'http://localhost/en/user/login'));
  // later navigations inside the auth pages do not replace it
  window.dispatchEvent(routing('http://localhost/en/user/login', 'http://localhost/en/registration'));
  expect(tracker.get()).toBe('http://localhost/en/line');
  tracker.stop();
});

test('a routing event on the same path (query change) names no previous page', () => {
  const tracker = trackPreviousRoute(window);
  window.dispatchEvent(routing('http://localhost/en/user/login', 'http://localhost/en/user/login?returnUrl=%2Fen'));
  expect(tracker.get()).toBeNull();
  tracker.stop();
});

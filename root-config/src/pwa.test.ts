import { siteConfig } from '@site/ui/testing';
import { registerServiceWorker, SERVICE_WORKER_URL } from './pwa';

function navigatorWith(register: (url: string, opts: unknown) => Promise<unknown>) {
  return { serviceWorker: { register } } as unknown as Navigator;
}

test('a PWA site registers /pwa-sw.js for the whole site', async () => {
  const seen: unknown[] = [];
  const nav = navigatorWith(async (url, opts) => seen.push([url, opts]));
  expect(await registerServiceWorker(nav, siteConfig((c) => (c.core.isPwa = true)), () => {})).toBe(true);
  expect(seen).toEqual([[SERVICE_WORKER_URL, { scope: '/' }]]);
});

test('no worker when the site is not a PWA, nor where the browser has none; a failure is logged only', async () => {
  const nav = navigatorWith(async () => {
    throw new Error('insecure');
  });
  expect(await registerServiceWorker(nav, siteConfig((c) => (c.core.isPwa = false)), () => {})).toBe(false);
  expect(await registerServiceWorker({} as Navigator, siteConfig((c) => (c.core.isPwa = true)), () => {})).toBe(false);
  const warned: string[] = [];
  expect(await registerServiceWorker(nav, siteConfig((c) => (c.core.isPwa = true)), (m) => warned.push(m))).toBe(false);
  expect(warned).toEqual(['service worker registration failed']);
});

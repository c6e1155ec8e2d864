import type { SiteConfig } from '@site/api';

export const SERVICE_WORKER_URL = '/pwa-sw.js';

/**
 * Registers the service worker (`/pwa-sw.js`, spec 2 §7, §9) when the site is a PWA
 * (`core.isPwa`): it keeps the shell and the hashed bundles so a returning player starts from
 * the cache, and shows the offline page to a navigation without network. A failure is logged
 * only (spec 2 §8).
 */
export async function registerServiceWorker(nav: Navigator, config: SiteConfig | null, warn: (message: string, error: unknown) => void): Promise<boolean> {
  if (config?.core.isPwa !== true || !('serviceWorker' in nav)) return false;
  try {
    await nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    return true;
  } catch (error) {
    warn('service worker registration failed', error);
    return false;
  }
}

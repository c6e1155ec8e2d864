// Runs inline in the page before import-map-overrides: in production, an override whose URL is
// not on the site's host allowlist is removed (and said so in the console) before it can load.
// Kept dependency-free: the build compiles this file into a small inline script.
export const OVERRIDE_PREFIX = 'import-map-override:';
export const EXTERNAL_MAPS_KEY = 'import-map-overrides-external-maps';

export function isAllowedOverride(url: string, allowedHosts: readonly string[], pageHref: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, pageHref);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return parsed.origin === new URL(pageHref).origin || allowedHosts.includes(parsed.hostname);
}

export function guardOverrides(storage: Storage, allowedHosts: readonly string[], pageHref: string, warn: (m: string) => void): string[] {
  const refused: string[] = [];
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    if (!key || !key.startsWith(OVERRIDE_PREFIX)) continue;
    const url = storage.getItem(key) ?? '';
    if (!isAllowedOverride(url, allowedHosts, pageHref)) {
      storage.removeItem(key);
      refused.push(key.slice(OVERRIDE_PREFIX.length));
      warn(`import-map override of ${key.slice(OVERRIDE_PREFIX.length)} refused: ${url} is not on the allowlist`);
    }
  }
  const external = storage.getItem(EXTERNAL_MAPS_KEY);
  if (external) {
    try {
      const list = JSON.parse(external) as unknown;
      const kept = Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string' && isAllowedOverride(u, allowedHosts, pageHref)) : [];
      storage.setItem(EXTERNAL_MAPS_KEY, JSON.stringify(kept));
    } catch {
      storage.removeItem(EXTERNAL_MAPS_KEY);
    }
  }
  return refused;
}

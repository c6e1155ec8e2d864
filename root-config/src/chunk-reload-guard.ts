/** Spec 1 §9: chunk-reload guard, 60000 ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'site:chunk-reload-at';

/**
 * Spec 1 §8: a chunk load error reloads the page once, unless a reload happened in the last
 * 60 s (remembered in session storage). Returns whether to reload now, and if so remembers
 * it. Without session storage (or with garbage in it) it does not reload: a reload it could
 * not remember might loop forever.
 */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    if (raw !== null) {
      const last = Number(raw);
      // A stamp in the future counts as "just reloaded" (a clock that went back must not loop).
      if (!Number.isFinite(last) || now - last < CHUNK_RELOAD_GUARD_MS) return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, claimChunkReload } from './chunk-reload-guard';
import { classifyLoadError, failedScriptUrl, isChunkLoadError } from './load-error';
import { MfStatus } from './mf-status';
import { TimeoutError } from './with-timeout';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

test('the first chunk error reloads and is remembered; another within 60 s does not; after 60 s it may again', () => {
  const storage = memoryStorage();
  expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  expect(claimChunkReload(storage, 1_000_000)).toBe(true);
  expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  expect(claimChunkReload(storage, 1_000_000 + 59_999)).toBe(false);
  expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  expect(claimChunkReload(storage, 1_000_000 + 60_000)).toBe(true);
  expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1060000');
});

test('no storage, a throwing storage, garbage or a stamp from the future: no reload (a loop is worse)', () => {
  expect(claimChunkReload(null, 5)).toBe(false);
  const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
  expect(claimChunkReload(throwing, 5)).toBe(false);
  expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'soon' }), 5)).toBe(false);
  expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: '9000' }), 5)).toBe(false);
});

const systemError = (url: string, parent?: string) =>
  new Error(`Error loading ${url}${parent ? ` from ${parent}` : ''} (SystemJS Error#3 https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`);

test('a failed script other than the unit entry is a chunk error; the entry itself is a fetch error', () => {
  const entry = 'http://site/assets/site-app-section.abc.js';
  const chunk = 'http://site/assets/site-app-section-coming-soon.def.js';
  expect(failedScriptUrl(systemError(chunk, entry))).toBe(chunk);
  expect(isChunkLoadError(systemError(chunk, entry), entry)).toBe(true);
  expect(isChunkLoadError(systemError(entry), entry)).toBe(false);
  expect(isChunkLoadError(new Error('boom'), entry)).toBe(false);
  expect(classifyLoadError('@site/app-x', MfStatus.Loading, systemError(chunk, entry), entry).kind).toBe('chunk');
  expect(classifyLoadError('@site/app-x', MfStatus.Loading, systemError(entry), entry).kind).toBe('fetch');
  expect(classifyLoadError('@site/app-x', MfStatus.Loading, new TimeoutError(1000), entry).kind).toBe('timeout');
  const mount = classifyLoadError('@site/app-x', MfStatus.Loading, new Error('render failed'), entry);
  expect(mount.kind).toBe('mount');
  expect(mount.message).toBe('remote front-end "@site/app-x" died in status LOADING (mount): render failed');
});

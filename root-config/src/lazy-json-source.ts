// The JSON front-end code (json-front-end.ts, json-protocol.ts: spec 2 §7) only for the pages
// that use it: a chunk of the root config fetched on the first such page, off the boot path
// (issue 21).
import type { JsonSourceOptions } from './json-front-end';
import type { RemoteSource } from './remote-source';

export function lazyJsonSource(options: JsonSourceOptions): RemoteSource {
  let inner: RemoteSource | null = null;
  return {
    async load() {
      const { jsonSource } = await import('./json-front-end');
      inner ??= jsonSource(options);
      return inner.load();
    },
    forget: () => inner?.forget(),
    // Each path has its own answer: there is never anything to reuse.
    isLoaded: () => false,
    entryUrl: () => null,
  };
}

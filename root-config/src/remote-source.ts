import type { ParcelConfig } from 'single-spa';
import { forgetModule, type SystemJS } from './systemjs';

/** Where a remote front-end's lifecycles come from: an import-map module or a JSON render answer. */
export interface RemoteSource {
  /** Fetches (and evaluates) the front-end and hands back its lifecycles. */
  load(): Promise<ParcelConfig>;
  /** Drops what an earlier load left, so the next load goes to the network again. */
  forget(): void;
  /** True when a load would not touch the network (the code is already in the page). */
  isLoaded(): boolean;
  /** The URL of the front-end's own entry, to tell its failures from a chunk's. */
  entryUrl(): string | null;
}

/** A unit addressed by its import-map name, loaded by SystemJS. */
export function moduleSource(system: SystemJS, name: string): RemoteSource {
  const url = (): string | null => {
    try {
      return system.resolve(name);
    } catch {
      return null;
    }
  };
  return {
    load: () => system.import<ParcelConfig>(name),
    // spec: the module is deleted from SystemJS before a retry
    forget: () => forgetModule(system, name),
    // `has` is true from the first request on; only `get` says the module has run.
    isLoaded: () => {
      const u = url();
      return u !== null && (system.get ? system.get(u) != null : false);
    },
    entryUrl: url,
  };
}

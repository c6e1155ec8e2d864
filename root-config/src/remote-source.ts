import type { ParcelConfig } from 'single-spa';
import { forgetModule, type SystemJS } from './systemjs';

/** Where a remote front-end's lifecycles come from: an import-map module or a JSON render answer. */
export interface RemoteSource {
  /** Tells loads apart that share a unit name (a parcel the unit exports by name); the name if absent. */
  readonly key?: string;
  /** Fetches (and evaluates) the front-end and hands back its lifecycles. */
  load(): Promise<ParcelConfig>;
  /** Drops what an earlier load left, so the next load goes to the network again. */
  forget(): void;
  /** True when a load would not touch the network (the code is already in the page). */
  isLoaded(): boolean;
  /** The URL of the front-end's own entry, to tell its failures from a chunk's. */
  entryUrl(): string | null;
}

/**
 * A unit addressed by its import-map name, loaded by SystemJS: its own lifecycles, or those of
 * a parcel it exports by name (`exportName`, e.g. the auth unit's `loginModal`).
 */
export function moduleSource(system: SystemJS, name: string, exportName?: string): RemoteSource {
  const url = (): string | null => {
    try {
      return system.resolve(name);
    } catch {
      return null;
    }
  };
  return {
    key: exportName === undefined ? name : `${name}#${exportName}`,
    load: async () => {
      const module = await system.import<ParcelConfig & Record<string, unknown>>(name);
      if (exportName === undefined) return module;
      const parcel = module[exportName];
      if (typeof parcel !== 'object' || parcel === null) throw new Error(`${name} exports no parcel "${exportName}"`);
      return parcel as ParcelConfig;
    },
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

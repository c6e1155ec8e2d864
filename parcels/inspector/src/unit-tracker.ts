// What the parcel inspector reads and drives: every unit the shell knows (its registry,
// single-spa's applications, the regions it mounted), where each was loaded from, how long its
// load and mount took, its last error, and unmount / remount / reload. The root config creates
// it (this module's `createUnitTracker` export) before it mounts anything, only when the
// inspector is allowed, and lets it wrap its SystemJS, parcel mounter and remote loader: a
// normal visitor's page never loads this code.
import { MfStateChanged, MfStatus } from '@site/bus';
import type { MountParcel, MountRemote, MountRemoteOptions, Registry, RemoteHandle, SystemJS } from './shell-parts';
import type { InspectedUnit, InspectorSource } from './source';

export type { InspectedUnit, InspectorSource };

const STATUS_NAMES: Record<MfStatus, string> = {
  [MfStatus.NotExist]: 'NOT_EXIST',
  [MfStatus.Error]: 'ERROR',
  [MfStatus.Loading]: 'LOADING',
  [MfStatus.Ready]: 'READY',
};

/** Forgets a module so the next import fetches it again. */
function forgetModule(system: SystemJS, name: string): void {
  try {
    system.delete(system.resolve(name));
  } catch {
    // not resolvable or never loaded
  }
}

/** The part of single-spa the inspector reads. */
export interface SingleSpaApps {
  getAppNames(): string[];
  getAppStatus(name: string): string | null;
}

interface EventBusLike {
  subscribe(cls: typeof MfStateChanged, handler: (event: MfStateChanged) => void): unknown;
}

export interface UnitTrackerDeps {
  registry: Registry;
  bus: EventBusLike;
  spa: SingleSpaApps;
  now?: () => number;
  win?: Window;
}

interface Stats {
  loadMs: number | null;
  mountMs: number | null;
  lastError: string | null;
}

interface Slot {
  readonly el: HTMLElement;
  readonly name: string;
  options: MountRemoteOptions | undefined;
  inner: RemoteHandle | null;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The content hash rollup puts in a bundle's name: `site-header.Ab12Cd34.js` -> `Ab12Cd34`. */
export function hashOfUrl(url: string | null): string | null {
  if (!url) return null;
  const m = /\.([A-Za-z0-9_-]{6,})\.js(?:[?#].*)?$/.exec(url);
  return m ? (m[1] as string) : null;
}

export class UnitTracker {
  private readonly stats = new Map<string, Stats>();
  private readonly slots = new Map<string, Set<Slot>>();
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private system: SystemJS | null = null;
  private base: MountRemote<MountRemoteOptions> | null = null;
  private integrity: Map<string, string> | null = null;

  constructor(private readonly deps: UnitTrackerDeps) {
    this.now = deps.now ?? (() => performance.now());
    deps.bus.subscribe(MfStateChanged, (event) => {
      const { name, state } = event.payload;
      if (state === MfStatus.Error) {
        const error = deps.registry.get(name).error;
        if (error) this.stat(name).lastError = messageOf(error);
      }
      this.changed();
    });
    const win = deps.win;
    win?.addEventListener('single-spa:app-change', () => this.changed());
  }

  private stat(name: string): Stats {
    let s = this.stats.get(name);
    if (!s) {
      s = { loadMs: null, mountMs: null, lastError: null };
      this.stats.set(name, s);
    }
    return s;
  }

  private changed(): void {
    for (const l of [...this.listeners]) l();
  }

  /** SystemJS whose imports of a unit not yet in the page are timed (and their failures kept). */
  wrapSystem(system: SystemJS): SystemJS {
    this.system = system;
    const loaded = (id: string): boolean => {
      try {
        return system.get ? system.get(system.resolve(id)) != null : false;
      } catch {
        return false;
      }
    };
    const wrapped: SystemJS = {
      import: async <T>(id: string): Promise<T> => {
        const cached = loaded(id);
        const started = this.now();
        try {
          const module = await system.import<T>(id);
          if (!cached) {
            this.stat(id).loadMs = Math.round(this.now() - started);
            this.changed();
          }
          return module;
        } catch (e) {
          this.stat(id).lastError = messageOf(e);
          this.changed();
          throw e;
        }
      },
      resolve: (id) => system.resolve(id),
      delete: (url) => system.delete(url),
      has: (url) => system.has(url),
      entries: () => system.entries(),
    };
    if (system.get) wrapped.get = (url) => system.get?.(url);
    if (system.prepareImport) wrapped.prepareImport = (d) => system.prepareImport?.(d) ?? Promise.resolve();
    return wrapped;
  }

  /** The parcel mounter whose mounts are timed; the unit is the loader's host (`data-parcel`). */
  wrapMountParcel(mountParcel: MountParcel): MountParcel {
    return (config, props) => {
      const el = props.domElement as HTMLElement | undefined;
      const name = el?.parentElement?.getAttribute('data-parcel') ?? null;
      const started = this.now();
      const parcel = mountParcel(config, props);
      if (name) {
        parcel.mountPromise.then(
          () => {
            this.stat(name).mountMs = Math.round(this.now() - started);
            this.changed();
          },
          (e: unknown) => {
            this.stat(name).lastError = messageOf(e);
            this.changed();
          },
        );
      }
      return parcel;
    };
  }

  /**
   * The remote loader whose handles the inspector can unmount, remount and reload: each caller
   * gets a stable handle that follows whatever the inspector did to its region.
   */
  wrapMountRemote<O extends MountRemoteOptions>(mountRemote: MountRemote<O>): MountRemote<O> {
    this.base = mountRemote as MountRemote<MountRemoteOptions>;
    return (el, name, options) => {
      const slot: Slot = { el, name, options: options && { ...options }, inner: mountRemote(el, name, options) };
      let set = this.slots.get(name);
      if (!set) {
        set = new Set();
        this.slots.set(name, set);
      }
      set.add(slot);
      this.changed();
      const handle: RemoteHandle = {
        name,
        get settled() {
          return slot.inner?.settled ?? Promise.resolve();
        },
        status: () => slot.inner?.status() ?? MfStatus.NotExist,
        update: async (props) => {
          slot.options = { ...slot.options, props: { ...slot.options?.props, ...props } };
          await slot.inner?.update(props);
        },
        reload: () => slot.inner?.reload() ?? false,
        refresh: async () => {
          await slot.inner?.refresh();
        },
        unmount: async () => {
          this.slots.get(name)?.delete(slot);
          const inner = slot.inner;
          slot.inner = null;
          this.changed();
          await inner?.unmount();
        },
      };
      return handle;
    };
  }

  private integrityOf(url: string | null): string | null {
    if (!url) return null;
    const doc = this.deps.win?.document;
    if (!this.integrity) {
      this.integrity = new Map();
      for (const script of doc ? [...doc.querySelectorAll('script[type="systemjs-importmap"]')] : []) {
        try {
          const map = JSON.parse(script.textContent || '{}') as { integrity?: Record<string, string> };
          for (const [k, v] of Object.entries(map.integrity ?? {})) this.integrity.set(new URL(k, doc?.baseURI).href, v);
        } catch {
          // an override map being written, or not JSON: no integrity from it
        }
      }
    }
    return this.integrity.get(url) ?? null;
  }

  private overrideOf(name: string): string | null {
    const api = (this.deps.win as { importMapOverrides?: { getOverrideMap?: () => { imports?: Record<string, string> } } } | undefined)
      ?.importMapOverrides;
    try {
      return api?.getOverrideMap?.().imports?.[name] ?? null;
    } catch {
      return null;
    }
  }

  units(): InspectedUnit[] {
    const { registry, spa } = this.deps;
    const apps = new Set(spa.getAppNames());
    const entries = new Map(registry.list().map((e) => [e.name, e]));
    const names = new Set([...entries.keys(), ...apps, ...this.slots.keys()]);
    return [...names].sort().map((name) => {
      let url: string | null = null;
      try {
        url = this.system ? this.system.resolve(name) : null;
      } catch {
        url = null;
      }
      const entry = entries.get(name);
      const s = this.stats.get(name);
      const lastError = entry?.error ? messageOf(entry.error) : (s?.lastError ?? null);
      return {
        name,
        kind: apps.has(name) ? 'application' : 'parcel',
        appStatus: apps.has(name) ? spa.getAppStatus(name) : null,
        status: entry ? STATUS_NAMES[entry.status] : null,
        slots: [...(this.slots.get(name) ?? [])].filter((x) => x.inner).length,
        url,
        hash: hashOfUrl(url),
        integrity: this.integrityOf(url),
        override: this.overrideOf(name),
        loadMs: s?.loadMs ?? null,
        mountMs: s?.mountMs ?? null,
        lastError,
      };
    });
  }

  private regions(name: string): Slot[] {
    return [...(this.slots.get(name) ?? [])];
  }

  async unmount(name: string): Promise<void> {
    await Promise.all(
      this.regions(name).map(async (slot) => {
        const inner = slot.inner;
        slot.inner = null;
        await inner?.unmount();
      }),
    );
    this.changed();
  }

  async remount(name: string): Promise<void> {
    const base = this.base;
    if (!base) return;
    await Promise.all(
      this.regions(name).map(async (slot) => {
        const old = slot.inner;
        slot.inner = null;
        await old?.unmount();
        slot.inner = base(slot.el, name, slot.options);
        this.changed();
        await slot.inner.settled;
      }),
    );
    this.changed();
  }

  async reload(name: string): Promise<void> {
    const base = this.base;
    const regions = this.regions(name);
    // gone from SystemJS: the next import fetches the file again
    if (this.system) forgetModule(this.system, name);
    const stat = this.stat(name);
    stat.loadMs = null;
    stat.mountMs = null;
    this.changed();
    if (!base) return;
    await Promise.all(
      regions.map(async (slot) => {
        if (slot.inner) {
          await slot.inner.refresh();
        } else {
          slot.inner = base(slot.el, name, slot.options);
          await slot.inner.settled;
        }
      }),
    );
    this.changed();
  }

  /** What the inspector parcel gets as its `source` prop. */
  source(): InspectorSource {
    return {
      units: () => this.units(),
      subscribe: (listener) => {
        this.listeners.add(listener);
        return () => void this.listeners.delete(listener);
      },
      unmount: (name) => this.unmount(name),
      remount: (name) => this.remount(name),
      reload: (name) => this.reload(name),
    };
  }
}

/** What the root config calls (through SystemJS) before it builds its loader. */
export function createUnitTracker(deps: UnitTrackerDeps): UnitTracker {
  return new UnitTracker(deps);
}

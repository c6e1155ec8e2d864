// When the parcel inspector may load: always in development; in production only behind the
// same guard as the import-map-overrides panel, the `devtools` localStorage flag (the inline
// override guard has already dropped every override to a host off the allowlist, so whatever
// the page loads, the inspector included, comes from the site or an allowed host).
import type { EventBus } from '@site/bus';
import type { MfRegistry } from './mf-registry';
import type { MountParcel, MountRemote } from './remote-loader';
import type { SystemJS } from './systemjs';

export const INSPECTOR_UNIT = '@site/parcel-inspector';
export const DEVTOOLS_KEY = 'devtools';

export function inspectorAllowed(production: boolean, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (!production) return true;
  try {
    return !!storage?.getItem(DEVTOOLS_KEY);
  } catch {
    return false;
  }
}

/** The page's environment, from `<meta name="site-env">` (anything but development is production). */
export function isProductionPage(doc: Document): boolean {
  return doc.querySelector('meta[name="site-env"]')?.getAttribute('content') !== 'development';
}

/** What the shell hands the inspector's unit tracker (the same objects it works with). */
export interface InstrumentParts {
  registry: MfRegistry;
  bus: EventBus;
  spa: { getAppNames(): string[]; getAppStatus(name: string): string | null };
  win: Window;
}

/** The inspector's unit tracker, as the shell sees it: it wraps the shell's loading parts. */
export interface ShellInstrument {
  wrapSystem(system: SystemJS): SystemJS;
  wrapMountParcel(mountParcel: MountParcel): MountParcel;
  wrapMountRemote(mountRemote: MountRemote): MountRemote;
  /** The inspector panel's `source` prop. */
  source(): unknown;
}

/** The inspector unit's module, as far as the shell uses it besides its lifecycles. */
export interface InspectorModule {
  createUnitTracker(parts: InstrumentParts): ShellInstrument;
}

/**
 * Imports the inspector before the shell mounts anything, so its tracker sees every load and
 * mount; null (and a console warning) when it cannot be loaded: the page boots without it.
 */
export async function loadInspector(
  system: Pick<SystemJS, 'import'>,
  warn: (m: string, e: unknown) => void,
): Promise<InspectorModule | null> {
  try {
    const module = await system.import<Partial<InspectorModule>>(INSPECTOR_UNIT);
    return typeof module.createUnitTracker === 'function' ? (module as InspectorModule) : null;
  } catch (e) {
    warn(`${INSPECTOR_UNIT} could not be loaded; the page goes on without it`, e);
    return null;
  }
}

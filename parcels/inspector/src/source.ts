// What the inspector panel shows and drives: the unit tracker's `source()` (./unit-tracker.ts),
// which the root config hands the panel as its `source` prop.

export interface InspectedUnit {
  name: string;
  kind: 'application' | 'parcel';
  /** single-spa's status of an application (getAppStatus); null for a parcel. */
  appStatus: string | null;
  /** The shell's load state (NOT_EXIST, LOADING, READY, ERROR); null if never mounted. */
  status: string | null;
  /** How many page regions show it now. */
  slots: number;
  /** The URL its module resolves to (the import map, overrides included); null if not in the map. */
  url: string | null;
  /** The content hash in its file name. */
  hash: string | null;
  /** The SRI hash the import map gives its URL. */
  integrity: string | null;
  /** The URL of an active import-map override, else null. */
  override: string | null;
  /** Milliseconds its module took to fetch and run (last load that was not from SystemJS's registry). */
  loadMs: number | null;
  /** Milliseconds its last mount took. */
  mountMs: number | null;
  /** The last error its load or mount met (kept after it recovers). */
  lastError: string | null;
}

export interface InspectorSource {
  units(): InspectedUnit[];
  /** Calls the listener after any change a row could show; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Unmounts the unit from every region showing it (the regions stay, empty). */
  unmount(name: string): Promise<void>;
  /** Mounts the unit again in every region showing it. */
  remount(name: string): Promise<void>;
  /** Forgets its module in SystemJS, imports it again and remounts it everywhere. */
  reload(name: string): Promise<void>;
}

export type InspectorAction = 'unmount' | 'remount' | 'reload';

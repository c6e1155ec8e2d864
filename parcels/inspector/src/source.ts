// What the root config hands the inspector as its `source` prop (root-config/src/unit-tracker.ts
// declares the same shapes: units never import each other, they meet through props).

export interface InspectedUnit {
  name: string;
  kind: 'application' | 'parcel';
  /** single-spa's status of an application (getAppStatus); null for a parcel. */
  appStatus: string | null;
  /** The shell's load state (NOT_EXIST, LOADING, READY, ERROR); null if never mounted. */
  status: string | null;
  /** How many page regions show it now. */
  slots: number;
  url: string | null;
  hash: string | null;
  integrity: string | null;
  /** The URL of an active import-map override, else null. */
  override: string | null;
  loadMs: number | null;
  mountMs: number | null;
  lastError: string | null;
}

export interface InspectorSource {
  units(): InspectedUnit[];
  subscribe(listener: () => void): () => void;
  unmount(name: string): Promise<void>;
  remount(name: string): Promise<void>;
  reload(name: string): Promise<void>;
}

export type InspectorAction = 'unmount' | 'remount' | 'reload';

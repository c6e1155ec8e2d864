// The shapes of the root config's parts the unit tracker wraps (root-config/src/systemjs.ts,
// remote-loader.ts, mf-registry.ts). Units never import each other: the root config hands
// these over when it creates the tracker (root-config/src/inspector-guard.ts `ShellInstrument`),
// and TypeScript checks there that both sides agree.
import type { MfStatus } from '@site/bus';
import type { ParcelConfig, ParcelProps } from 'single-spa';

export interface SystemJS {
  import<T = unknown>(id: string): Promise<T>;
  resolve(id: string): string;
  delete(url: string): boolean;
  has(url: string): boolean;
  get?(url: string): unknown;
  entries(): Iterable<[string, unknown]>;
  prepareImport?(doProcessScripts?: boolean): Promise<void>;
}

export interface MountedParcel {
  mountPromise: Promise<unknown>;
  unmount(): Promise<unknown>;
  update?(props: ParcelProps & Record<string, unknown>): Promise<unknown>;
}

export type MountParcel = (config: ParcelConfig, props: ParcelProps & Record<string, unknown>) => MountedParcel;

/** The loader's options: the tracker only reads and extends `props`, the rest it passes on. */
export interface MountRemoteOptions {
  props?: Record<string, unknown>;
}

export interface RemoteHandle {
  readonly name: string;
  readonly settled: Promise<void>;
  status(): MfStatus;
  update(props: Record<string, unknown>): Promise<void>;
  reload(): boolean;
  refresh(): Promise<void>;
  unmount(): Promise<void>;
}

export type MountRemote<O extends MountRemoteOptions = MountRemoteOptions> = (el: HTMLElement, name: string, options?: O) => RemoteHandle;

export interface RegistryEntry {
  readonly name: string;
  status: MfStatus;
  error: unknown;
}

export interface Registry {
  get(name: string): RegistryEntry;
  list(): RegistryEntry[];
}

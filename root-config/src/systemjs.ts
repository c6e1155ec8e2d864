// The slice of SystemJS's API the shell uses.
export interface SystemJS {
  import<T = unknown>(id: string): Promise<T>;
  resolve(id: string): string;
  delete(url: string): boolean;
  has(url: string): boolean;
  /** The module's namespace once it has loaded and run; nothing while it is still loading. */
  get?(url: string): unknown;
  entries(): Iterable<[string, unknown]>;
  prepareImport?(doProcessScripts?: boolean): Promise<void>;
}

export function getSystem(): SystemJS {
  const system = (globalThis as { System?: SystemJS }).System;
  if (!system) throw new Error('SystemJS is not loaded');
  return system;
}

/** Forgets a module so the next import fetches it again (a retry after a failed load). */
export function forgetModule(system: SystemJS, name: string): void {
  try {
    system.delete(system.resolve(name));
  } catch {
    // Not resolvable or never loaded: nothing to forget.
  }
}

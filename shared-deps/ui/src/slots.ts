import { createContext, useContext } from 'react';
import type { MfStatus } from '@site/bus';

export interface SlotHandle {
  unmount(): Promise<void>;
}

/** A unit mounted by the root config's loader (skeleton, error block, retries, registry). */
export interface RemoteSlotHandle extends SlotHandle {
  /** Settles when the first attempt has ended, ready or failed (never rejects). */
  readonly settled: Promise<void>;
  status(): MfStatus;
  update(props: Record<string, unknown>): Promise<void>;
}

export interface SlotOptions {
  props?: Record<string, unknown>;
  /** A parcel the unit exports by name (the auth unit's `loginModal`), not the unit itself. */
  exportName?: string;
  /** A page region (default) or a component of another unit (spec 1 §4 counts them apart). */
  kind?: 'view' | 'component';
  /**
   * false: nothing is drawn while the unit loads. For a unit that takes no room in the page (the
   * loading bar, the notifications, the consent modal): a grey line there would push the page
   * down while it loads, then let it jump back (issue 21, layout shift).
   */
  placeholder?: boolean;
}

/**
 * The one way to put a unit into an element: the root config's loader. The shell passes it to
 * every unit it mounts as the `mountSlot` prop (layouts fill their slots with it; React
 * parcels find it through `useMountSlot()` or `<RemoteSlot>`).
 */
export type MountSlot = (el: HTMLElement, name: string, options?: SlotOptions) => RemoteSlotHandle;

export const SlotContext = createContext<MountSlot | null>(null);

/** The loader the shell gave this parcel; null outside the shell (a test without one). */
export function useMountSlot(): MountSlot | null {
  return useContext(SlotContext);
}

import type { MountRemote } from './remote-loader';

export interface SlotHandle {
  unmount(): Promise<void>;
}

/**
 * Mounts a parcel by its import-map name into an element of a layout (header, footer, the
 * loading bar) through the remote front-end loader: skeleton while loading, the error block
 * with a reload button on failure, automatic retries, and the unit's status in the registry.
 * Whatever goes wrong stays in that element; the rest of the page goes on.
 */
export function createSlotMounter(mountRemote: MountRemote) {
  return function mountSlot(el: HTMLElement, name: string, props: Record<string, unknown> = {}): SlotHandle {
    return mountRemote(el, name, { props, kind: 'view' });
  };
}

import type { MountSlot } from '@site/ui';
import type { MountRemote } from './remote-loader';
import { moduleSource } from './remote-source';
import type { SystemJS } from './systemjs';

/** A unit that takes no room draws nothing while it loads (SlotOptions.placeholder). */
const noPlaceholder = (el: HTMLElement): void => el.replaceChildren();

/**
 * Mounts a unit by its import-map name into an element (a layout's header, footer, the loading
 * bar, the login modal inside the header) through the remote front-end loader: skeleton while
 * loading, the error block with a reload button on failure, automatic retries, and the unit's
 * status in the registry. Whatever goes wrong stays in that element; the rest of the page goes
 * on. Every unit mounted this way gets this same function as its `mountSlot` prop.
 */
export function createSlotMounter(mountRemote: MountRemote, system: SystemJS): MountSlot {
  const mountSlot: MountSlot = (el, name, options = {}) => {
    const source = options.exportName === undefined ? undefined : moduleSource(system, name, options.exportName);
    const handle = mountRemote(el, name, {
      props: { ...options.props, mountSlot },
      kind: options.kind ?? 'view',
      ...(source && { source }),
      ...(options.placeholder === false && { skeleton: noPlaceholder }),
    });
    return handle;
  };
  return mountSlot;
}

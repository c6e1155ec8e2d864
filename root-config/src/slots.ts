import type { ParcelConfig, ParcelProps } from 'single-spa';
import { getI18n } from '@site/i18n';
import { renderErrorBlock, renderSkeleton } from '@site/ui';
import { forgetModule, type SystemJS } from './systemjs';

export interface SlotHandle {
  unmount(): Promise<void>;
}

interface MountedParcel {
  unmount(): Promise<unknown>;
  mountPromise: Promise<unknown>;
}

export type MountParcel = (config: ParcelConfig, props: ParcelProps & Record<string, unknown>) => MountedParcel;

/**
 * Mounts a parcel by its import-map name into an element. Whatever goes wrong while fetching,
 * evaluating or mounting it (404, network, syntax error, wrong SRI hash, a throwing mount),
 * the failure stays in this element: an error block with a reload button replaces it, and the
 * rest of the page goes on.
 */
export function createSlotMounter(system: SystemJS, mountParcel: MountParcel, log: Pick<Console, 'error'> = console) {
  return function mountSlot(el: HTMLElement, name: string, props: Record<string, unknown> = {}): SlotHandle {
    let parcel: MountedParcel | null = null;
    let closed = false;
    const host = document.createElement('div');
    host.setAttribute('data-parcel', name);
    el.replaceChildren(host);

    const load = async () => {
      renderSkeleton(host, 1);
      try {
        const config = await system.import<ParcelConfig>(name);
        if (closed) return;
        const target = document.createElement('div');
        host.replaceChildren(target);
        parcel = mountParcel(config, { domElement: target, ...props });
        await parcel.mountPromise;
      } catch (error) {
        log.error(`parcel "${name}" failed to load or mount`, error);
        parcel = null;
        if (closed) return;
        const t = getI18n().t.bind(getI18n());
        renderErrorBlock(host, {
          title: t('mf_error_title'),
          reloadLabel: t('mf_error_reload'),
          onReload: () => {
            forgetModule(system, name);
            void load();
          },
        });
      }
    };
    void load();
    return {
      async unmount() {
        closed = true;
        const p = parcel;
        parcel = null;
        if (p) await p.unmount().catch((e) => log.error(`parcel "${name}" failed to unmount`, e));
        host.remove();
      },
    };
  };
}

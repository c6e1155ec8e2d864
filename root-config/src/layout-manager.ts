import type { LayoutName, RouteFlags } from '@site/routes';
import type { MountSlot } from '@site/ui';
import type { MountRemote, RemoteHandle } from './remote-loader';

/** The import-map name of a layout parcel. */
export const layoutModule = (layout: LayoutName): string => `@site/parcel-layout-${layout}`;

/** Something shown in the layout's content slot that must move when the layout changes. */
export interface ContentView {
  /** The layout is about to go: take yourself out of its content slot. */
  suspend(): Promise<void>;
  /** The new layout is in place: mount into its content slot (null if it failed to load). */
  resume(content: HTMLElement | null): Promise<void>;
}

/**
 * Owns the one layout parcel of the page (spec 1 §2: the five layouts are parcels). A route
 * with another layout swaps the parcel; the same layout gets the route's flags (hideHeader,
 * hideFooter) through `update`. Swaps run one at a time, in order.
 */
export class LayoutManager {
  private current: { layout: LayoutName; handle: RemoteHandle } | null = null;
  private readonly views = new Set<ContentView>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly el: HTMLElement,
    private readonly mountRemote: MountRemote,
    private readonly mountSlot: MountSlot,
  ) {}

  get layout(): LayoutName | null {
    return this.current?.layout ?? null;
  }

  /** Settles when every swap asked for so far is done. */
  ready(): Promise<void> {
    return this.chain;
  }

  /** The content slot of the layout on the page, if it loaded. */
  content(): HTMLElement | null {
    return this.el.querySelector<HTMLElement>('[data-slot="content"]');
  }

  attach(view: ContentView): void {
    this.views.add(view);
  }

  detach(view: ContentView): void {
    this.views.delete(view);
  }

  show(layout: LayoutName, flags: RouteFlags): Promise<void> {
    this.chain = this.chain.then(() => this.apply(layout, flags)).catch(() => undefined);
    return this.chain;
  }

  async unmount(): Promise<void> {
    await this.chain;
    await this.current?.handle.unmount();
    this.current = null;
  }

  private async apply(layout: LayoutName, flags: RouteFlags): Promise<void> {
    const props = { flags: { hideHeader: flags.hideHeader, hideFooter: flags.hideFooter } };
    if (this.current?.layout === layout) {
      await this.current.handle.update(props);
      return;
    }
    const views = [...this.views];
    for (const view of views) await view.suspend();
    await this.current?.handle.unmount();
    const handle = this.mountRemote(this.el, layoutModule(layout), { props: { ...props, mountSlot: this.mountSlot } });
    this.current = { layout, handle };
    this.el.setAttribute('data-layout', layout);
    await handle.settled;
    for (const view of views) if (this.views.has(view)) await view.resume(this.content());
  }
}

// The headless layout (spec 1 §2, spec 2 §2): content and footer; the header is hidden.
// A plain-DOM parcel: it owns its slots; the root config's loader fills them.
export interface SlotHandle {
  unmount(): Promise<void>;
}
export interface LayoutFlags {
  hideHeader?: boolean;
  hideFooter?: boolean;
}
export interface LayoutProps {
  domElement: HTMLElement;
  name: string;
  /** Mounts a parcel by import-map name into an element, containing its failures. */
  mountSlot(el: HTMLElement, parcelName: string): SlotHandle;
  flags?: LayoutFlags;
}

interface Slot {
  el: HTMLElement;
  parcel: string;
  hiddenBy: keyof LayoutFlags | null;
  handle: SlotHandle | null;
}

export const CONTENT_ID = 'site-content';
const SLOTS: ReadonlyArray<{ tag: string; slot: string; parcel: string; hiddenBy: keyof LayoutFlags | null }> = [
  { tag: 'footer', slot: 'footer', parcel: '@site/parcel-footer', hiddenBy: 'hideFooter' },
];

const mounted = new WeakMap<HTMLElement, { root: HTMLElement; slots: Slot[]; props: LayoutProps }>();

// A hidden slot is not loaded until a route shows it: no request for what nobody sees.
function applyFlags(entry: { slots: Slot[]; props: LayoutProps }, flags: LayoutFlags = {}): void {
  for (const slot of entry.slots) {
    const hidden = slot.hiddenBy !== null && flags[slot.hiddenBy] === true;
    slot.el.hidden = hidden;
    if (!hidden && !slot.handle) slot.handle = entry.props.mountSlot(slot.el, slot.parcel);
  }
}

export async function bootstrap(): Promise<void> {}

export async function mount(props: LayoutProps): Promise<void> {
  const root = document.createElement('div');
  root.className = 'layout-headless';
  root.setAttribute('data-testid', 'layout-headless');
  const content = document.createElement('main');
  content.id = CONTENT_ID;
  content.setAttribute('data-slot', 'content');
  const slots: Slot[] = SLOTS.map((s) => {
    const el = document.createElement(s.tag);
    el.setAttribute('data-slot', s.slot);
    return { el, parcel: s.parcel, hiddenBy: s.hiddenBy, handle: null };
  });
  const header = slots.filter((s) => s.el.tagName === 'HEADER').map((s) => s.el);
  const footer = slots.filter((s) => s.el.tagName === 'FOOTER').map((s) => s.el);
  root.append(...header, content, ...footer);
  props.domElement.appendChild(root);
  const entry = { root, slots, props };
  mounted.set(props.domElement, entry);
  applyFlags(entry, props.flags);
}

export async function update(props: LayoutProps): Promise<void> {
  const entry = mounted.get(props.domElement);
  if (entry) applyFlags(entry, props.flags);
}

export async function unmount(props: LayoutProps): Promise<void> {
  const entry = mounted.get(props.domElement);
  if (!entry) return;
  await Promise.all(entry.slots.map((s) => s.handle?.unmount()));
  entry.root.remove();
  mounted.delete(props.domElement);
}

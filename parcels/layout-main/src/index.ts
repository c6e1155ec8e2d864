// The main layout (spec 1 §2, spec 2 §2 "default"): header, content, the right column with
// the coupon, footer; a route's flags hide the header (game pages) or the footer.
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
  { tag: 'header', slot: 'header', parcel: '@site/parcel-header', hiddenBy: 'hideHeader' },
  { tag: 'footer', slot: 'footer', parcel: '@site/parcel-footer', hiddenBy: 'hideFooter' },
  // The right column: the coupon (bet slip), on every page of the main layout.
  { tag: 'aside', slot: 'right', parcel: '@site/parcel-coupon', hiddenBy: null },
];
/** Width of the right column (the coupon); the content takes the rest. */
export const RIGHT_COLUMN_WIDTH = '320px';

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
  root.className = 'layout-main';
  root.setAttribute('data-testid', 'layout-main');
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
  const right = slots.filter((s) => s.el.tagName === 'ASIDE').map((s) => s.el);
  // Two columns between header and footer. Set here, not in the shell's stylesheet, so the
  // layout's shape ships with the layout.
  root.style.gridTemplateColumns = `minmax(0, 1fr) ${RIGHT_COLUMN_WIDTH}`;
  root.style.gridTemplateAreas = '"header header" "content right" "footer footer"';
  for (const el of header) el.style.gridArea = 'header';
  for (const el of footer) el.style.gridArea = 'footer';
  for (const el of right) el.style.gridArea = 'right';
  content.style.gridArea = 'content';
  root.append(...header, content, ...right, ...footer);
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

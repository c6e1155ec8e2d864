// The main layout (spec 1 §2): header, content, footer. A parcel in plain DOM: it owns the
// slots; the root config's slot loader fills header and footer, single-spa fills content.
export interface SlotHandle {
  unmount(): Promise<void>;
}
export interface LayoutProps {
  domElement: HTMLElement;
  name: string;
  /** Mounts a parcel by import-map name into an element, containing its failures. */
  mountSlot(el: HTMLElement, parcelName: string): SlotHandle;
}

export const CONTENT_ID = 'site-content';

const mounted = new WeakMap<HTMLElement, { root: HTMLElement; slots: SlotHandle[] }>();

export async function bootstrap(): Promise<void> {}

export async function mount(props: LayoutProps): Promise<void> {
  const root = document.createElement('div');
  root.className = 'layout-main';
  root.setAttribute('data-testid', 'layout-main');
  const header = document.createElement('header');
  header.setAttribute('data-slot', 'header');
  const content = document.createElement('main');
  content.id = CONTENT_ID;
  content.setAttribute('data-slot', 'content');
  const footer = document.createElement('footer');
  footer.setAttribute('data-slot', 'footer');
  root.append(header, content, footer);
  props.domElement.appendChild(root);
  const slots = [props.mountSlot(header, '@site/parcel-header'), props.mountSlot(footer, '@site/parcel-footer')];
  mounted.set(props.domElement, { root, slots });
}

export async function unmount(props: LayoutProps): Promise<void> {
  const entry = mounted.get(props.domElement);
  if (!entry) return;
  await Promise.all(entry.slots.map((s) => s.unmount()));
  entry.root.remove();
  mounted.delete(props.domElement);
}

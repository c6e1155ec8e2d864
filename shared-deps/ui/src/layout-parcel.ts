// The five layouts (spec 1 §2, spec 2 §2) are parcels that differ only in their slots; this is
// the one implementation. Plain DOM: a layout owns its slots, the root config's loader fills them.
import { getI18n } from '@site/i18n';
import type { i18n as I18n } from 'i18next';
import type { SlotHandle } from './slots';

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
  /** The company name shown in a brand bar. */
  brand?: string;
}

export interface SlotSpec {
  /** Where the slot sits: header above the content, right beside it, footer below. */
  area: 'header' | 'right' | 'footer';
  parcel: string;
  /** The route flag that hides this slot, if any. */
  hiddenBy: keyof LayoutFlags | null;
  /**
   * Loaded only once the page's first routing is done (its application mounted), when the
   * layout mounts while the shell boots: kept off the boot path (issue 21). Later layouts load
   * it at once.
   */
  afterFirstPage?: boolean;
}

export interface LayoutSpec {
  /** e.g. 'layout-main': the class and the test id of the layout's root. */
  name: string;
  slots: readonly SlotSpec[];
  /** A brand bar made by the layout itself, for pages that must show without any other unit. */
  brandBar?: boolean;
  /** Width of a right column, when there is one; the content takes the rest. */
  rightColumnWidth?: string;
}

export const CONTENT_ID = 'site-content';
/** The right column's id: the second skip link's target. */
export const SLIP_ID = 'site-slip';

const TAGS = { header: 'header', right: 'aside', footer: 'footer' } as const;

interface Slot {
  el: HTMLElement;
  spec: SlotSpec;
  handle: SlotHandle | null;
}
interface Mounted {
  root: HTMLElement;
  slots: Slot[];
  props: LayoutProps;
  style: HTMLStyleElement | null;
  /** Stops renaming the skip links on language changes. */
  stopNaming: () => void;
  /** Set while slots wait for the first page: removes the wait. */
  stopWaiting: (() => void) | null;
  /** The first page was routed since this layout mounted (or it mounted after the boot). */
  firstPageDone: boolean;
}

/** The shell marks its boot on the page's root element (root-config/src/boot.ts) until the first page is routed. */
const booting = (): boolean => document.documentElement.dataset.siteLoading === 'true';
const FIRST_PAGE_DONE = 'single-spa:routing-event';

/** Where the site's desktop layout starts; below it the page may hand over to the mobile site. */
export const DESKTOP_MIN_WIDTH_PX = 1024;

/**
 * The right column (the bet slip) stays in view while the page scrolls, with its own scroll
 * when it is taller than the window. Desktop widths only: a narrower window's content may be
 * wider than its column, and a positioned column would then cover it. The style is added to the
 * document's head on mount and removed on unmount.
 */
function rightColumnStyle(layoutName: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent =
    `@media (min-width: ${DESKTOP_MIN_WIDTH_PX}px) { .${layoutName} > [data-slot="right"] ` +
    '{ position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; } }';
  return style;
}

/**
 * The skip links (WCAG 2.4.1), first in the tab order and shown only while focused: to the
 * content and, when the layout has one, to the right column (the bet slip). They move the focus
 * themselves: the shell's link interceptor would take a plain `#id` link for a navigation.
 */
function skipLinks(targets: ReadonlyArray<[HTMLElement, string]>, i18n: I18n): { links: HTMLElement[]; stop(): void } {
  const links = targets.map(([target, word]) => {
    const a = document.createElement('a');
    a.className = 'site-skip-link';
    a.href = `#${target.id}`;
    a.dataset.word = word;
    a.addEventListener('click', (event) => {
      event.preventDefault();
      target.focus();
      target.scrollIntoView({ block: 'start' });
    });
    return a;
  });
  const name = () => {
    for (const a of links) a.textContent = i18n.t(`common:${a.dataset.word}`);
  };
  name();
  i18n.on('languageChanged', name);
  return { links, stop: () => i18n.off('languageChanged', name) };
}

export function createLayoutParcel(spec: LayoutSpec) {
  const mounted = new WeakMap<HTMLElement, Mounted>();

  // A hidden slot is not loaded until a route shows it: no request for what nobody sees.
  function applyFlags(entry: Mounted, flags: LayoutFlags = {}): void {
    for (const slot of entry.slots) {
      const hidden = slot.spec.hiddenBy !== null && flags[slot.spec.hiddenBy] === true;
      slot.el.hidden = hidden;
      if (hidden || slot.handle) continue;
      if (slot.spec.afterFirstPage && !entry.firstPageDone) waitForFirstPage(entry);
      else slot.handle = entry.props.mountSlot(slot.el, slot.spec.parcel);
    }
  }

  function waitForFirstPage(entry: Mounted): void {
    if (entry.stopWaiting) return;
    const done = () => {
      entry.stopWaiting?.();
      entry.firstPageDone = true;
      applyFlags(entry, entry.props.flags);
    };
    window.addEventListener(FIRST_PAGE_DONE, done);
    entry.stopWaiting = () => {
      window.removeEventListener(FIRST_PAGE_DONE, done);
      entry.stopWaiting = null;
    };
  }

  return {
    async bootstrap(): Promise<void> {},

    async mount(props: LayoutProps): Promise<void> {
      const root = document.createElement('div');
      root.className = spec.name;
      root.setAttribute('data-testid', spec.name);
      const content = document.createElement('main');
      content.id = CONTENT_ID;
      content.setAttribute('data-slot', 'content');
      // Focusable from a skip link only, not by Tab.
      content.tabIndex = -1;
      const slots: Slot[] = spec.slots.map((s) => {
        const el = document.createElement(TAGS[s.area]);
        el.setAttribute('data-slot', s.area);
        return { el, spec: s, handle: null };
      });
      const inArea = (area: SlotSpec['area']) => slots.filter((s) => s.spec.area === area).map((s) => s.el);
      const header = inArea('header');
      if (spec.brandBar) {
        const brand = document.createElement('header');
        brand.className = 'layout-brand-bar';
        brand.setAttribute('data-testid', 'brand-bar');
        brand.textContent = props.brand ?? 'Demo Bet';
        header.unshift(brand);
      }
      const right = inArea('right');
      for (const el of right.slice(0, 1)) {
        el.id = SLIP_ID;
        el.tabIndex = -1;
      }
      const skip = skipLinks(
        [[content, 'skip_to_content'] as [HTMLElement, string], ...right.slice(0, 1).map((el) => [el, 'skip_to_slip'] as [HTMLElement, string])],
        getI18n(),
      );
      // Set here, not in the shell's stylesheet, so the layout's shape ships with the layout.
      if (right.length > 0) {
        root.style.gridTemplateColumns = `minmax(0, 1fr) ${spec.rightColumnWidth ?? '320px'}`;
        root.style.gridTemplateAreas = '"header header" "content right" "footer footer"';
        content.style.gridArea = 'content';
        for (const s of slots) s.el.style.gridArea = s.spec.area;
        for (const el of header) el.style.gridArea = 'header';
      }
      root.append(...skip.links, ...header, content, ...right, ...inArea('footer'));
      const style = right.length > 0 ? document.head.appendChild(rightColumnStyle(spec.name)) : null;
      props.domElement.appendChild(root);
      const entry: Mounted = { root, slots, props, style, stopNaming: skip.stop, stopWaiting: null, firstPageDone: !booting() };
      mounted.set(props.domElement, entry);
      applyFlags(entry, props.flags);
    },

    async update(props: LayoutProps): Promise<void> {
      const entry = mounted.get(props.domElement);
      if (!entry) return;
      entry.props = props;
      applyFlags(entry, props.flags);
    },

    async unmount(props: LayoutProps): Promise<void> {
      const entry = mounted.get(props.domElement);
      if (!entry) return;
      entry.stopWaiting?.();
      entry.stopNaming();
      await Promise.all(entry.slots.map((s) => s.handle?.unmount()));
      entry.root.remove();
      entry.style?.remove();
      mounted.delete(props.domElement);
    },
  };
}

/** A parcel's own stylesheet: CSS text whose every selector starts with the parcel's scope. */
export interface ParcelStyles {
  /** Unique per parcel, e.g. `coupon`: the `<style data-parcel-styles="coupon">` element. */
  id: string;
  css: string;
  /** The root selectors every rule starts with (a parcel with several roots: page, modal); `.<id>` when absent. */
  scopes?: readonly string[];
}

const mounted = new Map<string, { count: number; el: HTMLStyleElement }>();

/**
 * Adds the parcel's stylesheet to the page while at least one instance of it is mounted, and
 * removes it when the last one unmounts: a parcel's look travels with the parcel (it is
 * deployed on its own) and leaves nothing behind. Returns the release function.
 */
export function attachParcelStyles(styles: ParcelStyles, doc: Document = document): () => void {
  let entry = mounted.get(styles.id);
  if (!entry) {
    const el = doc.createElement('style');
    el.dataset.parcelStyles = styles.id;
    el.textContent = styles.css;
    doc.head.appendChild(el);
    entry = { count: 0, el };
    mounted.set(styles.id, entry);
  }
  entry.count += 1;
  const held = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.count -= 1;
    if (held.count > 0) return;
    held.el.remove();
    if (mounted.get(styles.id) === held) mounted.delete(styles.id);
  };
}

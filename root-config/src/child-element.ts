/** The element with this id (anywhere in the document), else a new div with it at the end of `parent`. */
export function ensureChild(parent: HTMLElement, id: string): HTMLElement {
  const doc = parent.ownerDocument;
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const el = doc.createElement('div');
  el.id = id;
  parent.appendChild(el);
  return el;
}

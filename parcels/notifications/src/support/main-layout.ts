import { useSyncExternalStore } from 'react';

/** The layout the shell shows, as the layout manager marks it (`data-layout` on the layout slot). */
function currentLayout(): string | null {
  return typeof document === 'undefined' ? null : (document.querySelector('[data-layout]')?.getAttribute('data-layout') ?? null);
}

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-layout'] });
  return () => observer.disconnect();
}

/** True while the main layout is on the page: this parcel shows on every layout, the support button only there. */
export function useMainLayout(): boolean {
  return useSyncExternalStore(subscribe, currentLayout, () => null) === 'main';
}

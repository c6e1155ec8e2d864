// Spec 2 global state appTheme, appFontSize and the compact view flag on the page: the settings
// store's values as <html> attributes (data-theme, data-font-size, data-compact) whenever they
// change, and kept for the next visit's first paint when functionality cookies are agreed
// (the inline pre-paint script reads them, @site/ui theme/display.ts).
import { autorun } from 'mobx';
import { ConsentChanged } from '@site/bus';
import type { RootStore } from '@site/stores';
import { applyDisplay, DISPLAY_STORAGE_KEY } from '@site/ui';

export function startDisplay(store: RootStore, el: HTMLElement = document.documentElement): () => void {
  const keep = () => {
    const { appTheme, appFontSize, compactView } = store.settings.display;
    try {
      store.consent.storageFor('functionality')?.setItem(DISPLAY_STORAGE_KEY, JSON.stringify({ appTheme, appFontSize, compactView }));
    } catch {
      // a full or refused storage: the next visit paints the defaults first
    }
  };
  const stop = autorun(() => {
    applyDisplay(el, store.settings.display);
    keep();
  });
  const consent = store.bus.subscribe(ConsentChanged, keep);
  return () => {
    stop();
    consent.unsubscribe();
  };
}

// The player's display settings (spec 2 global state appTheme, appFontSize, compact view) as
// attributes of <html>, which the stylesheet's tokens follow (theme-css.ts). The root config
// applies them from the settings store; the inline pre-paint script applies the last ones kept
// (functionality consent) before the first paint.
import { DEFAULT_FONT_SIZE, FONT_SIZE_RANGE } from './tokens';

/** Where the last display settings are kept for the next visit's first paint (localStorage, functionality consent). */
export const DISPLAY_STORAGE_KEY = 'display';

export interface DisplayAttributes {
  appTheme: number;
  appFontSize: number;
  compactView: boolean;
}

/**
 * Puts the settings on the element: `data-theme` light|dark, `data-font-size` (a size of the
 * range, else the default), `data-compact` present or absent. Anything unreadable is the
 * default. Self-contained: its source is also the pre-paint script.
 */
export function displayAttributes(el: HTMLElement, d: unknown, min: number, max: number, def: number): void {
  const s = typeof d === 'object' && d !== null ? (d as Record<string, unknown>) : {};
  el.setAttribute('data-theme', s.appTheme === 1 ? 'dark' : 'light');
  const size = s.appFontSize;
  el.setAttribute('data-font-size', String(typeof size === 'number' && size % 1 === 0 && size >= min && size <= max ? size : def));
  if (s.compactView === true) el.setAttribute('data-compact', '');
  else el.removeAttribute('data-compact');
}

/** The settings on an element with the player's range of font sizes. */
export function applyDisplay(el: HTMLElement, d: unknown): void {
  displayAttributes(el, d, FONT_SIZE_RANGE.min, FONT_SIZE_RANGE.max, DEFAULT_FONT_SIZE);
}

/** The inline script that applies the kept settings before the first paint (a storage that throws or holds junk: defaults). */
export function prePaintDisplayScript(): string {
  return (
    `(function(){try{(${displayAttributes.toString()})(document.documentElement,` +
    `JSON.parse(localStorage.getItem(${JSON.stringify(DISPLAY_STORAGE_KEY)})||'null'),${FONT_SIZE_RANGE.min},${FONT_SIZE_RANGE.max},${DEFAULT_FONT_SIZE})}catch(e){}})();`
  );
}

// The shell's stylesheet from the tokens: the custom properties of both themes, the font sizes
// and the compact view, base element styles and the kit's controls. The build inlines it in
// the page's head (scripts/build/html.mjs), so the page is styled before any unit loads.
import {
  COLOR_TOKENS,
  COMPACT_SPACE_PX,
  CONTROL_HEIGHT_PX,
  DEFAULT_FONT_SIZE,
  FONT_FAMILY,
  FONT_SIZE_RANGE,
  FONT_STEPS,
  PALETTES,
  RADIUS_PX,
  SHADOWS,
  SPACE_PX,
  type ThemeName,
} from './tokens';
import { CONTROLS_CSS } from './controls-css';

const decls = (entries: Array<[string, string]>) => entries.map(([k, v]) => `--site-${k}: ${v};`).join(' ');

const colors = (theme: ThemeName) => decls(COLOR_TOKENS.map((t) => [t, PALETTES[theme][t]]));
const spaces = (steps: readonly number[]) => decls(steps.map((px, i) => [`space-${i + 1}`, `${px}px`]));
const fonts = (size: number) =>
  decls(Object.entries(FONT_STEPS).map(([step, px]) => [`font-${step}`, `${Math.round((px * size) / DEFAULT_FONT_SIZE)}px`]));
const shadows = (theme: ThemeName) => decls(SHADOWS[theme].map((s, i) => [`shadow-${i + 1}`, s]));

/** The player's font size (`appFontSize`) as `data-font-size` on <html>: every step of the scale follows. */
function fontSizeRules(): string {
  const rules: string[] = [];
  for (let size: number = FONT_SIZE_RANGE.min; size <= FONT_SIZE_RANGE.max; size += 1) {
    if (size !== DEFAULT_FONT_SIZE) rules.push(`:root[data-font-size="${size}"] { ${fonts(size)} }`);
  }
  return rules.join('\n');
}

/** The token declarations: light by default, dark with `data-theme="dark"`, denser with `data-compact`. */
export function tokensCss(): string {
  return [
    `:root { ${colors('light')} ${spaces(SPACE_PX)} ${decls(RADIUS_PX.map((px, i) => [`radius-${i + 1}`, `${px}px`]))} ${fonts(DEFAULT_FONT_SIZE)} ${shadows('light')} ${decls(
      Object.entries(CONTROL_HEIGHT_PX).map(([k, px]) => [`control-${k}`, `${px}px`]),
    )} --site-font-family: ${FONT_FAMILY}; color-scheme: light; }`,
    `:root[data-theme="dark"] { ${colors('dark')} ${shadows('dark')} color-scheme: dark; }`,
    fontSizeRules(),
    `:root[data-compact] { ${spaces(COMPACT_SPACE_PX)} --site-control-md: ${CONTROL_HEIGHT_PX.sm}px; --site-control-lg: ${CONTROL_HEIGHT_PX.md}px; }`,
  ].join('\n');
}

/** Base element styles: the page, links, headings, tables, focus rings. */
const BASE_CSS = `
html { scroll-padding-bottom: 80px; }
html, body { margin: 0; font-family: var(--site-font-family); font-size: var(--site-font-md); line-height: 1.45; background: var(--site-bg); color: var(--site-text); }
*, *::before, *::after { box-sizing: border-box; }
:where(a) { color: var(--site-accent); text-underline-offset: 2px; }
:where(a:hover) { text-decoration-thickness: 2px; }
:where(h1) { font-size: var(--site-font-2xl); line-height: 1.2; margin: 0 0 var(--site-space-4); }
:where(h2) { font-size: var(--site-font-xl); line-height: 1.25; margin: var(--site-space-4) 0 var(--site-space-3); }
:where(h3) { font-size: var(--site-font-lg); margin: var(--site-space-3) 0 var(--site-space-2); }
:where(table) { border-collapse: collapse; }
:where(th, td) { padding: var(--site-space-2) var(--site-space-3); text-align: left; border-bottom: 1px solid var(--site-border); }
:where(th) { font-size: var(--site-font-sm); color: var(--site-text-muted); font-weight: 600; }
:where(fieldset) { border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-3) var(--site-space-4); margin: 0 0 var(--site-space-4); background: var(--site-surface); }
:where(legend) { font-weight: 600; padding: 0 var(--site-space-1); }
:focus-visible { outline: 2px solid var(--site-focus); outline-offset: 2px; }
.site-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
/* A row of links as pills (a page's sections, filters), the current one (aria-current) filled; and a card, the surface a page's blocks sit on. */
.site-pills { display: flex; flex-wrap: wrap; gap: var(--site-space-2); margin: 0 0 var(--site-space-3); }
/* :any-link lifts the pills above a parcel's plain link colour rule */
.site-pills > a:any-link { padding: var(--site-space-1) var(--site-space-3); border-radius: var(--site-radius-3); background: var(--site-surface); border: 1px solid var(--site-border);
  color: var(--site-text); text-decoration: none; font-size: var(--site-font-sm); }
.site-pills > a[aria-current]:any-link { background: var(--site-brand); border-color: var(--site-brand); color: var(--site-brand-text); }
.site-card { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-4); margin: 0 0 var(--site-space-3); }
/* A closed price: a drawn padlock at the box's right (the emoji is a box where the system has no emoji font); the box says "locked" in an aria-label. */
.site-lock { position: relative; display: inline-block; min-width: 12px; min-height: 14px; }
.site-lock::before { content: ''; position: absolute; right: 3px; top: calc(50% - 7px); width: 6px; height: 5px; border: 2px solid currentColor; border-bottom: 0; border-radius: 4px 4px 0 0; }
.site-lock::after { content: ''; position: absolute; right: 1px; top: calc(50% - 1px); width: 12px; height: 8px; background: currentColor; border-radius: 2px; }
.site-loading-bar { position: fixed; top: 0; left: 0; height: 3px; background: var(--site-accent); transition: width 0.2s linear, opacity 0.3s; z-index: 10; }
.site-mf-error { border: 1px solid var(--site-danger); background: var(--site-surface); color: var(--site-text); padding: var(--site-space-3); border-radius: var(--site-radius-2); }
/* flow-root: the lines' margins stay inside the placeholder, never collapse through it and push the page (the body moved 6px when a layout's placeholder showed: issue 21's CLS) */
.site-skeleton { display: flow-root; }
.site-skeleton span { display: block; height: 14px; margin: 6px 0; background: var(--site-surface-2); border-radius: var(--site-radius-1); }
.registration-widget { background: var(--site-surface); border-radius: var(--site-radius-2); padding: var(--site-space-4); max-width: 360px; } /* the home page's, until it moves to its parcel's stylesheet */
.site-ssr { padding: var(--site-space-5); max-width: 1366px; margin: 0 auto; }
.site-ssr h1 { font-size: var(--site-font-2xl); }
`;

/** The layouts' grid (createLayoutParcel): header, content and the right column, footer; 1024 to 2560 px wide. */
const LAYOUT_CSS = `
:is(.layout-main, .layout-headless, .layout-blocked, .layout-maintenance, .layout-empty) { min-height: 100vh; display: grid; grid-template-rows: auto 1fr auto; grid-template-columns: minmax(0, 1fr); }
:is(.layout-main, .layout-headless, .layout-blocked, .layout-maintenance) > header { background: var(--site-brand); color: var(--site-brand-text); min-height: 56px; }
:is(.layout-main, .layout-headless, .layout-blocked, .layout-maintenance, .layout-empty) > main { padding: var(--site-space-5); width: 100%; max-width: 1680px; margin: 0 auto; min-width: 0; }
/* The content takes at least the window, so the footer starts below the fold: the footer and the page's data arriving never move what is in view (CLS, issue 22). */
:is(.layout-main, .layout-headless, .layout-blocked) > main { min-height: 100vh; }
:is(.layout-main, .layout-headless, .layout-blocked) > footer { background: var(--site-surface); border-top: 1px solid var(--site-border); min-height: 80px; min-width: 0; }
.layout-main > aside[data-slot="right"] { min-width: 0; background: var(--site-surface-2); border-left: 1px solid var(--site-border); }
.site-skip-link { position: absolute; left: var(--site-space-3); top: var(--site-space-2); z-index: 30; transform: translateY(-200%); padding: var(--site-space-2) var(--site-space-4); background: var(--site-surface); color: var(--site-accent); border-radius: var(--site-radius-1); box-shadow: var(--site-shadow-2); }
.site-skip-link:focus { transform: none; }
:is(.layout-main, .layout-headless, .layout-blocked, .layout-maintenance, .layout-empty) > :is(main, aside):focus:not(:focus-visible) { outline: none; }
.layout-brand-bar { display: flex; align-items: center; padding: var(--site-space-3) var(--site-space-5); font-size: var(--site-font-xl); font-weight: 700; }
`;

/** Everything the shell's <style> holds. */
export function themeCss(): string {
  return [tokensCss(), BASE_CSS.trim(), LAYOUT_CSS.trim(), CONTROLS_CSS.trim()].join('\n');
}

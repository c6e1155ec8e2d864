import type { ParcelStyles } from '@site/ui';

// The casino's own stylesheet, on the design tokens: on the page while the casino is mounted
// (createReactParcel's `styles`), every rule under its root `.casino-root`. The game board keeps
// the brand's dark surface in both themes; cells are shades of it (color-mix), wins the success
// colour, picks the warning one.
const css = `
.casino-root .casino-app { display: grid; gap: var(--site-space-4); }
.casino-root .casino-head { display: flex; gap: var(--site-space-3); align-items: center; justify-content: space-between; }
.casino-root .casino-head h1 { font-size: var(--site-font-2xl); margin: 0; }
.casino-root .casino-nav { display: flex; flex-wrap: wrap; gap: var(--site-space-2) var(--site-space-3); font-size: var(--site-font-md); }
.casino-root .casino-nav a { color: var(--site-text); text-decoration: none; padding: var(--site-space-1) var(--site-space-3); border-radius: 999px; background: var(--site-surface-2); border: 1px solid var(--site-border); min-height: 24px; display: inline-flex; align-items: center; }
.casino-root .casino-nav a[aria-current="page"] { background: var(--site-brand); color: var(--site-brand-text); border-color: var(--site-brand); }
.casino-root .casino-grid__row { display: grid; gap: var(--site-space-3); }
.casino-root .casino-tile { display: flex; flex-direction: column; background: var(--site-surface); color: var(--site-text); border-radius: var(--site-radius-2); box-shadow: var(--site-shadow-1); overflow: hidden; height: 100%; position: relative; }
.casino-root .casino-tile a { color: inherit; text-decoration: none; }
/* The picture keeps its box before it loads: no layout shift. */
.casino-root .casino-tile__art { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; background: var(--site-surface-2); object-fit: cover; }
.casino-root .casino-tile__name { font-size: var(--site-font-sm); font-weight: 600; padding: var(--site-space-1) var(--site-space-2) 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.casino-root .casino-tile__provider { font-size: var(--site-font-xs); color: var(--site-text-muted); padding: 0 var(--site-space-2) var(--site-space-1); }
.casino-root .casino-tile__fav { position: absolute; top: var(--site-space-1); right: var(--site-space-1); border: 0; border-radius: 50%; width: 28px; height: 28px; background: color-mix(in srgb, var(--site-surface) 85%, transparent); color: var(--site-text); cursor: pointer; }
.casino-root .casino-tile--empty { background: var(--site-surface-2); }
.casino-root .casino-demo-label { font-size: var(--site-font-xs); color: var(--site-text-muted); }
.casino-root .casino-search input { width: 100%; max-width: 420px; font: inherit; padding: var(--site-space-2) var(--site-space-3); border: 1px solid var(--site-border); border-radius: var(--site-radius-1); background: var(--site-surface); color: var(--site-text); }
.casino-root .casino-game { display: grid; gap: var(--site-space-4); grid-template-columns: minmax(0, 1fr) 320px; }
.casino-root .casino-game__board { background: var(--site-brand); color: var(--site-brand-text); border-radius: var(--site-radius-2); padding: var(--site-space-4); }
.casino-root .casino-game__side { display: grid; gap: var(--site-space-3); align-content: start; }
.casino-root .casino-panel { background: var(--site-surface); color: var(--site-text); border-radius: var(--site-radius-2); box-shadow: var(--site-shadow-1); padding: var(--site-space-3); }
.casino-root .slot-reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
.casino-root .slot-cell { aspect-ratio: 1; display: flex; align-items: center; justify-content: center; background: color-mix(in srgb, var(--site-brand) 75%, white); border-radius: var(--site-radius-1); font-size: var(--site-font-2xl); }
.casino-root .slot-cell--win { background: var(--site-success); }
.casino-root .keno-grid { display: grid; grid-template-columns: repeat(10, 1fr); gap: var(--site-space-1); }
.casino-root .keno-cell { font: inherit; min-height: 28px; padding: 6px 0; border: 0; border-radius: var(--site-radius-1); background: color-mix(in srgb, var(--site-brand) 75%, white); color: var(--site-brand-text); cursor: pointer; }
.casino-root .keno-cell--picked { background: var(--site-warning); color: var(--site-brand-text); }
.casino-root .keno-cell--drawn { outline: 2px solid var(--site-focus); }
.casino-root .keno-cell--hit { background: var(--site-success); }
.casino-root .casino-stake input { width: 120px; font: inherit; padding: var(--site-space-1) var(--site-space-2); }
.casino-root .casino-table { width: 100%; border-collapse: collapse; font-size: var(--site-font-sm); }
.casino-root .casino-table td, .casino-root .casino-table th { text-align: left; padding: var(--site-space-1) 6px; border-top: 1px solid var(--site-surface-2); }
.casino-root .casino-mono { font-family: ui-monospace, monospace; font-size: var(--site-font-xs); word-break: break-all; }
`;

export const casinoStyles: ParcelStyles = { id: 'casino', css, scopes: ['.casino-root'] };

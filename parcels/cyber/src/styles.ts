import type { ParcelStyles } from '@site/ui';

// The cyber app's own styles (esports, virtual sports, streams), on the page while it is mounted;
// every selector under the app's root class, every colour, space, radius and size a design token.
const css = `
.cyber { color: var(--site-text); font-size: var(--site-font-md); }
.cyber h1 { font-size: var(--site-font-xl); margin: 0 0 var(--site-space-3); }
.cyber h2 { font-size: var(--site-font-lg); margin: var(--site-space-4) 0 var(--site-space-2); }
.cyber h3 { font-size: var(--site-font-md); margin: 0 0 var(--site-space-2); }
.cyber .cyber__demo { color: var(--site-text-muted); font-size: var(--site-font-sm); margin: 0 0 var(--site-space-3); }
.cyber .site-card > h2:first-child { margin-top: 0; }
.cyber .cyber__list { list-style: none; margin: 0; padding: 0; }
.cyber .cyber__list > li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--site-space-2) var(--site-space-3); padding: var(--site-space-2) 0; border-top: 1px solid var(--site-border); }
.cyber .cyber__list > li:first-child { border-top: 0; }
.cyber .cyber__list small { color: var(--site-text-muted); }
.cyber .cyber__list > li > a:first-child { color: var(--site-text); font-weight: 600; text-decoration: none; min-width: 200px; }
.cyber .cyber__list > li > a:first-child:hover { text-decoration: underline; }
.cyber .cyber__score { color: var(--site-danger); }
.cyber .cyber__stream { color: var(--site-text-muted); font-size: var(--site-font-sm); }
.cyber .cyber__markets { display: flex; flex-wrap: wrap; gap: var(--site-space-1); }
.cyber .odd { display: inline-flex; align-items: center; gap: var(--site-space-2); min-height: 28px; padding: var(--site-space-1) var(--site-space-2); border: 1px solid var(--site-border);
  border-radius: var(--site-radius-1); background: var(--site-surface); color: var(--site-text); font: inherit; font-size: var(--site-font-sm); cursor: pointer; }
.cyber .odd__name { color: var(--site-text-muted); }
.cyber .odd__coef { font-weight: 700; font-variant-numeric: tabular-nums; }
.cyber .odd--selected { background: var(--site-brand); border-color: var(--site-brand); color: var(--site-brand-text); }
.cyber .odd--selected .odd__name { color: var(--site-brand-text); }
.cyber .odd:disabled { cursor: not-allowed; opacity: 0.6; }
`;

export const cyberStyles: ParcelStyles = { id: 'cyber', css };

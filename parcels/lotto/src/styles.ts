import type { ParcelStyles } from '@site/ui';

// The draw games' own styles (lotto and toto), on the page while the parcel is mounted; every
// selector under the app's root class, every colour, space, radius and size a design token.
const css = `
.lotto { color: var(--site-text); font-size: var(--site-font-md); }
.lotto h1 { font-size: var(--site-font-xl); margin: 0 0 var(--site-space-3); }
.lotto h2 { font-size: var(--site-font-lg); margin: var(--site-space-4) 0 var(--site-space-2); }
.lotto__demo { color: var(--site-text-muted); font-size: var(--site-font-sm); margin: 0 0 var(--site-space-4); }
.lotto .site-card > h2:first-child { margin-top: 0; }
.lotto .lotto-games { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: var(--site-space-3); }
.lotto .lotto-games .site-card { margin: 0; display: flex; flex-direction: column; gap: var(--site-space-2); }
.lotto .lotto-games h2 { margin: 0; }
.lotto .site-card p { margin: 0 0 var(--site-space-1); }
.lotto .site-card .site-btn { align-self: flex-start; margin-top: var(--site-space-2); text-decoration: none; }
.lotto .lotto-meta { color: var(--site-text-muted); font-size: var(--site-font-sm); }
.lotto .lotto-meta code { overflow-wrap: anywhere; }
.lotto .lotto-numbers { display: grid; grid-template-columns: repeat(9, 40px); gap: var(--site-space-2); margin: var(--site-space-3) 0; }
.lotto .lotto-number { width: 40px; height: 40px; padding: 0; border-radius: 50%; border: 1px solid var(--site-border); background: var(--site-surface-2); color: var(--site-text);
  font: inherit; font-weight: 600; font-variant-numeric: tabular-nums; cursor: pointer; }
.lotto .lotto-number[aria-pressed="true"] { background: var(--site-brand); border-color: var(--site-brand); color: var(--site-brand-text); }
.lotto .lotto-number:focus-visible { outline: 2px solid var(--site-focus); outline-offset: 2px; }
.lotto .lotto-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--site-space-2); margin: var(--site-space-3) 0; }
.lotto .lotto-note { color: var(--site-text-muted); }
.lotto .lotto-success { color: var(--site-success); font-weight: 600; }
.lotto .lotto-error { color: var(--site-danger); }
.lotto .lotto-list { list-style: none; margin: 0; padding: 0; }
.lotto .lotto-list > li { padding: var(--site-space-2) 0; border-top: 1px solid var(--site-border); }
.lotto .lotto-list > li:first-child { border-top: 0; }
.lotto .lotto-list code { color: var(--site-text-muted); font-size: var(--site-font-xs); overflow-wrap: anywhere; }
.lotto .lotto-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.lotto .lotto-table td { padding: var(--site-space-2); border-top: 1px solid var(--site-border); vertical-align: middle; }
.lotto .lotto-table tr:first-child td { border-top: 0; }
.lotto .lotto-table small { color: var(--site-text-muted); }
.lotto .lotto-table label { display: inline-flex; align-items: center; gap: var(--site-space-1); cursor: pointer; font-weight: 600; }
`;

export const lottoStyles: ParcelStyles = { id: 'lotto', css };

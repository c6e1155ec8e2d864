import type { ParcelStyles } from '@site/ui';

// The office's look (issue 22): the sections as a side menu, each page a card with its forms
// and tables in the site's style; the printable coupon as a plain sheet. Every selector under
// the parcel's roots.
const css = `
.office { display: grid; grid-template-columns: 232px minmax(0, 1fr); column-gap: var(--site-space-5); row-gap: 0; align-items: start; }
.office > * { grid-column: 2; min-width: 0; }
.office > .office__nav { grid-column: 1; grid-row: span 20; display: flex; flex-direction: column; gap: 2px; position: sticky; top: var(--site-space-3);
  padding: var(--site-space-2); background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); }
.office .office__nav a { display: flex; align-items: center; min-height: 32px; padding: 0 var(--site-space-3); border-radius: var(--site-radius-1);
  color: var(--site-text); text-decoration: none; }
.office .office__nav a:hover { background: var(--site-surface-2); }
.office .office__nav a[aria-current="page"] { background: var(--site-brand); color: var(--site-brand-text); font-weight: 700; }
.office > section, .office > article { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2);
  padding: var(--site-space-5); margin-bottom: var(--site-space-4); }
.office > .site-tabs { margin-bottom: var(--site-space-3); }
.office h1 { font-size: var(--site-font-2xl); margin: 0 0 var(--site-space-4); }
.office table { width: 100%; font-variant-numeric: tabular-nums; }
.office fieldset { background: var(--site-surface); display: flex; flex-wrap: wrap; align-items: center; gap: var(--site-space-2) var(--site-space-5); }
.office fieldset > legend { float: none; }
.office .site-check--block { display: flex; flex: 1 1 40%; min-width: 240px; }
.office form { display: flex; flex-direction: column; align-items: flex-start; gap: var(--site-space-2); margin: 0 0 var(--site-space-4); }
.office label { display: inline-flex; align-items: center; gap: var(--site-space-2); flex-wrap: wrap; min-height: 24px; }
/* A labelled field of a form (personal data): the labels in one column, the inputs aligned in the next, an error under its input. */
.office .office-field { display: grid; grid-template-columns: 220px minmax(0, 320px); align-items: center; gap: var(--site-space-1) var(--site-space-3); width: 100%; }
.office .office-field > input, .office .office-field > select { width: 100%; }
.office .office-field > .office-field__error { grid-column: 2; }
.office .office__field { display: flex; flex-direction: column; align-items: stretch; gap: var(--site-space-1); width: 100%; }
.office .office__field textarea { width: 100%; }
.office button[type="submit"] { background: var(--site-primary); color: var(--site-primary-text); border-color: var(--site-primary); min-height: var(--site-control-md);
  padding: 0 var(--site-space-4); font-weight: 600; }
.office [role="alert"] { color: var(--site-danger); }
.office .office-form__error, .office .office-field__error { color: var(--site-danger); margin: 0; }
.office .office-history__filters { display: flex; flex-direction: row; flex-wrap: wrap; align-items: flex-end; gap: var(--site-space-3); margin-bottom: var(--site-space-4); }
.office .office-coupon { border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-3); margin-bottom: var(--site-space-3); background: var(--site-surface); }
.office .office-coupon__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--site-space-2); font-weight: 600; }
.office .office-coupon__sums { display: flex; flex-wrap: wrap; gap: var(--site-space-4); font-variant-numeric: tabular-nums; }
.office .office__mono { font-family: ui-monospace, monospace; font-size: var(--site-font-xs); word-break: break-all; }
.office .office__pre { white-space: pre-wrap; }
.office .responsible__row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--site-space-3); }
.print-coupon { max-width: 720px; margin: var(--site-space-5) auto; padding: var(--site-space-6); background: var(--site-surface); color: var(--site-text);
  border: 1px solid var(--site-border); border-radius: var(--site-radius-2); }
.print-coupon h1 { font-size: var(--site-font-xl); margin: 0 0 var(--site-space-4); }
.print-coupon .office-coupon__head { display: flex; justify-content: space-between; gap: var(--site-space-2); font-weight: 600; }
.print-coupon .office-coupon__sums { display: flex; gap: var(--site-space-4); }
.print-coupon .print-coupon__print { margin-top: var(--site-space-4); }
@media print { .print-coupon { border: 0; margin: 0; padding: 0; max-width: none; } .print-coupon .print-coupon__print { display: none; } }
`;

export const officeStyles: ParcelStyles = { id: 'office', css, scopes: ['.office', '.print-coupon'] };

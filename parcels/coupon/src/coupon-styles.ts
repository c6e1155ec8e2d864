import type { ParcelStyles } from '@site/ui';

// The coupon's own styles, on the page while the coupon is mounted: the parcel is deployed on
// its own, so its look travels with it instead of living in the shell's stylesheet. Tokens only
// (issue 22): the theme, font size and compact view apply.
const css = `
.coupon { font-size: var(--site-font-md); background: var(--site-surface-2); padding: var(--site-space-3); min-height: 100%; color: var(--site-text); }
.coupon h2 { font-size: var(--site-font-lg); margin: 0 0 var(--site-space-3); }
.coupon .coupon__tabs { display: flex; flex-wrap: wrap; gap: var(--site-space-1); margin-bottom: var(--site-space-3); }
.coupon .coupon__tabs button { min-height: 28px; font-size: var(--site-font-sm); font-weight: 600; }
.coupon .coupon__tabs button[aria-pressed="true"] { background: var(--site-brand); color: var(--site-brand-text); border-color: var(--site-brand); }
.coupon .coupon__bets { list-style: none; padding: 0; margin: 0; }
.coupon .coupon__bet { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-1); padding: var(--site-space-2);
  margin-bottom: var(--site-space-2); }
.coupon .coupon__bet[data-locked="true"] { opacity: 0.7; background: var(--site-surface-2); }
.coupon .coupon__bet-head { display: flex; justify-content: space-between; gap: var(--site-space-2); }
.coupon .coupon__event { font-weight: 600; }
.coupon .coupon__market { color: var(--site-text-muted); font-size: var(--site-font-sm); }
.coupon .coupon__old-coef { text-decoration: line-through; color: var(--site-text-muted); margin-right: var(--site-space-1); }
.coupon .coupon__error { color: var(--site-danger); font-size: var(--site-font-sm); margin: var(--site-space-1) 0; }
.coupon .coupon__row { display: flex; align-items: center; gap: var(--site-space-2); margin: var(--site-space-2) 0; flex-wrap: wrap; }
.coupon .coupon__row input[type="text"] { width: 96px; min-height: 32px; font-variant-numeric: tabular-nums; }
/* The code field takes what the row leaves beside its button: its placeholder is read whole. */
.coupon .coupon__row input.coupon__code { flex: 1 1 120px; min-width: 0; }
.coupon .coupon__amount button { min-width: 32px; min-height: 32px; font-weight: 700; }
.coupon .coupon__bonus { background: var(--site-surface); border: 1px dashed var(--site-warning); color: var(--site-text); padding: var(--site-space-2); border-radius: var(--site-radius-1); }
.coupon .coupon__totals { font-variant-numeric: tabular-nums; }
.coupon .coupon__place { margin-top: var(--site-space-2); }
.coupon .coupon__reason { color: var(--site-text-muted); font-size: var(--site-font-sm); margin-top: var(--site-space-1); }
.coupon .coupon__success { background: var(--site-surface); border: 1px solid var(--site-success); color: var(--site-text); padding: var(--site-space-2); border-radius: var(--site-radius-1); }
.coupon details { margin: var(--site-space-2) 0; }
.coupon summary { cursor: pointer; min-height: 24px; }
`;

export const couponStyles: ParcelStyles = { id: 'coupon', css };

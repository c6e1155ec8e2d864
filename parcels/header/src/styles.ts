import type { ParcelStyles } from '@site/ui';

// The header's look (issue 22): a dark brand bar; brand, products, then languages, balance and
// the player's menu at the end. Every selector under `.site-header`.
const css = `
.site-header { display: flex; align-items: center; gap: var(--site-space-5); min-height: 56px; padding: var(--site-space-2) var(--site-space-5);
  background: var(--site-brand); color: var(--site-brand-text); font-size: var(--site-font-md); }
.site-header a { color: inherit; text-decoration: none; }
.site-header a:hover { text-decoration: underline; text-underline-offset: 4px; }
.site-header :focus-visible { outline: 2px solid var(--site-brand-text); outline-offset: 2px; }
.site-header .site-header__brand { font-size: var(--site-font-xl); font-weight: 800; letter-spacing: 0.02em; white-space: nowrap; }
.site-header .site-header__nav { display: flex; gap: var(--site-space-1); flex: 1; min-width: 0; }
.site-header .site-header__nav a { display: inline-flex; align-items: center; min-height: 36px; padding: 0 var(--site-space-3); border-radius: var(--site-radius-1);
  font-weight: 600; white-space: nowrap; }
.site-header .site-header__nav a:hover { background: rgba(255, 255, 255, 0.1); text-decoration: none; }
.site-header .site-header__end { display: flex; align-items: center; gap: var(--site-space-4); flex-wrap: nowrap; }
.site-header .site-header__langs { display: flex; gap: 2px; }
.site-header .site-header__langs button { min-height: 28px; min-width: 36px; padding: 0 var(--site-space-2); border: 1px solid rgba(255, 255, 255, 0.45);
  background: transparent; color: var(--site-brand-text); font-size: var(--site-font-xs); font-weight: 700; border-radius: var(--site-radius-1); }
.site-header .site-header__langs button[aria-pressed="true"] { background: var(--site-brand-text); color: var(--site-brand); border-color: var(--site-brand-text); }
.site-header .site-header__account { display: flex; align-items: center; gap: var(--site-space-2); white-space: nowrap; }
.site-header .site-header__balance strong { font-size: var(--site-font-lg); font-variant-numeric: tabular-nums; }
.site-header .site-header__account select { min-height: 28px; font-size: var(--site-font-sm); }
.site-header .site-header__user { display: flex; align-items: center; gap: var(--site-space-3); white-space: nowrap; }
.site-header .site-header__user-menu { display: flex; align-items: center; gap: var(--site-space-3); }
.site-header .site-header__login { font-weight: 700; }
.site-header .site-header__user-menu .site-btn--ghost { color: var(--site-brand-text); min-height: 28px; }
.site-header .site-header__user-menu .site-btn--ghost:hover { background: rgba(255, 255, 255, 0.1); }
.site-header .site-btn--primary { color: var(--site-primary-text); text-decoration: none; }
.site-header .site-header__confirm-actions { display: flex; gap: var(--site-space-2); justify-content: flex-end; margin-top: var(--site-space-4); }
`;

export const headerStyles: ParcelStyles = { id: 'header', css, scopes: ['.site-header'] };

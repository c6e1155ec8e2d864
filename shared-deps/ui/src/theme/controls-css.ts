// The kit's controls (Button, TextField, Select, Checkbox, Tabs) and the look of plain form
// elements: part of the shell's stylesheet (theme-css.ts), styled with the tokens only.
// Plain elements are styled under :where() (no specificity): a parcel's own rules win.
export const CONTROLS_CSS = `
:where(button, input, select, textarea) { font: inherit; color: inherit; }
:where(input:not([type="checkbox"], [type="radio"], [type="range"], [type="color"]), select, textarea) {
  min-height: var(--site-control-sm); padding: var(--site-space-1) var(--site-space-2); border: 1px solid var(--site-border);
  border-radius: var(--site-radius-1); background: var(--site-surface); color: var(--site-text); max-width: 100%; }
:where(input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]) { border-color: var(--site-danger); }
:where(input[type="checkbox"], input[type="radio"]) { width: 18px; height: 18px; accent-color: var(--site-primary); margin: 0 var(--site-space-2) 0 0; vertical-align: -3px; }
:where(button) { min-height: 24px; min-width: 24px; padding: var(--site-space-1) var(--site-space-3); border: 1px solid var(--site-border); border-radius: var(--site-radius-1);
  background: var(--site-surface); color: var(--site-text); cursor: pointer; }
:where(button:hover:not(:disabled)) { background: var(--site-surface-2); }
:where(button:disabled, input:disabled, select:disabled) { opacity: 0.55; cursor: not-allowed; }
:where(button[aria-pressed="true"]) { background: var(--site-brand); color: var(--site-brand-text); border-color: var(--site-brand); }

.site-btn { display: inline-flex; align-items: center; justify-content: center; gap: var(--site-space-2); min-height: var(--site-control-md);
  padding: 0 var(--site-space-4); border: 1px solid transparent; border-radius: var(--site-radius-1); font-size: var(--site-font-md);
  font-weight: 600; line-height: 1.2; text-decoration: none; cursor: pointer; white-space: nowrap; }
.site-btn--sm { min-height: var(--site-control-sm); padding: 0 var(--site-space-3); font-size: var(--site-font-sm); }
.site-btn--lg { min-height: var(--site-control-lg); padding: 0 var(--site-space-5); font-size: var(--site-font-lg); }
.site-btn--block { display: flex; width: 100%; }
.site-btn--primary { background: var(--site-primary); color: var(--site-primary-text); border-color: var(--site-primary); }
.site-btn--primary:hover:not(:disabled) { filter: brightness(1.08); background: var(--site-primary); }
.site-btn--secondary { background: var(--site-surface); color: var(--site-text); border-color: var(--site-border); }
.site-btn--secondary:hover:not(:disabled) { background: var(--site-surface-2); }
.site-btn--ghost { background: transparent; color: var(--site-accent); border-color: transparent; }
.site-btn--ghost:hover:not(:disabled) { background: var(--site-surface-2); }
.site-btn--danger { background: var(--site-surface); color: var(--site-danger); border-color: var(--site-danger); }
.site-btn--danger:hover:not(:disabled) { background: var(--site-surface-2); }
.site-btn:disabled { opacity: 0.55; cursor: not-allowed; }
.site-btn:focus-visible, .site-field__input:focus-visible, .site-select:focus-visible, .site-check input:focus-visible, .site-tabs__tab:focus-visible {
  outline: 2px solid var(--site-focus); outline-offset: 2px; }

.site-field { display: flex; flex-direction: column; gap: var(--site-space-1); margin: 0 0 var(--site-space-3); }
.site-field__label { font-size: var(--site-font-sm); font-weight: 600; color: var(--site-text); }
.site-field__input { min-height: var(--site-control-md); padding: 0 var(--site-space-3); font-size: var(--site-font-md); border: 1px solid var(--site-border);
  border-radius: var(--site-radius-1); background: var(--site-surface); color: var(--site-text); width: 100%; }
.site-field__input[aria-invalid="true"] { border-color: var(--site-danger); border-width: 2px; }
.site-field__hint { font-size: var(--site-font-xs); color: var(--site-text-muted); margin: 0; }
.site-field__error { font-size: var(--site-font-sm); color: var(--site-danger); margin: 0; }

.site-select { min-height: var(--site-control-md); padding: 0 var(--site-space-2); border: 1px solid var(--site-border); border-radius: var(--site-radius-1);
  background: var(--site-surface); color: var(--site-text); font-size: var(--site-font-md); cursor: pointer; }

.site-check { display: inline-flex; align-items: center; gap: var(--site-space-2); min-height: 24px; cursor: pointer; }
.site-check input { width: 18px; height: 18px; margin: 0; accent-color: var(--site-primary); cursor: pointer; }
.site-check--block { display: flex; }

.site-tabs { display: flex; flex-wrap: wrap; gap: var(--site-space-1); border-bottom: 1px solid var(--site-border); margin: 0 0 var(--site-space-4); }
.site-tabs__tab { min-height: var(--site-control-md); padding: 0 var(--site-space-4); border: 0; border-bottom: 3px solid transparent; border-radius: 0;
  background: transparent; color: var(--site-text-muted); font-weight: 600; cursor: pointer; margin-bottom: -1px; }
.site-tabs__tab:hover { color: var(--site-text); background: transparent; }
.site-tabs__tab[aria-selected="true"] { color: var(--site-text); border-bottom-color: var(--site-accent); }
.site-modal__backdrop { position: fixed; inset: 0; z-index: 100; display: flex; align-items: center; justify-content: center; background: rgba(7, 12, 24, 0.55); }
.site-modal { position: relative; min-width: 280px; max-width: min(480px, calc(100vw - 32px)); max-height: calc(100vh - 32px); overflow: auto;
  padding: var(--site-space-5); border-radius: var(--site-radius-2); background: var(--site-surface); color: var(--site-text); box-shadow: var(--site-shadow-2);
  font-size: var(--site-font-md); text-align: left; white-space: normal; }
.site-modal__title { margin: 0 var(--site-space-6) var(--site-space-4) 0; font-size: var(--site-font-xl); }
.site-modal__close { position: absolute; top: var(--site-space-2); right: var(--site-space-2); min-width: 32px; min-height: 32px; border: 0; background: none;
  color: var(--site-text-muted); font-size: var(--site-font-xl); line-height: 1; cursor: pointer; }
.site-modal__close:hover { color: var(--site-text); background: var(--site-surface-2); }
`;

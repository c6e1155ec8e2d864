import type { ParcelStyles } from '@site/ui';

// The auth pages' look (issue 22): login and registration as a centred card like the rest of
// the site; the same form in the login modal. Every selector under the parcel's roots.
const css = `
.auth-page { max-width: 480px; margin: var(--site-space-5) auto; padding: var(--site-space-6); background: var(--site-surface); border: 1px solid var(--site-border);
  border-radius: var(--site-radius-3); box-shadow: var(--site-shadow-1); }
.auth-page h1 { font-size: var(--site-font-2xl); margin: 0 0 var(--site-space-5); }
.auth-page > p { margin: var(--site-space-4) 0 0; color: var(--site-text-muted); }
.auth-modal .auth-form { min-width: 320px; }
.auth-form { display: flex; flex-direction: column; gap: var(--site-space-1); }
.auth-form .auth-form__error { margin: 0 0 var(--site-space-3); padding: var(--site-space-2) var(--site-space-3); border-left: 4px solid var(--site-danger);
  background: var(--site-surface-2); color: var(--site-danger); border-radius: var(--site-radius-1); }
.auth-form .auth-field__error { margin: 0; }
.auth-form .auth-form__row { display: flex; align-items: center; justify-content: space-between; gap: var(--site-space-3); margin: 0 0 var(--site-space-4); }
.auth-form .auth-form__link { padding: 0 var(--site-space-1); }
.auth-form .auth-field { display: flex; flex-direction: column; gap: var(--site-space-1); margin: 0 0 var(--site-space-3); }
.auth-form .auth-field > label { font-size: var(--site-font-sm); font-weight: 600; }
.auth-form .auth-field select { min-height: var(--site-control-md); }
.auth-form fieldset.auth-field { gap: var(--site-space-2); background: transparent; }
.auth-form .auth-form__by { display: flex; gap: var(--site-space-2); margin: 0 0 var(--site-space-3); }
.auth-form .auth-phone__row { display: flex; gap: var(--site-space-2); }
.auth-form .auth-phone__row input { flex: 1; min-width: 0; }
.auth-form fieldset.auth-field label { display: flex; align-items: center; min-height: 24px; font-weight: 400; cursor: pointer; }
.auth-form .site-tabs { margin-bottom: var(--site-space-4); }
.auth-page .auth-credentials { padding: var(--site-space-4); border: 2px solid var(--site-success); border-radius: var(--site-radius-2); }
.auth-page .auth-credentials dl { display: grid; grid-template-columns: auto 1fr; gap: var(--site-space-2) var(--site-space-4); margin: var(--site-space-3) 0; }
.auth-page .auth-credentials dt { color: var(--site-text-muted); }
.auth-page .auth-credentials dd { margin: 0; font-weight: 700; font-family: ui-monospace, monospace; font-size: var(--site-font-lg); }
`;

/** The page card, the login modal and the forms wherever they show. */
export const authStyles: ParcelStyles = { id: 'auth', css, scopes: ['.auth-page', '.auth-modal', '.auth-form'] };

import type { ParcelStyles } from '@site/ui';

// The footer's look (issue 22): link groups in columns, then the responsible-gaming line and the
// demo notice; room at the bottom for the floating buttons (support), so they never cover the
// last line. Every selector under `.site-footer`.
const css = `
.site-footer { max-width: 1680px; margin: 0 auto; padding: var(--site-space-6) var(--site-space-5) 72px; color: var(--site-text); font-size: var(--site-font-sm); }
.site-footer .site-footer__groups { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: var(--site-space-5); }
.site-footer .site-footer__heading { margin: 0 0 var(--site-space-2); font-size: var(--site-font-sm); font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--site-text-muted); }
.site-footer ul { list-style: none; margin: 0; padding: 0; }
.site-footer li { margin: 0; }
.site-footer a { display: inline-flex; align-items: center; min-height: 28px; color: var(--site-text); text-decoration: none; }
.site-footer a:hover { color: var(--site-accent); text-decoration: underline; }
.site-footer .site-footer__bottom { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--site-space-3); margin-top: var(--site-space-5);
  padding-top: var(--site-space-4); border-top: 1px solid var(--site-border); color: var(--site-text-muted); }
.site-footer .site-footer__bottom p { margin: 0; }
.site-footer .site-footer__age { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; height: 24px; margin-right: var(--site-space-2);
  border: 2px solid var(--site-danger); border-radius: var(--site-radius-3); color: var(--site-danger); font-weight: 800; font-size: var(--site-font-xs); }
`;

export const footerStyles: ParcelStyles = { id: 'footer', css, scopes: ['.site-footer'] };

import type { ParcelStyles } from '@site/ui';

// The promotions app's own styles (promotions, bonus rules, landing pages, bonus games, points),
// on the page while it is mounted; every selector under the app's root class, every colour,
// space, radius and size a design token.
const css = `
.promotions { color: var(--site-text); font-size: var(--site-font-md); }
.promotions h1 { font-size: var(--site-font-xl); margin: 0 0 var(--site-space-4); }
.promotions h2 { font-size: var(--site-font-lg); margin: 0; }
.promotions .promotions__cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: var(--site-space-3); }
.promotions .promotions__card { margin: 0; display: flex; flex-direction: column; gap: var(--site-space-2); }
.promotions .promotions__card p { margin: 0; color: var(--site-text-muted); }
.promotions .promotions__card p:last-of-type { flex: 1; }
.promotions .promotions__card h2 a { color: var(--site-text); text-decoration: none; }
.promotions .promotions__card h2 a:hover { text-decoration: underline; }
.promotions .promotions__card > a { align-self: flex-start; font-weight: 600; color: var(--site-accent); }
.promotions .promotions__page, .promotions .promotions__game, .promotions .promotions__points { padding: var(--site-space-5); max-width: 760px; }
.promotions .promotions__lead { font-size: var(--site-font-lg); color: var(--site-text-muted); margin: 0 0 var(--site-space-4); }
.promotions .promotions__body { line-height: 1.5; }
.promotions .promotions__intro { color: var(--site-text-muted); margin: 0 0 var(--site-space-4); }
.promotions .promotions__picks { display: flex; flex-wrap: wrap; gap: var(--site-space-2); margin: var(--site-space-3) 0; }
.promotions .promotions__picks button { min-width: 64px; min-height: 64px; font-size: var(--site-font-lg); font-weight: 700; }
`;

export const promotionsStyles: ParcelStyles = { id: 'promotions', css };

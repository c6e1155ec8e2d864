/**
 * The single-spa applications that render pages. Kept small on purpose: one remote
 * front-end per product area, so a team deploys an area by changing one import-map entry.
 */
export const applications = [
  '@site/app-home',
  '@site/app-sports',
  '@site/app-cyber',
  '@site/app-casino',
  '@site/app-promotions',
  '@site/app-lotto',
  '@site/app-office',
  '@site/app-information',
  '@site/app-auth',
  '@site/app-status-pages',
  // debugger and internal-vpn: developer-facing pages, never part of a product area
  '@site/app-technical',
  '@site/app-not-found',
  // the spec's "technical-pages remote front-end carrying the error" (500 page)
  '@site/app-error',
] as const;
export type AppName = (typeof applications)[number];

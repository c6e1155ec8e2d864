import type { ParcelStyles } from '@site/ui';
import { HOME_GAMES, HOME_PROMOTIONS } from './home-store';

// The home page's own styles, on the page while it is mounted; every selector under `.home`,
// every colour, space, radius and size a design token of the root stylesheet.
const css = `
.home { --home-event-height: 54px; display: flex; gap: var(--site-space-5); color: var(--site-text); font-size: var(--site-font-md); }
.home a { color: var(--site-accent); }
.home .home__main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: var(--site-space-4); }
.home h1 { font-size: var(--site-font-2xl); margin: 0; }
.home h2 { font-size: var(--site-font-lg); margin: 0; }
.home .home__welcome { margin: 0; color: var(--site-text-muted); }
.home .registration-widget { display: flex; align-items: center; justify-content: space-between; gap: var(--site-space-4); background: var(--site-brand); color: var(--site-brand-text); border-radius: var(--site-radius-3); padding: var(--site-space-4) var(--site-space-5); }
.home .registration-widget p { margin: var(--site-space-1) 0 0; }
.home .registration-widget a { background: var(--site-primary); color: var(--site-primary-text); padding: var(--site-space-2) var(--site-space-5); border-radius: var(--site-radius-2); font-weight: 700; text-decoration: none; white-space: nowrap; }
.home .home-promos__strip { display: grid; grid-template-columns: repeat(${HOME_PROMOTIONS}, minmax(0, 1fr)); gap: var(--site-space-3); }
.home .home-promo { display: flex; flex-direction: column; gap: var(--site-space-1); box-sizing: border-box; height: 112px; overflow: hidden; padding: var(--site-space-3) var(--site-space-4); border-radius: var(--site-radius-2); text-decoration: none; color: var(--site-accent-text); background: var(--site-accent); box-shadow: var(--site-shadow-1); }
.home .home-promo strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.home .home-promo--placeholder, .home .home-placeholder .home-odd, .home .home-placeholder__tile, .home .home-placeholder__bar { background: var(--site-surface-2); box-shadow: none; border-color: var(--site-surface-2); }
.home .home-placeholder__tile { display: block; width: 100%; aspect-ratio: 4 / 3; border-radius: var(--site-radius-2); }
.home .home-placeholder__bar { display: block; width: 60%; border-radius: var(--site-radius-1); }
.home .home-promo span { font-size: var(--site-font-sm); display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.home .home-promo--1 { background: var(--site-brand); color: var(--site-brand-text); }
.home .home-promo--2 { background: var(--site-primary); color: var(--site-primary-text); }
.home .home-promo--3 { background: var(--site-surface); color: var(--site-text); border: 1px solid var(--site-border); }
.home .home-block { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-3) var(--site-space-4); }
.home .home-block__head { display: flex; justify-content: space-between; align-items: baseline; margin-bottom: var(--site-space-2); }
.home .home-block__note { color: var(--site-text-muted); margin: 0; }
.home .home-events { list-style: none; margin: 0; padding: 0; }
.home .home-block__body { min-height: calc(${HOME_GAMES} * var(--home-event-height)); }
.home .home-event { height: var(--home-event-height); box-sizing: border-box; display: grid; grid-template-columns: 124px minmax(0, 1fr) auto; gap: var(--site-space-3); align-items: center; padding: var(--site-space-2) 0; border-top: 1px solid var(--site-border); }
.home .home-event__when { font-size: var(--site-font-sm); color: var(--site-text-muted); white-space: nowrap; }
.home .home-event__score { color: var(--site-danger); font-weight: 700; }
.home .home-event__teams { display: flex; flex-direction: column; overflow: hidden; white-space: nowrap; color: var(--site-text); text-decoration: none; min-width: 0; }
.home .home-event__teams small { color: var(--site-text-muted); font-size: var(--site-font-xs); }
.home .home-event__odds { display: flex; gap: var(--site-space-1); }
.home .home-odd { display: inline-flex; justify-content: space-between; gap: var(--site-space-2); width: 92px; padding: var(--site-space-1) var(--site-space-2); border: 1px solid var(--site-border); border-radius: var(--site-radius-1); background: var(--site-surface-2); color: var(--site-text); font: inherit; font-size: var(--site-font-sm); cursor: pointer; }
.home .home-odd__name { color: var(--site-text-muted); }
.home .home-odd__coef { font-weight: 700; font-variant-numeric: tabular-nums; }
.home .home-odd.is-selected { background: var(--site-brand); border-color: var(--site-brand); color: var(--site-brand-text); }
.home .home-odd.is-selected .home-odd__name { color: var(--site-brand-text); }
.home .home-odd:disabled { opacity: 0.6; cursor: not-allowed; }
.home .home-odd:focus-visible { outline: 2px solid var(--site-focus); outline-offset: 1px; }
.home .home-casino { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); gap: var(--site-space-3); }
.home .home-casino a { display: flex; flex-direction: column; gap: var(--site-space-1); color: var(--site-text); text-decoration: none; font-size: var(--site-font-sm); }
.home .home-casino img { width: 100%; height: auto; aspect-ratio: 4 / 3; border-radius: var(--site-radius-2); background: var(--site-surface-2); }
.home .home__right { width: 240px; flex: none; background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-4); align-self: flex-start; }
`;

export const homeStyles: ParcelStyles = { id: 'home', css };

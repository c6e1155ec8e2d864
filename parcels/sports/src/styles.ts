import type { ParcelStyles } from '@site/ui';

// The sports app's own styles, on the page while it is mounted (createReactParcel adds and
// removes them); every selector under the app's root class, every colour, space, radius and
// size a design token of the root stylesheet.
const css = `
.app-sports { color: var(--site-text); font-size: var(--site-font-md); }
.app-sports a { color: var(--site-accent); }
.app-sports .sports-app__bar { display: flex; gap: var(--site-space-4); align-items: center; justify-content: space-between; flex-wrap: wrap; margin-bottom: var(--site-space-3); }
.app-sports .sports-app__title { font-size: var(--site-font-xl); margin: 0 0 var(--site-space-3); }
.app-sports .sports-time-filter { margin: 0; }
.app-sports .sports-app__body { display: grid; grid-template-columns: 220px minmax(0, 1fr); gap: var(--site-space-4); }
.app-sports .sports-app__body--wide { grid-template-columns: minmax(0, 1fr); }
.app-sports .sports-app__main { min-width: 0; }
.app-sports .sports-menu { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-3); font-size: var(--site-font-md); align-self: start; }
.app-sports .sports-menu ul { list-style: none; margin: 0; padding: 0; }
/* The name and its count side by side: a long name wraps beside its count, never over the next line. */
.app-sports .sports-menu a { color: var(--site-text); text-decoration: none; display: flex; align-items: baseline; justify-content: space-between; gap: var(--site-space-2); padding: var(--site-space-1) 0; }
.app-sports .sports-menu a.is-active { font-weight: 700; }
.app-sports .sports-menu__sections { display: flex; flex-wrap: wrap; gap: var(--site-space-2); margin-bottom: var(--site-space-2); }
.app-sports .sports-menu__count { color: var(--site-text-muted); font-size: var(--site-font-xs); flex: none; }
.app-sports .sports-menu__champs { padding-left: var(--site-space-3) !important; }
.app-sports .sports-stale { background: var(--site-surface-2); border: 1px solid var(--site-warning); color: var(--site-warning); padding: var(--site-space-2) var(--site-space-3); border-radius: var(--site-radius-1); margin-bottom: var(--site-space-3); }
.app-sports .champ { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-2) var(--site-space-3); margin-bottom: var(--site-space-3); content-visibility: auto; contain-intrinsic-size: auto 240px; }
.app-sports .champ__title { font-size: var(--site-font-lg); margin: var(--site-space-1) 0 var(--site-space-2); }
.app-sports .champ__day-title { font-size: var(--site-font-xs); font-weight: 600; text-transform: uppercase; color: var(--site-text-muted); margin: var(--site-space-2) 0 var(--site-space-1); }
.app-sports .champ ul { list-style: none; margin: 0; padding: 0; }
.app-sports .game-row { display: grid; grid-template-columns: 112px minmax(0, 1fr) auto 48px; gap: var(--site-space-2); align-items: center; padding: var(--site-space-1) 0; border-top: 1px solid var(--site-border); }
.app-sports .game-row__time { font-size: var(--site-font-sm); color: var(--site-text-muted); white-space: nowrap; }
.app-sports .game-row__teams { color: var(--site-text); text-decoration: none; overflow-wrap: break-word; }
.app-sports .game-row__teams:hover { text-decoration: underline; }
.app-sports .game-row__odds { display: flex; gap: var(--site-space-1); }
.app-sports .game-row .odd { width: 112px; }
.app-sports .game-row__more { text-align: right; font-size: var(--site-font-sm); }
.app-sports .game-row__more a { text-decoration: none; font-weight: 600; }
.app-sports .game-score--live { display: inline-flex; gap: var(--site-space-2); align-items: baseline; }
.app-sports .game-score__value { color: var(--site-danger); font-weight: 700; }
.app-sports .match-clock { display: inline-flex; gap: var(--site-space-1); font-size: var(--site-font-xs); color: var(--site-text-muted); white-space: nowrap; }
.app-sports .match-clock__minute { color: var(--site-danger); font-weight: 600; }
.app-sports .game-row .match-clock__period { display: none; }
/* Cards off screen skip style, layout and paint: live prices keep moving in them at no rendering cost. */
.app-sports .game-card { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-3) var(--site-space-4); margin-bottom: var(--site-space-3); content-visibility: auto; contain-intrinsic-size: auto 480px; min-width: 0; }
.app-sports .game-card__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--site-space-1) var(--site-space-3); margin-bottom: var(--site-space-3); }
.app-sports .game-card__champ { flex-basis: 100%; color: var(--site-text-muted); font-size: var(--site-font-sm); }
.app-sports .game-card__title { font-size: var(--site-font-xl); margin: 0; }
.app-sports .game-card--multi-live .game-card__title { font-size: var(--site-font-lg); }
.app-sports .game-card__title a { color: var(--site-text); text-decoration: none; }
.app-sports .game-card__remove { margin-left: auto; font-size: var(--site-font-sm); }
/* The game page uses the width: headings flow into as many columns as fit (three at 1920). */
.app-sports .game-card__markets { columns: 340px; column-gap: var(--site-space-4); }
/* One column without a multicol container: inside one, nothing is a relayout boundary and a new price re-lays out the whole board (column balancing). flow-root keeps the block formatting context columns made. */
.app-sports .game-card--multi-live .game-card__markets { columns: auto; display: flow-root; }
.app-sports .market-group { break-inside: avoid; margin-bottom: var(--site-space-3); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); background: var(--site-surface-2); }
.app-sports .market-group__title { margin: 0; font-size: var(--site-font-md); }
.app-sports .market-group__title button { all: unset; box-sizing: border-box; width: 100%; display: flex; justify-content: space-between; gap: var(--site-space-2); padding: var(--site-space-2) var(--site-space-3); cursor: pointer; font-weight: 600; color: var(--site-text); }
.app-sports .market-group__title button::after { content: '▾'; color: var(--site-text-muted); }
.app-sports .market-group[data-collapsed="true"] .market-group__title button::after { content: '▸'; }
.app-sports .market-group__title button:focus-visible { outline: 2px solid var(--site-focus); outline-offset: -2px; border-radius: var(--site-radius-2); }
.app-sports .market-group__count { margin-left: auto; color: var(--site-text-muted); font-weight: 400; font-size: var(--site-font-sm); }
.app-sports .market-group__body { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--site-space-1); padding: 0 var(--site-space-2) var(--site-space-2); }
.app-sports .market-group__body--result, .app-sports .market-group__body--double-chance { grid-template-columns: repeat(3, minmax(0, 1fr)); }
/* Fixed size and strict containment: a new price re-lays out and repaints the button alone. */
.app-sports .odd { width: 150px; height: 28px; box-sizing: border-box; contain: strict; border: 1px solid var(--site-border); background: var(--site-surface); color: var(--site-text); border-radius: var(--site-radius-1); padding: var(--site-space-1) var(--site-space-2); font: inherit; font-size: var(--site-font-sm); cursor: pointer; display: inline-flex; gap: var(--site-space-2); justify-content: space-between; align-items: center; }
.app-sports .odd__name { color: var(--site-text-muted); min-width: 0; flex: 1; text-align: left; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* The price in a box of its own, fixed and strictly contained, inside the flex item (a flex item is never a relayout boundary): a new price re-lays out that box alone, not the page, whatever the button's height (the game page's names wrap). The longest price, fractional "1000/1" or American "+10000", fits in 7ch. */
.app-sports .odd__coef { flex: none; font-weight: 700; font-variant-numeric: tabular-nums; }
.app-sports .odd__price { display: block; width: 7ch; height: 1.5em; line-height: 1.5em; text-align: right; contain: strict; }
/* The game page: full names (they wrap, never cut), the button as wide as its cell. */
.app-sports .odd--wide { width: 100%; height: auto; min-height: 32px; contain: layout paint style; }
.app-sports .odd--wide .odd__name { white-space: normal; overflow: visible; overflow-wrap: break-word; }
.app-sports .odd:focus-visible { outline: 2px solid var(--site-focus); outline-offset: 1px; }
.app-sports .odd--up { background: color-mix(in srgb, var(--site-success) 12%, var(--site-surface)); border-color: var(--site-success); }
.app-sports .odd--down { background: color-mix(in srgb, var(--site-danger) 10%, var(--site-surface)); border-color: var(--site-danger); }
.app-sports .odd--selected { background: var(--site-brand); border-color: var(--site-brand); color: var(--site-brand-text); }
.app-sports .odd--selected .odd__name { color: var(--site-brand-text); }
.app-sports .odd--locked { cursor: not-allowed; opacity: 0.6; }
.app-sports .multi-live { display: grid; grid-template-columns: 240px minmax(0, 1fr); gap: var(--site-space-4); align-items: start; }
.app-sports .multi-live__title { grid-column: 1 / -1; }
.app-sports .multi-live__picker { background: var(--site-surface); border: 1px solid var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-3); max-height: 80vh; overflow: auto; }
.app-sports .multi-live__picker h2 { font-size: var(--site-font-lg); margin: 0 0 var(--site-space-2); }
.app-sports .multi-live__picker h3 { font-size: var(--site-font-sm); color: var(--site-text-muted); margin: var(--site-space-3) 0 var(--site-space-1); }
.app-sports .multi-live__picker ul { list-style: none; margin: 0; padding: 0; }
.app-sports .multi-live__pick { display: flex; gap: var(--site-space-2); padding: var(--site-space-1) var(--site-space-2); border-radius: var(--site-radius-1); color: var(--site-text); text-decoration: none; font-size: var(--site-font-sm); }
.app-sports .multi-live__pick.is-picked { background: var(--site-brand); color: var(--site-brand-text); }
.app-sports .multi-live__pick.is-disabled { color: var(--site-text-muted); cursor: not-allowed; }
.app-sports .multi-live__note { color: var(--site-warning); font-size: var(--site-font-sm); }
.app-sports .multi-live__boards { display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: var(--site-space-3); align-items: start; }
.app-sports .multi-live__boards .game-card { margin: 0; }
.app-sports .multi-live__empty { background: var(--site-surface); border: 1px dashed var(--site-border); border-radius: var(--site-radius-2); padding: var(--site-space-6); text-align: center; color: var(--site-text-muted); }
`;

export const sportsStyles: ParcelStyles = { id: 'sports', css };

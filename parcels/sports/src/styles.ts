// The sports app's own styles, added once per page while it is mounted.
const CSS = `
.sports-app__bar { display: flex; gap: 16px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.sports-time-filter { display: flex; gap: 8px; }
.sports-time-filter a { padding: 4px 10px; border-radius: 14px; background: #e6e9ef; color: inherit; text-decoration: none; font-size: 14px; }
.sports-time-filter a.is-active { background: #14213d; color: #fff; }
.sports-app__body { display: grid; grid-template-columns: 220px 1fr; gap: 16px; }
.sports-menu { background: #fff; border-radius: 8px; padding: 12px; font-size: 14px; align-self: start; }
.sports-menu ul { list-style: none; margin: 0; padding: 0; }
.sports-menu a { color: inherit; text-decoration: none; display: block; padding: 3px 0; }
.sports-menu a.is-active { font-weight: 700; }
.sports-menu__sections { display: flex; flex-wrap: wrap; gap: 8px; }
.sports-menu__count { color: #6b7686; font-size: 12px; float: right; }
.sports-menu__champs { padding-left: 10px !important; }
.sports-stale { background: #fff4e5; border: 1px solid #f0a040; padding: 8px 12px; border-radius: 6px; margin-bottom: 12px; }
.champ { background: #fff; border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; content-visibility: auto; contain-intrinsic-size: auto 240px; }
.champ h3 { font-size: 15px; margin: 4px 0 8px; }
.champ ul { list-style: none; margin: 0; padding: 0; }
.game-row { display: grid; grid-template-columns: 1fr 120px auto; gap: 8px; align-items: center; padding: 4px 0; border-top: 1px solid #eef0f3; }
.game-row__teams { color: inherit; text-decoration: none; }
.game-row__odds { display: flex; gap: 4px; }
/* Cards off screen skip style, layout and paint: live prices keep moving in them at no rendering cost. */
.game-card { background: #fff; border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; content-visibility: auto; contain-intrinsic-size: auto 360px; }
.game-card h3 { font-size: 15px; margin: 2px 0 8px; }
.game-card h3 a { color: inherit; text-decoration: none; }
.game-card__markets { display: flex; flex-direction: column; gap: 4px; }
.market-group { display: flex; flex-wrap: wrap; gap: 4px; }
.game-score--live { color: #c5221f; font-weight: 600; }
/* Fixed size and strict containment: a new price re-lays out and repaints the button alone. */
.odd { width: 150px; height: 28px; box-sizing: border-box; contain: strict; border: 1px solid #d5dae1; background: #f7f8fa; border-radius: 4px; padding: 4px 8px; font: inherit; font-size: 13px; cursor: pointer; display: inline-flex; gap: 6px; justify-content: space-between; align-items: center; }
.odd__name { color: #6b7686; min-width: 0; flex: 1; text-align: left; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.odd__coef { font-weight: 700; font-variant-numeric: tabular-nums; }
.odd--up { background: #e3f6e8; border-color: #34a853; }
.odd--down { background: #fdecea; border-color: #d93025; }
.odd--selected { background: #14213d; border-color: #14213d; color: #fff; }
.odd--selected .odd__name { color: #cfd6e4; }
.odd--locked { cursor: not-allowed; opacity: 0.6; }
`;

/** Adds the style element; returns its removal. */
export function addStyles(doc: Document = document): () => void {
  const el = doc.createElement('style');
  el.setAttribute('data-app', 'sports');
  el.textContent = CSS;
  doc.head.appendChild(el);
  return () => el.remove();
}

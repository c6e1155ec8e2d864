// The casino's own styles, added once per page while it is mounted.
const CSS = `
.casino-app { display: grid; gap: 16px; }
.casino-head { display: flex; gap: 12px; align-items: center; justify-content: space-between; }
.casino-head h1 { font-size: 22px; margin: 0; }
.casino-nav { display: flex; flex-wrap: wrap; gap: 6px 12px; font-size: 14px; }
.casino-nav a { color: inherit; text-decoration: none; padding: 3px 10px; border-radius: 14px; background: #e6e9ef; }
.casino-nav a[aria-current="page"] { background: #14213d; color: #fff; }
.casino-grid__row { display: grid; gap: 12px; }
.casino-tile { display: flex; flex-direction: column; background: #fff; border-radius: 8px; overflow: hidden; height: 100%; position: relative; }
.casino-tile a { color: inherit; text-decoration: none; }
/* The picture keeps its box before it loads: no layout shift. */
.casino-tile__art { display: block; width: 100%; aspect-ratio: 4 / 3; background: #dde1e7; object-fit: cover; }
.casino-tile__name { font-size: 13px; font-weight: 600; padding: 4px 8px 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.casino-tile__provider { font-size: 12px; color: #6b7686; padding: 0 8px 4px; }
.casino-tile__fav { position: absolute; top: 4px; right: 4px; border: 0; border-radius: 50%; width: 28px; height: 28px; background: rgba(255,255,255,0.85); cursor: pointer; }
.casino-tile--empty { background: #dde1e7; }
.casino-demo-label { font-size: 12px; color: #6b7686; }
.casino-search input { width: 100%; max-width: 420px; font: inherit; padding: 6px 10px; border: 1px solid #d5dae1; border-radius: 6px; }
.casino-game { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr) 320px; }
.casino-game__board { background: #14213d; color: #fff; border-radius: 8px; padding: 16px; }
.casino-game__side { display: grid; gap: 12px; align-content: start; }
.casino-panel { background: #fff; border-radius: 8px; padding: 12px; }
.slot-reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
.slot-cell { aspect-ratio: 1; display: flex; align-items: center; justify-content: center; background: #26365e; border-radius: 6px; font-size: 24px; }
.slot-cell--win { background: #3f7d20; }
.keno-grid { display: grid; grid-template-columns: repeat(10, 1fr); gap: 4px; }
.keno-cell { font: inherit; padding: 6px 0; border: 0; border-radius: 4px; background: #26365e; color: #fff; cursor: pointer; }
.keno-cell--picked { background: #f0a040; color: #14213d; }
.keno-cell--drawn { outline: 2px solid #9fd3ff; }
.keno-cell--hit { background: #3f7d20; }
.casino-stake input { width: 120px; font: inherit; padding: 4px 8px; }
.casino-table { width: 100%; border-collapse: collapse; font-size: 13px; }
.casino-table td, .casino-table th { text-align: left; padding: 4px 6px; border-top: 1px solid #eef0f3; }
.casino-mono { font-family: ui-monospace, monospace; font-size: 12px; word-break: break-all; }
`;

/** Adds the style element; returns its removal. */
export function addStyles(doc: Document = document): () => void {
  const el = doc.createElement('style');
  el.setAttribute('data-app', 'casino');
  el.textContent = CSS;
  doc.head.appendChild(el);
  return () => el.remove();
}

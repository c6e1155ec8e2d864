// Every placeholder shown while a part of the page loads: the loader's default one, the
// third-party section's (spec 1 §2), and the same grey lines for React parcels.
import { useLayoutEffect, useRef } from 'react';

/** A grey placeholder shown while a part of the page loads. */
export function renderSkeleton(el: HTMLElement, lines = 3): () => void {
  const box = document.createElement('div');
  box.className = 'site-skeleton';
  box.setAttribute('data-testid', 'skeleton');
  box.setAttribute('aria-busy', 'true');
  for (let i = 0; i < lines; i++) box.appendChild(document.createElement('span'));
  el.replaceChildren(box);
  return () => box.remove();
}

/** The same placeholder inside a React parcel (a list still loading, say). */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const el = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (el.current ? renderSkeleton(el.current, lines) : undefined), [lines]);
  return <div ref={el} />;
}

/** Spec 1 §9 "Skeleton tiles: 16 and 2". */
export const SECTION_SKELETON_TILES = 16;
export const SECTION_SKELETON_OTHER_GAMES = 2;

function box(doc: Document, testId: string, style: string): HTMLElement {
  const el = doc.createElement('div');
  el.setAttribute('data-testid', testId);
  el.setAttribute('style', style);
  return el;
}

const GREY = 'background:#dde1e7;border-radius:6px;';

/**
 * The third-party section skeleton (spec 1 §2 "Casino"): a header with back and search icons,
 * a grid of 16 tiles and an 'other games' block of 2.
 */
export function renderSectionSkeleton(el: HTMLElement): void {
  const doc = el.ownerDocument;
  const root = box(doc, 'section-skeleton', 'display:grid;gap:16px;');
  root.setAttribute('aria-busy', 'true');
  root.className = 'site-skeleton site-section-skeleton';
  const header = box(doc, 'section-skeleton-header', 'display:flex;justify-content:space-between;align-items:center;height:40px;');
  const back = box(doc, 'section-skeleton-back', `${GREY}width:32px;height:32px;border-radius:50%;`);
  back.setAttribute('aria-label', 'back');
  const search = box(doc, 'section-skeleton-search', `${GREY}width:32px;height:32px;border-radius:50%;`);
  search.setAttribute('aria-label', 'search');
  header.append(back, search);
  const grid = box(doc, 'section-skeleton-grid', 'display:grid;grid-template-columns:repeat(4,1fr);gap:12px;');
  for (let i = 0; i < SECTION_SKELETON_TILES; i++) grid.appendChild(box(doc, 'section-skeleton-tile', `${GREY}height:96px;`));
  const other = box(doc, 'section-skeleton-other-games', 'display:grid;grid-template-columns:repeat(2,1fr);gap:12px;');
  for (let i = 0; i < SECTION_SKELETON_OTHER_GAMES; i++) other.appendChild(box(doc, 'section-skeleton-other-game', `${GREY}height:64px;`));
  root.append(header, grid, other);
  el.replaceChildren(root);
}

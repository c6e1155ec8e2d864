import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

const GAP = 12;
const MIN_TILE = 160;
/** Under the picture: the name and the provider. */
const CAPTION = 44;
/** Before the grid is measured (and in jsdom, which lays nothing out). */
const FALLBACK_WIDTH = 960;

/** Columns and row height for a grid this wide: tiles of at least MIN_TILE, pictures 4:3. */
export function gridGeometry(width: number): { columns: number; rowHeight: number } {
  const w = width > 0 ? width : FALLBACK_WIDTH;
  const columns = Math.max(2, Math.floor((w + GAP) / (MIN_TILE + GAP)));
  const tile = (w - GAP * (columns - 1)) / columns;
  return { columns, rowHeight: Math.ceil(tile * 0.75 + CAPTION + GAP) };
}

export interface VirtualGridProps {
  count: number;
  /** One cell; called only for the rows near the screen. */
  renderItem(index: number): ReactNode;
  /** The last index near the screen, as the player scrolls (to load the next page in time). */
  onReach?(lastIndex: number): void;
  testId?: string;
}

/**
 * A grid of `count` cells that scrolls with the page and renders only the rows near the
 * screen (@tanstack/react-virtual): 1,500 games are some 20 rows in the DOM. Every row has the
 * same height, so nothing shifts as rows come and go.
 */
export function VirtualGrid({ count, renderItem, onReach, testId = 'casino-grid' }: VirtualGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setOffset(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { columns, rowHeight } = gridGeometry(width);
  const rows = Math.ceil(count / columns);
  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => rowHeight, overscan: 3, scrollMargin: offset });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const lastRow = items.length ? (items[items.length - 1]?.index ?? 0) : 0;
  useEffect(() => onReach?.(Math.min(count, (lastRow + 1) * columns) - 1), [onReach, lastRow, columns, count]);
  return (
    <div
      ref={ref}
      className="casino-grid"
      data-testid={testId}
      data-count={count}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {items.map((row) => (
        <div
          key={row.key}
          className="casino-grid__row"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: rowHeight - GAP,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, 1fr)`,
          }}
        >
          {Array.from({ length: columns }, (_, c) => row.index * columns + c)
            .filter((i) => i < count)
            .map((i) => (
              <div key={i} className="casino-grid__cell">
                {renderItem(i)}
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}

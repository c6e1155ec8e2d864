import { useCallback, useEffect, useRef, useState } from 'react';
import { CASINO_MAX_PAGE_SIZE, messageOf, type CasinoGame, type CasinoGamesAnswer, type Message } from '@site/api';

/** Loads one page (1-based) of a list of games. */
export type PageLoader = (page: number, limit: number, signal: AbortSignal) => Promise<CasinoGamesAnswer>;

export type GamePages =
  | { kind: 'loading' }
  | { kind: 'error'; message: Message }
  | { kind: 'ready'; total: number; gameAt(index: number): CasinoGame | undefined; reach(lastIndex: number): void; version: number };

/**
 * A long list of games read a page at a time: the first page at once, the next ones as the
 * grid nears them (`reach`). A new loader (another filter) starts over; an old answer is dropped.
 */
export function useGamePages(load: PageLoader, pageSize = CASINO_MAX_PAGE_SIZE): GamePages {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; total: number; version: number }
  >({
    kind: 'loading',
  });
  const pages = useRef(new Map<number, CasinoGame[]>());
  const asked = useRef(new Set<number>());
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    (page: number) => {
      if (asked.current.has(page)) return;
      asked.current.add(page);
      const c = controller.current;
      if (!c) return;
      load(page, pageSize, c.signal).then(
        (answer) => {
          if (c.signal.aborted) return;
          pages.current.set(page, answer.games);
          setState((s) => ({ kind: 'ready', total: answer.total, version: s.kind === 'ready' ? s.version + 1 : 1 }));
        },
        (error: unknown) => {
          if (c.signal.aborted) return;
          asked.current.delete(page);
          if (page === 1) setState({ kind: 'error', message: messageOf(error) });
        },
      );
    },
    [load, pageSize],
  );

  useEffect(() => {
    const c = new AbortController();
    controller.current = c;
    pages.current = new Map();
    asked.current = new Set();
    setState({ kind: 'loading' });
    fetchPage(1);
    return () => c.abort();
  }, [fetchPage]);

  const reach = useCallback(
    (lastIndex: number) => {
      const page = Math.floor((lastIndex + 1) / pageSize) + 1;
      // the page just past the screen too, so the next rows are there before they show
      for (const p of [page - 1, page]) if (p >= 1 && (p - 1) * pageSize < (state.kind === 'ready' ? state.total : 0)) fetchPage(p);
    },
    [fetchPage, pageSize, state],
  );
  const gameAt = useCallback((index: number) => pages.current.get(Math.floor(index / pageSize) + 1)?.[index % pageSize], [pageSize]);

  if (state.kind !== 'ready') return state;
  return { kind: 'ready', total: state.total, version: state.version, gameAt, reach };
}

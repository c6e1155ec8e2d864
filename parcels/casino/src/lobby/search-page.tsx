import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_MIN_QUERY } from '@site/api';
import { useCasino } from '../casino-context';
import { CasinoNav } from './casino-nav';
import { GameGrid } from './game-grid';
import { useGamePages } from './use-game-pages';

/** The pause after the last key before the search is sent: one call per burst of typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The text as the server searches it: trimmed, and nothing below the minimum length. */
const searched = (text: string) => {
  const q = text.trim().slice(0, 100);
  return q.length >= CASINO_MIN_QUERY ? q : '';
};

/** casino-search: results as the player types, sent once the typing pauses; the text stays in the address (`?q=`). */
export function SearchPage({ initial }: { initial: string }) {
  const { t } = useTranslation('casino');
  const { api, clock } = useCasino();
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(searched(initial));

  useEffect(() => {
    const handle = clock.setTimeout(() => setQ(searched(text)), SEARCH_DEBOUNCE_MS);
    return () => clock.clearTimeout(handle);
  }, [clock, text]);

  useEffect(() => {
    if (typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    if ((url.searchParams.get('q') ?? '') === q) return;
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [q]);

  const load = useCallback(
    (page: number, limit: number, signal: AbortSignal) => api.games({ q, page, limit, sort: 'popularity' }, signal),
    [api, q],
  );
  return (
    <section className="casino-app casino-search" data-testid="casino-search-page">
      <header className="casino-head">
        <h1>{t('search')}</h1>
        <span className="casino-demo-label">{t('demo_label')}</span>
      </header>
      <CasinoNav />
      <input
        type="search"
        data-testid="casino-search"
        aria-label={t('search_label')}
        placeholder={t('search_placeholder', { min: CASINO_MIN_QUERY })}
        value={text}
        autoFocus
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
      {q ? <SearchResults load={load} /> : <p data-testid="casino-search-hint">{t('search_hint', { min: CASINO_MIN_QUERY })}</p>}
    </section>
  );
}

function SearchResults({ load }: { load: Parameters<typeof useGamePages>[0] }) {
  const { t } = useTranslation('casino');
  const pages = useGamePages(load);
  return <GameGrid pages={pages} empty={t('search_nothing')} />;
}

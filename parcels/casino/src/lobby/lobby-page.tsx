import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_CATEGORIES, CASINO_SECTIONS, type CasinoCategory, type CasinoSection } from '@site/api';
import { useCasino } from '../casino-context';
import type { GamesFilter } from '../route-view';
import { CasinoNav } from './casino-nav';
import { GameGrid } from './game-grid';
import { OtherGames } from './other-games';
import { useGamePages } from './use-game-pages';

const isSection = (s: string | undefined): s is CasinoSection => (CASINO_SECTIONS as readonly string[]).includes(s ?? '');
const isCategory = (s: string | undefined): s is CasinoCategory => (CASINO_CATEGORIES as readonly string[]).includes(s ?? '');

/** A section, a subcategory, a provider or the whole catalogue: every game of it, most popular first. */
export function LobbyPage({ title, filter }: { title: string; filter: GamesFilter }) {
  const { t } = useTranslation('casino');
  const { api } = useCasino();
  const { section, category, provider } = filter;
  const load = useCallback(
    (page: number, limit: number, signal: AbortSignal) =>
      api.games(
        {
          ...(isSection(section) && { section }),
          ...(isCategory(category) && { category }),
          ...(provider && { provider }),
          page,
          limit,
          sort: 'popularity',
        },
        signal,
      ),
    [api, section, category, provider],
  );
  const pages = useGamePages(load);
  const providerName = useProviderName(provider);
  const heading = provider
    ? t('provider_title', { provider: providerName })
    : isSection(section)
      ? t(`section.${section}`)
      : t(`page.${title}`, { defaultValue: t('lobby') });
  return (
    <section
      className="casino-app"
      data-testid="casino-lobby"
      data-section={section ?? ''}
      data-category={category ?? ''}
      data-provider={provider ?? ''}
    >
      <header className="casino-head">
        <h1>
          {heading}
          {isCategory(category) && ` · ${t(`category.${category}`)}`}
        </h1>
        <span className="casino-demo-label">{t('demo_label')}</span>
      </header>
      <CasinoNav section={section} category={category} />
      <GameGrid pages={pages} />
      <OtherGames section={section} />
    </section>
  );
}

/** A provider's name from the providers list (its slug until then, or if the list fails). */
function useProviderName(provider: string | undefined): string {
  const { api } = useCasino();
  const [name, setName] = useState(provider ?? '');
  useEffect(() => {
    if (!provider) return;
    const c = new AbortController();
    api.providers(c.signal).then(
      (a) => !c.signal.aborted && setName(a.providers.find((p) => p.id === provider)?.name ?? provider),
      () => undefined,
    );
    return () => c.abort();
  }, [api, provider]);
  return name;
}

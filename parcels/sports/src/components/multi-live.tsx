import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { sportsPath } from '../route-view';
import { useSports } from '../sports-context';
import { MULTI_LIVE_MAX_BOARDS } from '../sports-page-store';
import { GameCard } from './game-card';

/** The games a multi-live URL picks: ids in order, no repeats, at most MULTI_LIVE_MAX_BOARDS. */
export function pickedBoards(gameIds: readonly number[] | undefined): number[] {
  return [...new Set(gameIds ?? [])].slice(0, MULTI_LIVE_MAX_BOARDS);
}

/**
 * Multi-live: the player picks up to four live games from the list beside the boards; the
 * choice is the URL (`?games=1,2`), so a reload, a shared link and the back button keep it.
 */
export const MultiLive = observer(function MultiLive({ gameIds }: { gameIds: readonly number[] | undefined }) {
  const { t } = useTranslation('sports');
  const { page, lang } = useSports();
  const picked = pickedBoards(gameIds);
  const full = picked.length >= MULTI_LIVE_MAX_BOARDS;
  const without = (id: number) => sportsPath.multiLive(lang, picked.filter((x) => x !== id));
  return (
    <div className="multi-live" data-testid="multi-live" data-boards={page.details.length}>
      <h1 className="sports-app__title multi-live__title">{t('multi_live')}</h1>
      <nav className="multi-live__picker" data-testid="multi-live-picker" aria-label={t('multi_live_pick', { max: MULTI_LIVE_MAX_BOARDS })}>
        <h2>{t('multi_live_pick', { max: MULTI_LIVE_MAX_BOARDS })}</h2>
        {full && (
          <p className="multi-live__note" role="status" data-testid="multi-live-full">
            {t('multi_live_full', { max: MULTI_LIVE_MAX_BOARDS })}
          </p>
        )}
        {page.pickable.length === 0 && page.status === 'ready' && <p>{t('no_live_games')}</p>}
        {page.pickable.map((c) => (
          <section key={c.id} className="multi-live__champ">
            <h3>{c.name}</h3>
            <ul>
              {c.games.map((g) => {
                const on = picked.includes(g.id);
                const label = `${g.opponents[0]} — ${g.opponents[1]}`;
                return (
                  <li key={g.id}>
                    {on || !full ? (
                      <a
                        className={on ? 'multi-live__pick is-picked' : 'multi-live__pick'}
                        href={on ? without(g.id) : sportsPath.multiLive(lang, [...picked, g.id])}
                        data-testid="multi-live-pick"
                        data-game-id={g.id}
                        data-picked={on}
                        aria-current={on ? 'true' : undefined}
                      >
                        <span className="multi-live__mark" aria-hidden="true">
                          {on ? '✓' : '+'}
                        </span>
                        {label}
                      </a>
                    ) : (
                      <span className="multi-live__pick is-disabled" data-testid="multi-live-pick" data-game-id={g.id} data-picked="false" aria-disabled="true">
                        <span className="multi-live__mark" aria-hidden="true">
                          +
                        </span>
                        {label}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
      <div className={`multi-live__boards multi-live__boards--${Math.max(1, page.details.length)}`} data-testid="multi-live-boards">
        {picked.length === 0 ? (
          <p className="multi-live__empty" data-testid="multi-live-empty">
            {t('multi_live_empty')}
          </p>
        ) : (
          page.details.map((g) => <GameCard key={g.id} game={g} pageType="multi-live" onRemove={{ href: without(g.id), label: t('multi_live_remove') }} />)
        )}
      </div>
    </div>
  );
});

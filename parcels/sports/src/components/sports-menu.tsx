import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TimeFilter } from '@site/api';
import { sportsPath } from '../route-view';
import { useSports } from '../sports-context';

/** Sections, the sports of the section with their game counts, and the open sport's champs. */
export const SportsMenu = observer(function SportsMenu({ timeFilter, champId }: { timeFilter: TimeFilter; champId?: number }) {
  const { page, lang } = useSports();
  const { t } = useTranslation('sports');
  const section = page.section;
  return (
    <aside className="sports-menu" data-testid="sports-menu">
      <nav className="sports-menu__sections" aria-label={t('sections_label')}>
        <a href={sportsPath.section(lang, 'line')} className={section === 'line' ? 'is-active' : undefined} data-testid="section-line">
          {t('line')}
        </a>
        <a href={sportsPath.section(lang, 'live')} className={section === 'live' ? 'is-active' : undefined} data-testid="section-live">
          {t('live')}
        </a>
        <a href={sportsPath.topEvents(lang, section)}>{t('top_events')}</a>
        <a href={sportsPath.multiLive(lang)}>{t('multi_live')}</a>
      </nav>
      <h2>{t('menu_title')}</h2>
      <ul>
        {page.sports.map((s) => (
          <li key={s.id} data-testid="sport" data-sport-id={s.id}>
            <a href={sportsPath.sport(lang, section, s.id, timeFilter)} className={s.id === page.sportId ? 'is-active' : undefined}>
              {s.name}{' '}
              <span className="sports-menu__count" title={t('games', { count: s.gamesCount })}>
                {s.gamesCount}
              </span>
            </a>
            {s.id === page.sportId && page.champs.length > 0 && (
              <ul className="sports-menu__champs">
                {page.champs.map((c) => (
                  <li key={c.id} data-testid="champ-link">
                    <a
                      href={sportsPath.champ(lang, section, s.id, c.id, timeFilter)}
                      className={c.id === champId ? 'is-active' : undefined}
                    >
                      {c.name}{' '}
                      <span className="sports-menu__count" title={t('games', { count: c.games.length })}>
                        {c.games.length}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
});

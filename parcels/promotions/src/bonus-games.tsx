import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BonusGamesAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { Money } from '@site/ui';
import { LoadState } from './content-pages';
import { useLoad } from './use-load';

/** The catalogue, with the player's points; reloaded when the player signs in or out. */
export function useBonusGames() {
  const { api, user } = useStores();
  const signedIn = user.isAuthorized;
  return useLoad((signal) => api.get<BonusGamesAnswer>('web:/bonus-games', { signal }), [api, signedIn]);
}

export const PointsLine = observer(function PointsLine({ points }: { points: number | null }) {
  const { t } = useTranslation('promotions');
  return points === null ? (
    <p data-testid="points-sign-in">{t('points_sign_in')}</p>
  ) : (
    <p data-testid="points-balance" data-points={points}>
      {t('points_balance', { count: points })}
    </p>
  );
});

/** `games` (and `bonus/games`): every bonus game with its cost and prizes, and the player's points. */
export const BonusGamesList = observer(function BonusGamesList({ title }: { title?: string }) {
  const { t } = useTranslation('promotions');
  const lang = useStores().settings.language;
  const state = useBonusGames();
  return (
    <section className="promotions__games" data-testid="bonus-games">
      <h1>{title ?? t('games_title')}</h1>
      <p className="promotions__intro">{t('games_intro')}</p>
      {state.kind !== 'ready' ? (
        <LoadState state={state} />
      ) : (
        <>
          <PointsLine points={state.value.points} />
          <ul className="promotions__cards">
            {state.value.games.map((g) => (
              <li key={g.route} className="site-card promotions__card" data-testid="bonus-game-card" data-game={g.route}>
                <h2>{t(`game_${g.route}`)}</h2>
                <p>{t('cost', { count: g.cost })}</p>
                <p>
                  {t('prizes')}{' '}
                  {g.prizes
                    .filter((p) => p > 0)
                    .map((p, i) => (
                      <span key={p}>
                        {i > 0 && ', '}
                        {state.value.currency ? <Money amount={p} currency={state.value.currency} /> : p}
                      </span>
                    ))}
                </p>
                <a href={`/${lang}/games/${g.route}`} data-testid="bonus-game-play-link">
                  {t('play')}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});

/** `points`: the points balance and where to spend it. */
export const PointsPage = observer(function PointsPage() {
  const { t } = useTranslation('promotions');
  const lang = useStores().settings.language;
  const state = useBonusGames();
  return (
    <section className="site-card promotions__points" data-testid="points-page">
      <h1>{t('points_title')}</h1>
      {state.kind !== 'ready' ? <LoadState state={state} /> : <PointsLine points={state.value.points} />}
      <p>{t('points_how')}</p>
      <a href={`/${lang}/games`}>{t('to_games')}</a>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { useCasino } from '../casino-context';
import { RoundList } from '../fairness/round-list';
import { VerifyRound } from '../fairness/verify-round';
import { CasinoNav } from './casino-nav';
import { GameGrid } from './game-grid';
import { SignInPrompt } from './sign-in-prompt';
import { useGamePages } from './use-game-pages';

/**
 * my-casino (the player's rounds, each with its verify page: `?verify={roundId}`) and
 * my-casino/favorites. Both need a player; a guest sees why and the login.
 */
export const MyCasinoPage = observer(function MyCasinoPage({ tab, verify }: { tab: 'recent' | 'favorites'; verify?: number | undefined }) {
  const { t } = useTranslation('casino');
  const { user } = useStores();
  const { lang } = useCasino();
  return (
    <section className="casino-app" data-testid="casino-my" data-tab={tab}>
      <header className="casino-head">
        <h1>{tab === 'favorites' ? t('favorites') : t('my_casino')}</h1>
      </header>
      <CasinoNav />
      <nav className="casino-nav" aria-label={t('my_casino')}>
        <a href={`/${lang}/my-casino`} aria-current={tab === 'recent' ? 'page' : undefined}>
          {t('my_rounds')}
        </a>
        <a href={`/${lang}/my-casino/favorites`} aria-current={tab === 'favorites' ? 'page' : undefined}>
          {t('favorites')}
        </a>
      </nav>
      {!user.isAuthorized ? (
        <SignInPrompt reason={tab === 'favorites' ? t('sign_in_favorites') : t('sign_in_my_casino')} />
      ) : tab === 'favorites' ? (
        <Favorites />
      ) : verify !== undefined ? (
        <VerifyRound roundId={verify} />
      ) : (
        <RoundList verifyHref={(id) => `/${lang}/my-casino?verify=${id}`} />
      )}
    </section>
  );
});

function Favorites() {
  const { t } = useTranslation('casino');
  const { api } = useCasino();
  const load = useCallback((page: number, limit: number, signal: AbortSignal) => api.favorites({ page, limit }, signal), [api]);
  return <GameGrid pages={useGamePages(load)} empty={t('favorites_empty')} />;
}

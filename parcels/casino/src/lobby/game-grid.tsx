import { useTranslation } from 'react-i18next';
import { MessageText } from '@site/ui';
import { SectionSkeleton } from './section-skeleton';
import { EmptyTile, GameTile } from './game-tile';
import type { GamePages } from './use-game-pages';
import { VirtualGrid } from './virtual-grid';

/** A paged list of games: the skeleton while the first page loads, then the virtualised grid. */
export function GameGrid({ pages, empty }: { pages: GamePages; empty?: string }) {
  const { t } = useTranslation('casino');
  if (pages.kind === 'loading') return <SectionSkeleton />;
  if (pages.kind === 'error') {
    return (
      <p role="alert" data-testid="casino-error">
        <MessageText message={pages.message} />
      </p>
    );
  }
  if (pages.total === 0) return <p data-testid="casino-empty">{empty ?? t('no_games')}</p>;
  return (
    <>
      <p className="casino-demo-label" data-testid="casino-total">
        {t('games_count', { count: pages.total })}
      </p>
      <VirtualGrid
        count={pages.total}
        onReach={pages.reach}
        renderItem={(i) => {
          const game = pages.gameAt(i);
          return game ? <GameTile game={game} /> : <EmptyTile />;
        }}
      />
    </>
  );
}

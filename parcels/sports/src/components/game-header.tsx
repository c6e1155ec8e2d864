import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DateTime } from '@site/ui';
import type { GameState } from '../live-store';

/** Start time before the game (the player's zone and clock), the score once it is live (the stream moves it), 'ended' after. */
export const GameScore = observer(function GameScore({ game }: { game: GameState }) {
  const { t } = useTranslation('sports');
  if (game.ended) return <span className="game-score game-score--ended">{`${game.score[0]}:${game.score[1]} · ${t('game_ended')}`}</span>;
  if (game.isLive)
    return (
      <span className="game-score game-score--live" data-testid="game-score">
        {`${game.score[0]}:${game.score[1]}`}
        {game.period > 0 && <small title={t('period', { period: game.period })}>{` (${game.period})`}</small>}
      </span>
    );
  return (
    <span className="game-score">
      <DateTime value={game.info.startTime} style="dayTime" />
    </span>
  );
});

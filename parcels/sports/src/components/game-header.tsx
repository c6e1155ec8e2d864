import { observer } from 'mobx-react-lite';
import { useT } from '@site/i18n';
import type { GameState } from '../live-store';

/** Start time before the game, the score once it is live (the stream moves it), 'ended' after. */
export const GameScore = observer(function GameScore({ game, lang }: { game: GameState; lang: string }) {
  const t = useT();
  if (game.ended)
    return <span className="game-score game-score--ended">{`${game.score[0]}:${game.score[1]} · ${t('sports_game_ended')}`}</span>;
  if (game.isLive)
    return (
      <span className="game-score game-score--live" data-testid="game-score">
        {`${game.score[0]}:${game.score[1]}`}
        {game.period > 0 && <small>{` (${game.period})`}</small>}
      </span>
    );
  const when = new Date(game.info.startTime);
  return (
    <span className="game-score">
      {when.toLocaleString(lang, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}
    </span>
  );
});

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DateTime } from '@site/ui';
import type { GameState } from '../live-store';
import { matchMinute } from '../match-time';
import { useSports } from '../sports-context';

/** "1st period", "2nd period"... in the player's language. */
export function usePeriodLabel(): (period: number) => string {
  const { t } = useTranslation('sports');
  return (period) => (period >= 1 && period <= 3 ? t(`period_${period as 1 | 2 | 3}`) : t('period_n', { period }));
}

/** A live game's clock: its period and the match minute (the feed's live time since kick-off), moved on by the page clock. */
export const MatchClock = observer(function MatchClock({ game }: { game: GameState }) {
  const { t } = useTranslation('sports');
  const { clock } = useSports();
  const periodLabel = usePeriodLabel();
  return (
    <span className="match-clock" data-testid="match-clock">
      {game.period > 0 && <span className="match-clock__period">{periodLabel(game.period)}</span>}
      <span className="match-clock__minute">{t('match_minute', { minute: matchMinute(game.info.startTime, clock.now) })}</span>
    </span>
  );
});

/**
 * Start time before the game (the player's zone and clock; `timeOnly` under a day heading), the
 * score and the match clock once it is live (the stream moves them), 'ended' after.
 */
export const GameScore = observer(function GameScore({ game, timeOnly = false }: { game: GameState; timeOnly?: boolean }) {
  const { t } = useTranslation('sports');
  if (game.ended) return <span className="game-score game-score--ended">{`${game.score[0]}:${game.score[1]} · ${t('game_ended')}`}</span>;
  if (game.isLive)
    return (
      <span className="game-score game-score--live">
        <span className="game-score__value" data-testid="game-score">{`${game.score[0]}:${game.score[1]}`}</span>
        <MatchClock game={game} />
      </span>
    );
  return (
    <span className="game-score">
      <DateTime value={game.info.startTime} style={timeOnly ? 'time' : 'dayTime'} />
    </span>
  );
});

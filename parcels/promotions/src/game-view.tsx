import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, newIdempotencyKey, type Message, type PlayBonusGameAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { MessageText, Money } from '@site/ui';
import { LoadState } from './content-pages';
import { PointsLine, useBonusGames } from './bonus-games';

/** How many things a game lets the player pick from, and what they are called. */
export function picksOf(game: string): { count: number; word: string } {
  const base = game.replace(/-bonus$/, '');
  if (base === 'fortuna') return { count: 8, word: 'fortuna' };
  if (base === 'chest') return { count: 3, word: 'chest' };
  if (base === 'memory') return { count: 6, word: 'memory' };
  if (base === 'safe') return { count: 4, word: 'safe' };
  if (base === 'lottery') return { count: 5, word: 'lottery' };
  return { count: 3, word: 'dragon' };
}

type Round =
  | { kind: 'idle' }
  | { kind: 'playing'; choice: number; key: string }
  | { kind: 'done'; choice: number; answer: PlayBonusGameAnswer }
  | { kind: 'error'; message: Message; choice: number; key: string };

/**
 * `games/{gameRoute}`: one bonus game. The player picks a sector, chest, card...; the server
 * draws the outcome (the pick is only shown), spends the points and credits the prize to the
 * bonus account. A failed call keeps its key, so trying the same pick again cannot play twice.
 */
export const GameView = observer(function GameView({ game }: { game: string }) {
  const { t } = useTranslation('promotions');
  const { api, accounts, user, settings } = useStores();
  const catalogue = useBonusGames();
  const [round, setRound] = useState<Round>({ kind: 'idle' });
  const [points, setPoints] = useState<number | null>(null);
  const picks = picksOf(game);

  if (catalogue.kind !== 'ready') return <LoadState state={catalogue} />;
  const info = catalogue.value.games.find((g) => g.route === game);
  if (!info) return <LoadState state={{ kind: 'missing' }} />;
  const shownPoints = points ?? catalogue.value.points;

  const play = (choice: number) => {
    const key = round.kind === 'error' && round.choice === choice ? round.key : newIdempotencyKey();
    setRound({ kind: 'playing', choice, key });
    api.post<PlayBonusGameAnswer>(`web:/bonus-games/${game}/play`, { idempotencyKey: key, choice }).then(
      (answer) => {
        setRound({ kind: 'done', choice, answer });
        setPoints(answer.points);
        void accounts.load();
      },
      (error: unknown) => setRound({ kind: 'error', message: messageOf(error), choice, key }),
    );
  };
  const busy = round.kind === 'playing';

  return (
    <section className="site-card promotions__game" data-testid="bonus-game" data-game={game}>
      <h1>{t(`game_${game}`)}</h1>
      <p>{t('cost', { count: info.cost })}</p>
      <PointsLine points={user.isAuthorized ? shownPoints : null} />
      {user.isAuthorized && round.kind !== 'done' && (
        <>
          <p>{t('pick')}</p>
          <div role="group" aria-label={t('pick')} className="promotions__picks">
            {Array.from({ length: picks.count }, (_, i) => (
              <button key={i} type="button" data-testid="bonus-game-pick" data-choice={i} disabled={busy} onClick={() => play(i)}>
                {t(`pick_${picks.word}`, { n: i + 1 })}
              </button>
            ))}
          </div>
        </>
      )}
      {busy && <p data-testid="bonus-game-playing">{t('playing')}</p>}
      {round.kind === 'error' && (
        <p role="alert" data-testid="bonus-game-error">
          <MessageText message={round.message} />
        </p>
      )}
      {round.kind === 'done' && (
        <div data-testid="bonus-game-result" data-prize={round.answer.prize}>
          <p>{t(`pick_${picks.word}`, { n: round.choice + 1 })}</p>
          <p role="status">
            {round.answer.prize > 0 ? (
              <>
                {t('won')} <Money amount={round.answer.prize} currency={round.answer.currency} />
              </>
            ) : (
              t('lost')
            )}
          </p>
          <button type="button" data-testid="bonus-game-again" onClick={() => setRound({ kind: 'idle' })}>
            {t('again')}
          </button>
        </div>
      )}
      <p>
        <a href={`/${settings.language}/games`}>{t('back_to_games')}</a>
      </p>
    </section>
  );
});

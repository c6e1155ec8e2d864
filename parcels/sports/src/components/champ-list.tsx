import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChampView, GameView, Section } from '@site/api';
import { sportsPath } from '../route-view';
import { useSports } from '../sports-context';
import { GameScore } from './game-header';
import { OddButton } from './odd-button';
import { useOnScreen, VisibilityContext } from '../visibility';

/** A game in a list: teams, time or score, and its main markets (1X2 or winner). */
const GameRow = observer(function GameRow({ game, section }: { game: GameView; section: Section }) {
  const { live, lang } = useSports();
  const state = live.game(game.id);
  if (!state) return null;
  return (
    <li className="game-row" data-testid="game" data-game-id={game.id}>
      <a className="game-row__teams" href={sportsPath.game(lang, section, game.sportId, game.champId, game.id)}>
        {state.info.opponents[0]} — {state.info.opponents[1]}
      </a>
      <GameScore game={state} />
      <span className="game-row__odds">
        {game.markets.map((m) => {
          const market = live.market(m.id);
          return market ? <OddButton key={m.id} market={market} game={state} pageType={section} showName /> : null;
        })}
      </span>
    </li>
  );
});

/** A champ with its games; its odds paint only while it is on screen. */
function ChampBlock({ champ, section }: { champ: ChampView; section: Section }) {
  const { t } = useTranslation('sports');
  const ref = useRef<HTMLElement>(null);
  const visible = useOnScreen(ref);
  return (
    <section ref={ref} className="champ" data-testid="champ" data-champ-id={champ.id}>
      <VisibilityContext.Provider value={visible}>
        <h3>
          {champ.name}
          {champ.demo && <small className="demo-badge">{` · ${t('demo')}`}</small>}
        </h3>
        <ul>
          {champ.games.map((g) => (
            <GameRow key={g.id} game={g} section={section} />
          ))}
        </ul>
      </VisibilityContext.Provider>
    </section>
  );
}

export const ChampList = observer(function ChampList({ champs, section }: { champs: ChampView[]; section: Section }) {
  const { t } = useTranslation('sports');
  if (champs.length === 0) return <p data-testid="no-games">{t('no_games')}</p>;
  return (
    <div className="champ-list" data-testid="champ-list">
      {champs.map((c) => (
        <ChampBlock key={c.id} champ={c} section={section} />
      ))}
    </div>
  );
});

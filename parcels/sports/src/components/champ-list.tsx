import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChampView, GameView, Section } from '@site/api';
import { useFormat } from '@site/ui';
import { groupByDay } from '../match-time';
import { sportsPath } from '../route-view';
import { useSports } from '../sports-context';
import { GameScore } from './game-header';
import { OddButton } from './odd-button';
import { useOnScreen, VisibilityContext } from '../visibility';

/** A game in a list, on one line: time (or score and clock), teams, its main markets, and "+N" to the rest on the game page. */
const GameRow = observer(function GameRow({ game, section }: { game: GameView; section: Section }) {
  const { live, lang } = useSports();
  const { t } = useTranslation('sports');
  const state = live.game(game.id);
  if (!state) return null;
  const href = sportsPath.game(lang, section, game.sportId, game.champId, game.id);
  const more = Math.max(0, (game.marketsCount ?? 0) - game.markets.length);
  return (
    <li className="game-row" data-testid="game" data-game-id={game.id}>
      <span className="game-row__time">
        <GameScore game={state} timeOnly />
      </span>
      <a className="game-row__teams" href={href}>
        {state.info.opponents[0]} — {state.info.opponents[1]}
      </a>
      <span className="game-row__odds">
        {game.markets.map((m) => {
          const market = live.market(m.id);
          return market ? <OddButton key={m.id} market={market} game={state} pageType={section} showName /> : null;
        })}
      </span>
      <span className="game-row__more">
        {more > 0 && (
          <a href={href} data-testid="more-markets" aria-label={t('more_markets_label', { count: more, home: state.info.opponents[0], away: state.info.opponents[1] })}>
            {t('more_markets', { count: more })}
          </a>
        )}
      </span>
    </li>
  );
});

/** The line's games of a champ under day headings (today, tomorrow, then dates); live games need none. */
const ChampGames = observer(function ChampGames({ champ, section }: { champ: ChampView; section: Section }) {
  const { clock } = useSports();
  const { t } = useTranslation('sports');
  const format = useFormat();
  if (section === 'live')
    return (
      <ul>
        {champ.games.map((g) => (
          <GameRow key={g.id} game={g} section={section} />
        ))}
      </ul>
    );
  const days = groupByDay(champ.games, (g) => g.startTime, clock.now, (time) => format.dateTime(time, 'date'));
  return (
    <>
      {days.map((d) => (
        <div key={d.day} className="champ__day" data-testid="game-day" data-day={d.label ?? 'date'}>
          <h3 className="champ__day-title">{d.label ? t(d.label) : d.day}</h3>
          <ul>
            {d.items.map((g) => (
              <GameRow key={g.id} game={g} section={section} />
            ))}
          </ul>
        </div>
      ))}
    </>
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
        {/* under the page's h1: champs are h2, their days h3 (headings in order, issue 22) */}
        <h2 className="champ__title">
          {champ.name}
          {champ.demo && <small className="demo-badge">{` · ${t('demo')}`}</small>}
        </h2>
        <ChampGames champ={champ} section={section} />
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

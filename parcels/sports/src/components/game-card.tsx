import { observer } from 'mobx-react-lite';
import { useMemo, useRef } from 'react';
import type { GameDetail, MarketDetail } from '@site/api';
import { sportsPath } from '../route-view';
import { useSports } from '../sports-context';
import { GameScore } from './game-header';
import { OddButton } from './odd-button';
import { useOnScreen, VisibilityContext } from '../visibility';

/** Markets by their group key ("1x2", "total:2.5"...), in the feed's order. */
export function groupMarkets(markets: readonly MarketDetail[]): { group: string; markets: MarketDetail[] }[] {
  const groups = new Map<string, MarketDetail[]>();
  for (const m of markets) {
    const list = groups.get(m.group);
    if (list) list.push(m);
    else groups.set(m.group, [m]);
  }
  return [...groups].map(([group, list]) => ({ group, markets: list }));
}

/** A game with every market (the game page and each game of multi-live). */
export const GameCard = observer(function GameCard({ game, pageType }: { game: GameDetail; pageType: string }) {
  const { live, lang } = useSports();
  const state = live.game(game.id);
  const groups = useMemo(() => groupMarkets(game.markets), [game.markets]);
  const ref = useRef<HTMLElement>(null);
  const visible = useOnScreen(ref);
  if (!state) return null;
  const section = state.isLive ? 'live' : 'line';
  return (
    <article ref={ref} className="game-card" data-testid="game-card" data-game-id={game.id}>
      <VisibilityContext.Provider value={visible}>
        <header>
          <small>
            {game.sportName} · {game.champName}
          </small>
          <h3>
            <a href={sportsPath.game(lang, section, game.sportId, game.champId, game.id)}>
              {game.opponents[0]} — {game.opponents[1]}
            </a>{' '}
            <GameScore game={state} />
          </h3>
        </header>
        <div className="game-card__markets">
          {groups.map(({ group, markets }) => (
            <div key={group} className="market-group" data-group={group}>
              {markets.map((m) => {
                const market = live.market(m.id);
                return market ? <OddButton key={m.id} market={market} game={state} pageType={pageType} showName /> : null;
              })}
            </div>
          ))}
        </div>
      </VisibilityContext.Provider>
    </article>
  );
});

import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDetail } from '@site/api';
import { isDecided } from '../decided';
import { marketSections, type MarketSection, type MarketSectionView } from '../market-groups';
import { sportsPath } from '../route-view';
import { useSports } from '../sports-context';
import { GameScore } from './game-header';
import { OddButton } from './odd-button';
import { useOnScreen, useOnScreenRef, VisibilityContext } from '../visibility';
import type { GameState } from '../live-store';

/** One heading of a game's markets: a button that folds it, and its markets, those the live score decided left out. */
const MarketGroup = observer(function MarketGroup({
  view,
  game,
  pageType,
  collapsed,
  onToggle,
  idPrefix,
}: {
  view: MarketSectionView;
  game: GameState;
  pageType: string;
  collapsed: boolean;
  onToggle: () => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('sports');
  const { live } = useSports();
  // Each heading's own visibility, not the whole card's: a board is taller than the screen, and
  // its buttons below the fold then cost no DOM writes, layout or paint on a price change.
  const [ref, visible] = useOnScreenRef();
  const markets = game.isLive ? view.markets.filter((m) => !isDecided(m, game.score)) : view.markets;
  if (markets.length === 0) return null;
  const bodyId = `${idPrefix}-${view.section}`;
  // one level under the game's title (h1 on the game page, h2 on a multi-live board)
  const Heading = pageType === 'game' ? 'h2' : 'h3';
  return (
    <section ref={ref} className="market-group" data-testid="market-group" data-section={view.section} data-collapsed={collapsed}>
      <Heading className="market-group__title">
        <button type="button" aria-expanded={!collapsed} aria-controls={bodyId} data-testid="market-group-toggle" onClick={onToggle}>
          <span>{t(`market_${view.section}`)}</span>
          <span className="market-group__count">{markets.length}</span>
        </button>
      </Heading>
      {!collapsed && (
        <VisibilityContext.Provider value={visible}>
          <div id={bodyId} className={`market-group__body market-group__body--${view.section}`}>
            {markets.map((m) => {
              const market = live.market(m.id);
              return market ? <OddButton key={m.id} market={market} game={game} pageType={pageType} showName wide /> : null;
            })}
          </div>
        </VisibilityContext.Provider>
      )}
    </section>
  );
});

/** A game with every market under its headings (the game page and each board of multi-live). */
export const GameCard = observer(function GameCard({ game, pageType, onRemove }: { game: GameDetail; pageType: string; onRemove?: { href: string; label: string } }) {
  const { live, lang } = useSports();
  const state = live.game(game.id);
  const sections = useMemo(() => marketSections(game.markets), [game.markets]);
  // folded headings: kept while the page shows the game (a reload of its data keeps them)
  const [collapsed, setCollapsed] = useState<ReadonlySet<MarketSection>>(() => new Set());
  const ref = useRef<HTMLElement>(null);
  const visible = useOnScreen(ref);
  if (!state) return null;
  const section = state.isLive ? 'live' : 'line';
  const toggle = (s: MarketSection) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(s)) next.add(s);
      return next;
    });
  const Title = pageType === 'game' ? 'h1' : 'h2';
  return (
    <article ref={ref} className={`game-card game-card--${pageType}`} data-testid="game-card" data-game-id={game.id}>
      <VisibilityContext.Provider value={visible}>
        <header className="game-card__head">
          <small className="game-card__champ">
            {game.sportName} · {game.champName}
          </small>
          <Title className="game-card__title">
            <a href={sportsPath.game(lang, section, game.sportId, game.champId, game.id)}>
              {game.opponents[0]} — {game.opponents[1]}
            </a>
          </Title>
          <GameScore game={state} />
          {onRemove && (
            <a className="game-card__remove" href={onRemove.href} data-testid="board-remove">
              {onRemove.label}
            </a>
          )}
        </header>
        <div className="game-card__markets">
          {sections.map((v) => (
            <MarketGroup key={v.section} view={v} game={state} pageType={pageType} collapsed={collapsed.has(v.section)} onToggle={() => toggle(v.section)} idPrefix={`markets-${game.id}`} />
          ))}
        </div>
      </VisibilityContext.Provider>
    </article>
  );
});

import { observer } from 'mobx-react-lite';
import { useT } from '@site/i18n';
import { toggleOdd } from '../coupon-link';
import { formatOdd } from '../format-odd';
import type { GameState, MarketState } from '../live-store';
import { useSports } from '../sports-context';

export interface OddButtonProps {
  market: MarketState;
  game: GameState | undefined;
  /** Where the bet was taken (list, game, multi-live), for the coupon's bet. */
  pageType: string;
  /** Show the market's name beside the price (game pages); lists label the columns instead. */
  showName?: boolean;
}

/**
 * One price. It observes only its own market, so a stream update repaints this button and
 * nothing else. A moved price carries data-dir up/down for FLASH_MS; a blocked market (or an
 * ended game) is shown locked and cannot be clicked.
 */
export const OddButton = observer(function OddButton({ market, game, pageType, showName = false }: OddButtonProps) {
  const { live } = useSports();
  const t = useT();
  const locked = market.isBlocked || game?.ended === true;
  const classes = ['odd'];
  if (market.dir) classes.push(`odd--${market.dir}`);
  if (market.selected) classes.push('odd--selected');
  if (locked) classes.push('odd--locked');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-testid="odd"
      data-market-id={market.info.id}
      data-game-id={market.info.gameId}
      data-coef={market.coef}
      data-dir={market.dir ?? ''}
      data-selected={market.selected ? 'true' : 'false'}
      data-locked={locked ? 'true' : 'false'}
      aria-pressed={market.selected}
      disabled={locked}
      title={market.info.name}
      onClick={() => toggleOdd(live.root.bus, market, game, pageType)}
    >
      {showName && <span className="odd__name">{market.info.name}</span>}
      <span className="odd__coef">{locked ? <span aria-label={t('sports_locked')}>🔒</span> : formatOdd(market.coef, live.coefViewId)}</span>
    </button>
  );
});

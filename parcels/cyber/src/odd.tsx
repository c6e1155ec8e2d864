import { observer } from 'mobx-react-lite';
import type { GameView, MarketView } from '@site/api';
import { AddBetToCoupon, type CouponBetInput, RemoveBetFromCoupon } from '@site/bus';
import { useStores } from '@site/stores';
import { useFormat } from '@site/ui';

/** The coupon bet of a cyber odd: the same coupon as the sports pages, through the bus. */
export function couponBet(m: MarketView, g: GameView, pageType: string): CouponBetInput {
  return {
    market: {
      id: String(m.id),
      coef: m.coef,
      kind: 'regular',
      isLive: g.isLive,
      typeId: m.typeId,
      gameId: g.id,
      name: m.name,
      sportId: g.sportId,
      champId: g.champId,
      names: [...g.opponents],
    },
    isBlocked: m.isBlocked,
    gameNumber: g.id,
    gameStatus: g.status,
    startTime: g.startTime,
    opponentNames: [...g.opponents],
    scores: `${g.score[0]}:${g.score[1]}`,
    pageType,
  };
}

/** One price: into the coupon on a click, out again on the next. */
export const Odd = observer(function Odd({ market, game, pageType, showName = false }: { market: MarketView; game: GameView; pageType: string; showName?: boolean }) {
  const { bus, coupon } = useStores();
  const format = useFormat();
  // `bets` is observable (hasBet's index is not): the button follows the coupon.
  const selected = coupon.bets.some((b) => b.market.id === String(market.id));
  const toggle = () =>
    bus.publish(selected ? new RemoveBetFromCoupon({ marketId: String(market.id) }) : new AddBetToCoupon({ bet: couponBet(market, game, pageType) }));
  return (
    <button
      type="button"
      className={selected ? 'odd odd--selected' : 'odd'}
      data-testid="cyber-odd"
      data-market={market.id}
      aria-pressed={selected}
      disabled={market.isBlocked}
      onClick={toggle}
    >
      {showName && <span className="odd__name">{market.name} </span>}
      <span className="odd__coef">{format.odds(market.coef)}</span>
    </button>
  );
});

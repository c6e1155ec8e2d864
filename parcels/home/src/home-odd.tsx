import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AddBetToCoupon, RemoveBetFromCoupon, type CouponBetInput } from '@site/bus';
import type { GameView, MarketView } from '@site/api';
import { useStores } from '@site/stores';
import { useFormat } from '@site/ui';

/** The coupon bet of a main market shown on the home page (spec 1 §3 "Bet in coupon"). */
export function homeBetOf(game: GameView, m: MarketView): CouponBetInput {
  return {
    market: {
      id: String(m.id),
      coef: m.coef,
      kind: 'regular',
      isLive: game.isLive,
      typeId: m.typeId,
      gameId: game.id,
      name: m.name,
      sportId: game.sportId,
      champId: game.champId,
      names: [...game.opponents],
    },
    isBlocked: m.isBlocked,
    gameNumber: game.id,
    gameStatus: game.status,
    startTime: game.startTime,
    opponentNames: [...game.opponents],
    scores: `${game.score[0]}:${game.score[1]}`,
    pageType: 'home',
  };
}

/** A main odd of a home block: into the coupon on a click (through the bus), out again on the next. */
export const HomeOdd = observer(function HomeOdd({ game, market }: { game: GameView; market: MarketView }) {
  const { coupon, bus } = useStores();
  const { t } = useTranslation('home');
  const format = useFormat();
  const id = String(market.id);
  const selected = coupon.bets.some((b) => b.market.id === id);
  const click = () => bus.publish(selected ? new RemoveBetFromCoupon({ marketId: id }) : new AddBetToCoupon({ bet: homeBetOf(game, market) }));
  return (
    <button
      type="button"
      className={selected ? 'home-odd is-selected' : 'home-odd'}
      data-testid="home-odd"
      data-market-id={market.id}
      aria-pressed={selected}
      disabled={market.isBlocked}
      onClick={click}
    >
      <span className="home-odd__name">{market.name}</span>
      {market.isBlocked ? (
        // closed for now: the UI kit's padlock, no price, as on the sports pages
        <span className="home-odd__coef site-lock" aria-label={t('common:locked')} />
      ) : (
        <span className="home-odd__coef">{format.odds(market.coef)}</span>
      )}
    </button>
  );
});

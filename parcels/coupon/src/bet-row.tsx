import { observer } from 'mobx-react-lite';
import { COUPON_TYPE } from '@site/betting';
import { useTranslation } from 'react-i18next';
import { useStores, type CouponBet } from '@site/stores';
import { useFormat } from '@site/ui';
import type { CouponController } from './coupon-controller';
import { useMessagesText } from './message-text';

/** One bet of the coupon: event, market, price (and how it moved), lock, banker, own stake. */
export const BetRow = observer(function BetRow({ bet, controller }: { bet: CouponBet; controller: CouponController }) {
  const { coupon } = useStores();
  const { t } = useTranslation('coupon');
  const id = bet.market.id;
  const format = useFormat();
  const related = coupon.relatedMarketIds.includes(id);
  // A related selection says so on its own; 'locked' is for what the line itself locks.
  const locked = coupon.isLocked(id) && !related;
  const moved = controller.moved[id];
  const pending = coupon.pendingCoefChangeIds.includes(id);
  // The price the player saw before the move: the server's 409, or a live change held back.
  const oldCoef = moved ? moved.from : pending ? (bet.acceptedCoef ?? bet.oldCoef) : undefined;
  const newCoef = moved ? moved.to : bet.market.coef;
  const why = [bet.isBlocked && t('locked_blocked'), bet.isDepend && t('locked_depend'), bet.isBannedExpress && t('locked_express')]
    .filter(Boolean)
    .join(', ');
  const sayAll = useMessagesText();
  const error = sayAll(controller.errors.bets[id]);
  const amountError = sayAll(controller.errors.betAmounts[id] ?? [coupon.betAmountErrors[id]]);
  const event = bet.opponentNames?.join(' – ') ?? bet.champNameEng ?? '';
  const isBanker = coupon.typeId === COUPON_TYPE.systemWithBanker;
  return (
    <li className="coupon__bet" data-testid="coupon-bet" data-market-id={id} data-locked={locked || related ? 'true' : 'false'}>
      <div className="coupon__bet-head">
        <span>
          {event && <span className="coupon__event">{event}</span>}
          <br />
          <span className="coupon__market">{bet.market.name ?? bet.market.names?.join(' ') ?? id}</span>
        </span>
        <span>
          {oldCoef !== undefined && (
            <span className="coupon__old-coef" data-testid="coupon-bet-old-coef">
              {format.odds(oldCoef)}
            </span>
          )}
          <strong data-testid="coupon-bet-coef">{format.odds(newCoef)}</strong>
          <button type="button" aria-label={t('remove')} data-testid="coupon-bet-remove" onClick={() => coupon.removeBet(id)}>
            ×
          </button>
        </span>
      </div>
      {locked && (
        <div className="coupon__error" data-testid="coupon-bet-locked">
          {t('locked', { why })}
        </div>
      )}
      {related && (
        <div className="coupon__error" data-testid="coupon-bet-related">
          {t('related')}
        </div>
      )}
      {isBanker && (
        <label className="coupon__row">
          <input
            type="checkbox"
            data-testid="coupon-banker"
            checked={Boolean(bet.isBanker)}
            disabled={Boolean(bet.isDisabledBanker) || !coupon.isActiveSystemBanker}
            onChange={() => coupon.toggleBanker(id)}
          />
          {t('banker')}
        </label>
      )}
      {coupon.typeId === COUPON_TYPE.singlesSet && (
        <div className="coupon__row">
          <label>
            {t('common:bet_stake')}{' '}
            <input
              type="text"
              inputMode="decimal"
              data-testid="coupon-bet-amount"
              defaultValue={coupon.betAmountTexts[id] ?? coupon.amountByBetId[id] ?? ''}
              onChange={(e) => controller.setBetAmount(id, e.currentTarget.value)}
            />
          </label>
          {amountError && (
            <div className="coupon__error" data-testid="coupon-bet-amount-error">
              {amountError}
            </div>
          )}
        </div>
      )}
      {error && (
        <div className="coupon__error" role="alert" data-testid="coupon-bet-error">
          {error}
        </div>
      )}
    </li>
  );
});

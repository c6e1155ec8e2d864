import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { DateTime, useFormat } from '@site/ui';
import type { CouponView } from './coupon-view';

const TYPE_IDS: ReadonlySet<number> = new Set([0, 1, 2, 4, 9]);

/**
 * One placed coupon: its selections, stake, odds, possible win and result. Money, odds and
 * dates are the player's: his language, his odds format, his time zone and clock.
 */
export const CouponCard = observer(function CouponCard({ coupon, printHref }: { coupon: CouponView; printHref?: string }) {
  const { t } = useTranslation('office');
  const format = useFormat();
  const m = (n: number) => format.money(n, coupon.currency);
  const result = coupon.status === 'open' ? t('result_open') : coupon.win === null ? '' : coupon.status === 'lost' ? m(0) : m(coupon.win);
  return (
    <article className="office-coupon" data-testid="history-bet" data-coupon-id={coupon.couponId} data-status={coupon.status}>
      <header className="office-coupon__head">
        <span data-testid="history-bet-number">
          <Trans t={t} i18nKey="common:bet_coupon_no" values={{ id: coupon.couponId }} components={{ id: <span /> }} />
        </span>
        <DateTime value={coupon.createdAt} />
        <span data-testid="history-bet-type">
          {TYPE_IDS.has(coupon.typeId) ? t(`common:bet_type_${coupon.typeId}`) : coupon.typeId}
          {coupon.systemValue !== null && ` ${coupon.systemValue}`}
        </span>
        <span className={`office-status office-status--${coupon.status}`} data-testid="history-bet-status">
          {t(`status_${coupon.status}`)}
        </span>
      </header>
      <ul className="office-coupon__selections">
        {coupon.selections.map((s) => (
          <li key={s.marketId} data-testid="history-selection" data-outcome={s.outcome ?? 'pending'}>
            <span>
              {s.opponents[0]} – {s.opponents[1]}
            </span>
            <span>{s.marketName}</span>
            <span data-testid="history-selection-coef">{format.odds(s.coef)}</span>
            {s.amount !== null && <span>{m(s.amount)}</span>}
            <span>{s.outcome === null ? t('outcome_pending') : t(`outcome_${s.outcome}`, { home: s.score[0], away: s.score[1] })}</span>
          </li>
        ))}
      </ul>
      <dl className="office-coupon__sums">
        <dt>{t('common:bet_stake')}</dt>
        <dd data-testid="history-bet-amount">{m(coupon.amount)}</dd>
        <dt>{t('common:bet_odds')}</dt>
        <dd data-testid="history-bet-coef">{format.odds(coupon.coef)}</dd>
        {coupon.bonusCoef > 1 && (
          <>
            <dt>{t('common:bet_express_bonus')}</dt>
            <dd>×{format.number(coupon.bonusCoef)}</dd>
          </>
        )}
        <dt>{t('common:bet_possible_win')}</dt>
        <dd data-testid="history-bet-possible-win">{m(coupon.possibleWin)}</dd>
        <dt>{t('result')}</dt>
        <dd data-testid="history-bet-result">{result}</dd>
      </dl>
      {printHref && (
        <a href={printHref} data-testid="history-bet-print">
          {t('common:bet_print')}
        </a>
      )}
    </article>
  );
});

import { useT } from '@site/i18n';
import type { CouponView } from './coupon-view';
import { coef, dateTime, money } from './format';

const TYPE_KEYS = { 0: 'coupon_type_0', 1: 'coupon_type_1', 2: 'coupon_type_2', 4: 'coupon_type_4', 9: 'coupon_type_9' } as const;
const isTypeKey = (id: number): id is keyof typeof TYPE_KEYS => id in TYPE_KEYS;

/** One placed coupon: its selections, stake, odds, possible win and result. */
export function CouponCard({ coupon, lang, printHref }: { coupon: CouponView; lang: string; printHref?: string }) {
  const t = useT();
  const m = (n: number) => money(n, coupon.currency, lang);
  const result =
    coupon.status === 'open' ? t('history_result_open') : coupon.win === null ? '' : coupon.status === 'lost' ? m(0) : m(coupon.win);
  return (
    <article className="office-coupon" data-testid="history-bet" data-coupon-id={coupon.couponId} data-status={coupon.status}>
      <header className="office-coupon__head">
        <span data-testid="history-bet-number">
          {t('history_coupon_no')} {coupon.couponId}
        </span>
        <span>{dateTime(coupon.createdAt, lang)}</span>
        <span data-testid="history-bet-type">
          {isTypeKey(coupon.typeId) ? t(TYPE_KEYS[coupon.typeId]) : coupon.typeId}
          {coupon.systemValue !== null && ` ${coupon.systemValue}`}
        </span>
        <span className={`office-status office-status--${coupon.status}`} data-testid="history-bet-status">
          {t(`history_status_${coupon.status}`)}
        </span>
      </header>
      <ul className="office-coupon__selections">
        {coupon.selections.map((s) => (
          <li key={s.marketId} data-testid="history-selection" data-outcome={s.outcome ?? 'pending'}>
            <span>
              {s.opponents[0]} – {s.opponents[1]}
            </span>
            <span>{s.marketName}</span>
            <span>{coef(s.coef)}</span>
            {s.amount !== null && <span>{m(s.amount)}</span>}
            <span>{s.outcome === null ? t('history_outcome_pending') : `${t(`history_outcome_${s.outcome}`)} (${s.score[0]}:${s.score[1]})`}</span>
          </li>
        ))}
      </ul>
      <dl className="office-coupon__sums">
        <dt>{t('coupon_amount')}</dt>
        <dd data-testid="history-bet-amount">{m(coupon.amount)}</dd>
        <dt>{t('coupon_coef')}</dt>
        <dd data-testid="history-bet-coef">{coef(coupon.coef)}</dd>
        {coupon.bonusCoef > 1 && (
          <>
            <dt>{t('coupon_bonus')}</dt>
            <dd>×{coef(coupon.bonusCoef)}</dd>
          </>
        )}
        <dt>{t('coupon_possible_win')}</dt>
        <dd data-testid="history-bet-possible-win">{m(coupon.possibleWin)}</dd>
        <dt>{t('history_result')}</dt>
        <dd data-testid="history-bet-result">{result}</dd>
      </dl>
      {printHref && (
        <a href={printHref} data-testid="history-bet-print">
          {t('coupon_print')}
        </a>
      )}
    </article>
  );
}

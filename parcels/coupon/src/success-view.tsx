import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { useFormat } from '@site/ui';
import type { CouponController } from './coupon-controller';

/** The placed coupon: its number, its price and win, and the print link (`/{lang}/print-coupon/{couponId}`). */
export const SuccessView = observer(function SuccessView({ controller }: { controller: CouponController }) {
  const { coupon, settings } = useStores();
  const { t } = useTranslation('coupon');
  const format = useFormat();
  const placed = coupon.successCoupon;
  if (!placed) return null;
  const id = String(placed.couponId);
  return (
    // announced by the coupon's live region, not here (a region inserted with its text is often not heard)
    <div className="coupon__success" data-testid="coupon-success">
      <strong>{t('success')}</strong>
      <div>
        <Trans t={t} i18nKey="common:bet_coupon_no" values={{ id }} components={{ id: <span data-testid="coupon-success-id" /> }} />
      </div>
      {placed.coef !== undefined && (
        <div>
          {t('common:bet_odds')}: {format.odds(placed.coef)}
        </div>
      )}
      {placed.possibleWin !== undefined && (
        <div>
          {t('common:bet_possible_win')}: {format.money(placed.possibleWin, coupon.currencyInfo.iso)}
        </div>
      )}
      <div className="coupon__row">
        {/^\d+$/.test(id) && (
          <a data-testid="coupon-print" href={`/${settings.language}/print-coupon/${id}`}>
            {t('common:bet_print')}
          </a>
        )}
        <button type="button" data-testid="coupon-new" onClick={() => controller.newCoupon()}>
          {t('new')}
        </button>
      </div>
    </div>
  );
});

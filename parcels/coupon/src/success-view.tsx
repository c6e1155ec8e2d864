import { observer } from 'mobx-react-lite';
import { useT } from '@site/i18n';
import { useStores } from '@site/stores';
import type { CouponController } from './coupon-controller';
import { formatMoney } from './format';

/** The placed coupon: its number, its price and win, and the print link (`/{lang}/print-coupon/{couponId}`). */
export const SuccessView = observer(function SuccessView({ controller }: { controller: CouponController }) {
  const { coupon, settings } = useStores();
  const t = useT();
  const placed = coupon.successCoupon;
  if (!placed) return null;
  const id = String(placed.couponId);
  return (
    <div className="coupon__success" role="status" data-testid="coupon-success">
      <strong>{t('coupon_success')}</strong>
      <div>
        {t('coupon_success_number')} <span data-testid="coupon-success-id">{id}</span>
      </div>
      {placed.coef !== undefined && (
        <div>
          {t('coupon_coef')}: {placed.coef}
        </div>
      )}
      {placed.possibleWin !== undefined && (
        <div>
          {t('coupon_possible_win')}: {formatMoney(placed.possibleWin, coupon.currencyInfo.iso)}
        </div>
      )}
      <div className="coupon__row">
        {/^\d+$/.test(id) && (
          <a data-testid="coupon-print" href={`/${settings.language}/print-coupon/${id}`}>
            {t('coupon_print')}
          </a>
        )}
        <button type="button" data-testid="coupon-new" onClick={() => controller.newCoupon()}>
          {t('coupon_new')}
        </button>
      </div>
    </div>
  );
});

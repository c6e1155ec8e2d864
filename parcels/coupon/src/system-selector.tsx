import { observer } from 'mobx-react-lite';
import { useT } from '@site/i18n';
import { useStores } from '@site/stores';
import type { CouponController } from './coupon-controller';
import { formatMoney } from './format';
import { CheckOption } from './check-option';
import { messageText } from './message-text';

/** System value (types 2 and 4): each offered value with its number of bets and minimum stake. */
export const SystemSelector = observer(function SystemSelector({ controller }: { controller: CouponController }) {
  const root = useStores();
  const { coupon } = root;
  const t = useT();
  const values = coupon.systemValues;
  const m = coupon.betCount - coupon.bankerCount;
  const local = coupon.violations.filter((v) => v.code === 'system_value' || (v.code === 'bet_count' && coupon.betCount > 0));
  const error = messageText(root, controller.errors.fields.system ?? local.map((v) => coupon.messageFor(v)));
  return (
    <div className="coupon__system">
      <div className="coupon__row">
        <label htmlFor="coupon-system-value">{t('coupon_system_value')}</label>
        <select
          id="coupon-system-value"
          data-testid="coupon-system-value"
          value={values.some((v) => v.value === coupon.systemValue) ? coupon.systemValue : ''}
          disabled={values.length === 0}
          onChange={(e) => {
            controller.clearFieldError('system');
            coupon.setSystemValue(Number(e.currentTarget.value));
          }}
        >
          {values.length === 0 && <option value="">—</option>}
          {values.map((v) => (
            <option key={v.value} value={v.value} data-combo={v.combo} data-min={v.minBetAmount}>
              {`${v.offset > 0 ? `${v.offset}B + ` : ''}${v.value}/${m} · ${v.combo} ${t('coupon_combos')}${v.minBetAmount > 0 ? ` · ${t('coupon_min')} ${formatMoney(v.minBetAmount, coupon.currencyInfo.iso)}` : ''}`}
            </option>
          ))}
        </select>
      </div>
      {coupon.typeId === 2 && (
        <CheckOption
          className="coupon__row"
          testId="coupon-banker-mode"
          checked={coupon.isActiveSystemBanker}
          onChange={(v) => coupon.setSystemBankerActive(v)}
          label={t('coupon_banker_mode')}
        />
      )}
      {error && (
        <div className="coupon__error" role="alert" data-testid="coupon-system-error">
          {error}
        </div>
      )}
    </div>
  );
});

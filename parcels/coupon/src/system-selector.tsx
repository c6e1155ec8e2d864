import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { violationMessage } from '@site/betting';
import { useStores } from '@site/stores';
import { useFormat, useMessageText } from '@site/ui';
import type { CouponController } from './coupon-controller';
import { CheckOption } from './check-option';
import { useMessagesText } from './message-text';

/** System value (types 2 and 4): each offered value with its number of bets and minimum stake. */
export const SystemSelector = observer(function SystemSelector({ controller }: { controller: CouponController }) {
  const { coupon } = useStores();
  const { t } = useTranslation('coupon');
  const format = useFormat();
  const say = useMessageText();
  const sayAll = useMessagesText();
  const iso = coupon.currencyInfo.iso;
  const values = coupon.systemValues;
  const m = coupon.betCount - coupon.bankerCount;
  const local = coupon.violations.filter((v) => v.code === 'system_value' || (v.code === 'bet_count' && coupon.betCount > 0));
  const error =
    sayAll(controller.errors.fields.system) ?? (local.length > 0 ? local.map((v) => say(violationMessage(v, iso))).join('; ') : null);
  return (
    <div className="coupon__system">
      <div className="coupon__row">
        <label htmlFor="coupon-system-value">{t('system_value')}</label>
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
              {`${v.offset > 0 ? t('system_bankers', { n: v.offset }) : ''}${v.value}/${m} · ${t('combos', { count: v.combo })}${v.minBetAmount > 0 ? ` · ${t('min_stake', { amount: format.money(v.minBetAmount, iso) })}` : ''}`}
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
          label={t('banker_mode')}
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

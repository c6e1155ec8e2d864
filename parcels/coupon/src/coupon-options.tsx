import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { CHANGE_COEF_ACTIONS } from '@site/betting';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import type { CouponController } from './coupon-controller';
import { CheckOption } from './check-option';

/** Promo code: refused for type 9 with the store's message, and the server's refusals. */
export const PromoField = observer(function PromoField({ controller }: { controller: CouponController }) {
  const { coupon } = useStores();
  const { t } = useTranslation('coupon');
  const [text, setText] = useState(coupon.promoCode);
  const error = controller.errors.fields.promo ?? coupon.promoCodeError;
  return (
    <div className="coupon__promo">
      <div className="coupon__row">
        <label htmlFor="coupon-promo">{t('promo')}</label>
        <input
          id="coupon-promo"
          type="text"
          data-testid="coupon-promo"
          value={text}
          maxLength={64}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="button" data-testid="coupon-promo-apply" onClick={() => controller.setPromoCode(text)}>
          {t('apply')}
        </button>
      </div>
      {error && (
        <div className="coupon__error" role="alert" data-testid="coupon-promo-error">
          {error}
        </div>
      )}
    </div>
  );
});

/** The player's betting settings: one-click, VIP bet, odds-change policy, exact odds, score drop. */
export const CouponOptions = observer(function CouponOptions({ controller }: { controller: CouponController }) {
  const { coupon, couponSettings: settings } = useStores();
  const { t } = useTranslation('coupon');
  const [exact, setExact] = useState(settings.exactCoef > 0 ? String(settings.exactCoef) : '');
  const [exactError, setExactError] = useState<string | null>(null);
  const exactServerError = controller.errors.fields.exactCoef;
  return (
    <section className="coupon__options" aria-label={t('settings')}>
      {settings.isOneClickShown && (
        <div className="coupon__row">
          <CheckOption testId="coupon-one-click" checked={settings.isActiveOneClick} onChange={(v) => settings.setOneClick(v)} label={t('one_click')} />
          {settings.isActiveOneClick && (
            <input
              type="text"
              inputMode="decimal"
              aria-label={t('one_click_amount')}
              data-testid="coupon-one-click-amount"
              defaultValue={settings.oneClickAmount > 0 ? String(settings.oneClickAmount) : ''}
              onChange={(e) => settings.setOneClickAmount(e.currentTarget.value)}
            />
          )}
        </div>
      )}
      {coupon.isVipBetAvailable && (
        <CheckOption className="coupon__row" testId="coupon-vip-bet" checked={coupon.isActiveVipBet} onChange={(v) => coupon.setVipBet(v)} label={t('vip_bet')} />
      )}
      <div className="coupon__row">
        <label htmlFor="coupon-change-coef-action">{t('change_coef_action')}</label>
        <select
          id="coupon-change-coef-action"
          data-testid="coupon-change-coef-action"
          value={settings.changeCoefAction}
          onChange={(e) => settings.setChangeCoefAction(Number(e.currentTarget.value))}
        >
          {CHANGE_COEF_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`change_coef_${a}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="coupon__row">
        <label htmlFor="coupon-exact-coef">{t('exact_coef')}</label>
        <input
          id="coupon-exact-coef"
          type="text"
          inputMode="decimal"
          data-testid="coupon-exact-coef"
          value={exact}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setExact(value);
            controller.clearFieldError('exactCoef');
            const r = settings.setExactCoef(value);
            setExactError(r.ok ? null : r.reason);
          }}
        />
        <CheckOption
          testId="coupon-drop-on-score-change"
          checked={settings.isDropOnScoreChange}
          onChange={(v) => settings.setDropOnScoreChange(v)}
          label={t('drop_on_score_change')}
        />
      </div>
      {(exactServerError ?? exactError) && (
        <div className="coupon__error" role="alert" data-testid="coupon-exact-coef-error">
          {exactServerError ?? exactError}
        </div>
      )}
    </section>
  );
});

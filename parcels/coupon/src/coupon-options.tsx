import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { CHANGE_COEF_ACTIONS } from '@site/betting';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Select } from '@site/ui';
import type { CouponController } from './coupon-controller';
import type { Message } from '@site/api';
import { CheckOption } from './check-option';
import { useMessagesText } from './message-text';

/** Promo code: refused for type 9 with the store's message, and the server's refusals. */
export const PromoField = observer(function PromoField({ controller }: { controller: CouponController }) {
  const { coupon } = useStores();
  const { t } = useTranslation('coupon');
  const sayAll = useMessagesText();
  const [text, setText] = useState(coupon.promoCode);
  const error = sayAll(controller.errors.fields.promo ?? [coupon.promoCodeError]);
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
  const sayAll = useMessagesText();
  const [exact, setExact] = useState(settings.exactCoef > 0 ? String(settings.exactCoef) : '');
  const [exactError, setExactError] = useState<Message | null>(null);
  // The server's word, else the input's own refusal, else the engine's (not at exactly this coef).
  const exactRule = coupon.violations.find((v) => v.pointer === '/exactCoef');
  const exactText = sayAll(controller.errors.fields.exactCoef ?? [exactError ?? (exactRule && coupon.messageFor(exactRule))]);
  return (
    <section className="coupon__options" aria-label={t('settings')}>
      {settings.isOneClickShown && (
        <div className="coupon__row">
          <CheckOption
            testId="coupon-one-click"
            checked={settings.isActiveOneClick}
            onChange={(v) => settings.setOneClick(v)}
            label={t('one_click')}
          />
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
        <CheckOption
          className="coupon__row"
          testId="coupon-vip-bet"
          checked={coupon.isActiveVipBet}
          onChange={(v) => coupon.setVipBet(v)}
          label={t('vip_bet')}
        />
      )}
      <div className="coupon__row">
        <label htmlFor="coupon-change-coef-action">{t('change_coef_action')}</label>
        <Select
          id="coupon-change-coef-action"
          testId="coupon-change-coef-action"
          value={settings.changeCoefAction}
          options={CHANGE_COEF_ACTIONS}
          label={(a) => t(`change_coef_${a}`)}
          onChange={(a) => settings.setChangeCoefAction(a)}
        />
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
      {exactText && (
        <div className="coupon__error" role="alert" data-testid="coupon-exact-coef-error">
          {exactText}
        </div>
      )}
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_SETTING_FLAGS, useStores } from '@site/stores';
import { SETTINGS_ODDS_FORMATS } from '@site/api';
import { CHANGE_COEF_ACTIONS } from '@site/betting';
import { supportedLanguages } from '@site/i18n';
import { MessageText, Select } from '@site/ui';
import type { Message } from '@site/api';
import { Check } from './check';

const SITE = 'site' as const;

/** Odds format and language: the line, the slip and the page follow at once. */
export const OddsAndLanguage = observer(function OddsAndLanguage() {
  const { t } = useTranslation('office');
  const { settings } = useStores();
  return (
    <fieldset data-testid="settings-odds-language">
      <legend>{t('settings_odds_language')}</legend>
      <label>
        {t('common:odds_format')}{' '}
        <Select
          testId="settings-odds-format"
          value={settings.oddsFormat ?? SITE}
          options={[SITE, ...SETTINGS_ODDS_FORMATS]}
          label={(o) => (o === SITE ? t('settings_site_default') : t(`common:odds_format_${o}`))}
          onChange={(o) => settings.setOddsFormat(o === SITE ? null : o)}
        />
      </label>{' '}
      <label>
        {t('common:language')}{' '}
        <Select
          testId="settings-language"
          value={settings.chosenLanguage ?? SITE}
          options={[SITE, ...supportedLanguages]}
          label={(o) => (o === SITE ? t('settings_language_address') : t(`common:language_${o}`))}
          onChange={(o) => settings.chooseLanguage(o === SITE ? null : o)}
        />
      </label>
    </fieldset>
  );
});

const SHOWN_FLAGS = COUPON_SETTING_FLAGS.filter((f) => f !== 'isVipBet');

/** One-click defaults and the coupon's options (spec 1 §3 "Coupon settings"). */
export const CouponSettings = observer(function CouponSettings() {
  const { t } = useTranslation('office');
  const { couponSettings: c } = useStores();
  const [amount, setAmount] = useState(c.oneClickAmount > 0 ? String(c.oneClickAmount) : '');
  const [amountError, setAmountError] = useState<Message | null>(null);
  return (
    <fieldset data-testid="settings-coupon">
      <legend>{t('settings_coupon')}</legend>
      <Check testId="settings-one-click" checked={c.isActiveOneClick} onChange={(on) => c.setOneClick(on)} label={t('settings_one_click')} />
      <label>
        {t('settings_one_click_amount')}{' '}
        <input
          type="text"
          inputMode="decimal"
          data-testid="settings-one-click-amount"
          value={amount}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setAmount(value);
            const r = c.setOneClickAmount(value === '' ? 0 : value);
            setAmountError(r.ok ? null : r.reason);
          }}
        />
      </label>
      {amountError && (
        <p role="alert" data-testid="settings-one-click-amount-error">
          <MessageText message={amountError} />
        </p>
      )}
      <label className="office__field">
        {t('settings_change_coef')}{' '}
        <Select
          testId="settings-change-coef"
          value={c.changeCoefAction}
          options={CHANGE_COEF_ACTIONS}
          label={(a) => t(`settings_change_coef_${a}`)}
          onChange={(a) => c.setChangeCoefAction(a)}
        />
      </label>
      {SHOWN_FLAGS.map((flag) => (
        <Check key={flag} testId={`settings-coupon-${flag}`} checked={c[flag]} onChange={(on) => c.setFlag(flag, on)} label={t(`settings_coupon_${flag}`)} />
      ))}
      <Check
        testId="settings-coupon-isDropOnScoreChange"
        checked={c.isDropOnScoreChange}
        onChange={(on) => c.setDropOnScoreChange(on)}
        label={t('settings_coupon_isDropOnScoreChange')}
      />
    </fieldset>
  );
});

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DISPLAY_FLAGS, MAILING_FLAGS, SETTINGS_FONT_SIZES } from '@site/api';
import { useStores } from '@site/stores';
import { Select } from '@site/ui';
import { Check } from './check';

const FONT_SIZES = Array.from({ length: SETTINGS_FONT_SIZES.max - SETTINGS_FONT_SIZES.min + 1 }, (_, i) => SETTINGS_FONT_SIZES.min + i);

/** The display flags of spec 2 §3 global state: theme, view, font size and the on/off ones. */
export const DisplaySettings = observer(function DisplaySettings() {
  const { t } = useTranslation('office');
  const { settings } = useStores();
  const d = settings.display;
  return (
    <fieldset data-testid="settings-display">
      <legend>{t('settings_display')}</legend>
      <label>
        {t('settings_theme')}{' '}
        <Select testId="settings-theme" value={d.appTheme} options={[0, 1] as const} label={(v) => t(`settings_theme_${v}`)} onChange={(v) => settings.setDisplay({ appTheme: v })} />
      </label>{' '}
      <label>
        {t('settings_view')}{' '}
        <Select testId="settings-view" value={d.appViewType} options={[0, 1] as const} label={(v) => t(`settings_view_${v}`)} onChange={(v) => settings.setDisplay({ appViewType: v })} />
      </label>{' '}
      <label>
        {t('settings_font_size')}{' '}
        <Select testId="settings-font-size" value={d.appFontSize} options={FONT_SIZES} label={(v) => String(v)} onChange={(v) => settings.setDisplay({ appFontSize: v })} />
      </label>
      {DISPLAY_FLAGS.map((flag) => (
        <Check key={flag} testId={`settings-display-${flag}`} checked={d[flag]} onChange={(on) => settings.setDisplay({ [flag]: on })} label={t(`settings_display_${flag}`)} />
      ))}
    </fieldset>
  );
});

/** What the player agrees to receive by e-mail. */
export const MailingSettings = observer(function MailingSettings() {
  const { t } = useTranslation('office');
  const { settings } = useStores();
  return (
    <fieldset data-testid="settings-mailing">
      <legend>{t('settings_mailing')}</legend>
      {MAILING_FLAGS.map((flag) => (
        <Check
          key={flag}
          testId={`settings-mailing-${flag}`}
          checked={settings.mailing[flag]}
          onChange={(on) => settings.setMailing({ [flag]: on })}
          label={t(`settings_mailing_${flag}`)}
        />
      ))}
    </fieldset>
  );
});

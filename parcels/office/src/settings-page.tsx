import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { DateTime } from '@site/ui';
import { CouponSettings, OddsAndLanguage } from './settings/betting-settings';
import { DisplaySettings, MailingSettings } from './settings/display-settings';
// cookie consent (issue 16)
import { CookieSettings } from './cookie-settings';

type Clock = 'auto' | '24' | '12';
const CLOCKS: readonly Clock[] = ['auto', '24', '12'];

/**
 * The office settings section (issue 18): odds format and language, the time zone and clock
 * (spec 2 global state `timeZone`, `is12h`, which every date follows; the sample shows the
 * result), one-click and coupon options, the display flags and mailing. Every change is on the
 * page at once and kept by the settings store (on the server for a signed-in player).
 */
export const SettingsPage = observer(function SettingsPage({ now = () => Date.now() }: { now?: () => number }) {
  const { t } = useTranslation('office');
  const { settings } = useStores();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const browserZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const clock: Clock = settings.is12h === null ? 'auto' : settings.is12h ? '12' : '24';
  const sample = useMemo(now, [now]);
  return (
    <section className="office-settings" data-testid="settings-page">
      <h1>{t('section_settings')}</h1>
      <OddsAndLanguage />
      <label>
        {t('time_zone')}{' '}
        <select
          data-testid="settings-time-zone"
          value={settings.timeZone ?? ''}
          onChange={(e) => settings.setTimeZone(e.currentTarget.value || null)}
        >
          <option value="">{t('time_zone_browser', { zone: browserZone })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </label>
      <fieldset data-testid="settings-clock">
        <legend>{t('clock')}</legend>
        {CLOCKS.map((c) => (
          <label key={c}>
            <input
              type="radio"
              name="clock"
              data-testid={`settings-clock-${c}`}
              checked={clock === c}
              onChange={() => settings.setIs12h(c === 'auto' ? null : c === '12')}
            />
            {t(`clock_${c}`)}
          </label>
        ))}
      </fieldset>
      <p data-testid="settings-sample">
        {t('time_sample')} <DateTime value={sample} />
      </p>
      <CouponSettings />
      <DisplaySettings />
      <MailingSettings />
      <CookieSettings />
    </section>
  );
});

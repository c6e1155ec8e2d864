import { observer } from 'mobx-react-lite';
import { COEF_VIEW_IDS } from '@site/betting';
import { useTranslation } from 'react-i18next';
import { useSports } from '../sports-context';

/** The player's odds format (spec 1 §3 coefViewId); the coupon follows the same choice. */
export const CoefViewSelector = observer(function CoefViewSelector() {
  const { live } = useSports();
  const { t } = useTranslation('sports');
  return (
    <label className="sports-coef-view">
      {t('common:odds_format')}{' '}
      <select data-testid="coef-view" value={live.coefViewId} onChange={(e) => live.setCoefViewId(Number(e.target.value))}>
        {COEF_VIEW_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`common:odds_format_${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
});

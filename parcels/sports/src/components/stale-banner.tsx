import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSports } from '../sports-context';

export const StaleBanner = observer(function StaleBanner() {
  const { live } = useSports();
  const { t } = useTranslation('sports');
  if (!live.stale) return null;
  return (
    <div className="sports-stale" data-testid="stale-odds" role="status">
      {t('stale_odds')}
    </div>
  );
});

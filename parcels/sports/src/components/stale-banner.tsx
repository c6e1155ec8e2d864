import { observer } from 'mobx-react-lite';
import { useT } from '@site/i18n';
import { useSports } from '../sports-context';

export const StaleBanner = observer(function StaleBanner() {
  const { live } = useSports();
  const t = useT();
  if (!live.stale) return null;
  return (
    <div className="sports-stale" data-testid="stale-odds" role="status">
      {t('sports_stale_odds')}
    </div>
  );
});

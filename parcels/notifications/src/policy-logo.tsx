import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { POLICY_LOGO_COUNTRY_IDS, POLICY_LOGO_PATH } from '@site/api';
import { useStores } from '@site/stores';

/** The visitor's country id (`core.countryId`, which the config answer sets from the visitor's country); null when unknown. */
function countryId(config: unknown): number | null {
  const core = (config as { core?: Record<string, unknown> } | null)?.core;
  return typeof core?.countryId === 'number' ? core.countryId : null;
}

/** Spec 2 §2, §9: the policy logo, only for country ids 1, 66, 126, 228 and 120. */
export const PolicyLogo = observer(function PolicyLogo() {
  const { t } = useTranslation('notifications');
  const { settings } = useStores();
  const id = countryId(settings.siteConfig);
  if (id === null || !POLICY_LOGO_COUNTRY_IDS.includes(id)) return null;
  return (
    <img
      src={POLICY_LOGO_PATH}
      alt={t('policy_logo')}
      width={32}
      height={32}
      data-testid="policy-logo"
      // a mark only: clicks go through to the page under it
      style={{ position: 'fixed', left: 16, bottom: 64, zIndex: 80, pointerEvents: 'none' }}
    />
  );
});

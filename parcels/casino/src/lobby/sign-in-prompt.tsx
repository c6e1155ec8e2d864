import { useTranslation } from 'react-i18next';
import { LoginRequested } from '@site/bus';
import { useStores } from '@site/stores';

/** For a guest on a page that needs a player: what it is for, and the login (the auth parcel opens it on the bus). */
export function SignInPrompt({ reason }: { reason: string }) {
  const { t } = useTranslation('casino');
  const { bus } = useStores();
  const returnUrl = typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;
  return (
    <div className="casino-panel" data-testid="casino-sign-in">
      <p>{reason}</p>
      <button
        type="button"
        data-testid="casino-sign-in-button"
        onClick={() => bus.publish(new LoginRequested(returnUrl ? { returnUrl } : {}))}
      >
        {t('common:login')}
      </button>
    </div>
  );
}

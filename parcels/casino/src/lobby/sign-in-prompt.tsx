import { useTranslation } from 'react-i18next';
import { LoginRequested } from '@site/bus';
import { RETURN_URL_PARAM } from '@site/routes';
import { useStores } from '@site/stores';
import { useCasino } from '../casino-context';

/**
 * For a guest on a page that needs a player: what it is for, the login and the sign-up, both
 * coming back here. With the header on the page the login is its modal (asked for on the bus);
 * the game page hides the header, so there the login is the login page.
 */
export function SignInPrompt({ reason, headless = false }: { reason: string; headless?: boolean }) {
  const { t } = useTranslation('casino');
  const { bus } = useStores();
  const { lang } = useCasino();
  const here = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
  const back = here ? `?${RETURN_URL_PARAM}=${encodeURIComponent(here)}` : '';
  return (
    <div className="casino-panel" data-testid="casino-sign-in">
      <p>{reason}</p>
      {headless ? (
        <a href={`/${lang}/user/login${back}`} data-testid="casino-sign-in-link">
          {t('common:login')}
        </a>
      ) : (
        <button
          type="button"
          data-testid="casino-sign-in-button"
          onClick={() => bus.publish(new LoginRequested(here ? { returnUrl: here } : {}))}
        >
          {t('common:login')}
        </button>
      )}{' '}
      <a href={`/${lang}/registration${back}`} data-testid="casino-sign-up-link">
        {t('common:register')}
      </a>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, messageOf } from '@site/api';
import { RETURN_URL_PARAM } from '@site/routes';
import { useStores } from '@site/stores';
import { MessageText } from '@site/ui';
import { useAuthEnv } from './auth-env';
import { safeReturnPath } from './return-target';

export const TERMS_ACCEPT_PATH = 'web:/api-v3/v2/user/agreement-rules/accept';

/**
 * The confirm-terms page (spec 2 §4): the terms changed, the player reads and accepts them; the
 * acceptance is stored on the server, then the page loads anew where the player was going (the
 * return URL, else the language root), so every guard sees the accepted terms. A failure shows
 * an alert without a close button.
 */
export function ConfirmTermsPage({ load = (url: string) => window.location.assign(url) }: { load?: (url: string) => void }) {
  const { t } = useTranslation('auth');
  const { api, settings } = useStores();
  const env = useAuthEnv();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const lang = settings.language;
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(TERMS_ACCEPT_PATH);
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
      return;
    }
    const back = safeReturnPath(new URLSearchParams(env.search()).get(RETURN_URL_PARAM), env.origin());
    load(back ?? `/${lang}`);
  };
  return (
    <section className="auth-page" data-testid="page-confirm-terms">
      <h1>{t('terms_title')}</h1>
      <p>{t('terms_text')}</p>
      <p>
        <a href={`/${lang}/information/rules`} target="_blank" rel="noreferrer" data-testid="confirm-terms-read">
          {t('terms_read')}
        </a>
      </p>
      {error && (
        <p role="alert" data-testid="confirm-terms-error">
          <MessageText message={error} />
        </p>
      )}
      <button type="button" data-testid="confirm-terms-accept" disabled={busy} onClick={() => void accept()}>
        {t('terms_accept')}
      </button>
    </section>
  );
}

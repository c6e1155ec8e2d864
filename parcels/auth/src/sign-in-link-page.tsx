import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginAnswer, messageOf, type Message } from '@site/api';
import { LoginRequested } from '@site/bus';
import { useStores } from '@site/stores';
import { MessageText } from '@site/ui';
import { completeSignIn } from './sign-in';
import { useGoAfterAuth } from './use-after-auth';

/**
 * `/{lng}/{token}` (spec 1's `{token}` route): a one-time sign-in link the player made on another
 * device (office security page). Opening it signs in once, then goes on as a fresh sign-in does;
 * a used, expired or revoked link says so and offers the login form.
 */
export function SignInLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const store = useStores();
  const goOn = useGoAfterAuth();
  const [failed, setFailed] = useState<Message | null>(null);
  // the link works once: one request per page, whatever renders twice
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    store.api.post<LoginAnswer>('web:/auth/sign-in-link/use', { token }).then(
      async (a) => {
        if (a.userId === undefined) return;
        await completeSignIn(store, a.userId);
        goOn();
      },
      (e: unknown) => setFailed(messageOf(e)),
    );
  }, [store, token, goOn]);
  return (
    <section className="auth-page" data-testid="sign-in-link-page">
      <h1>{t('link_title')}</h1>
      {failed === null ? (
        <p role="status" data-testid="sign-in-link-wait">
          {t('wait')}
        </p>
      ) : (
        <div>
          <p role="alert" data-testid="sign-in-link-error">
            <MessageText message={failed} />
          </p>
          <button type="button" data-testid="sign-in-link-login" onClick={() => store.bus.publish(new LoginRequested({}))}>
            {t('common:login')}
          </button>
        </div>
      )}
    </section>
  );
}

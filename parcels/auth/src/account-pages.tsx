import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord, messageOf, type Message } from '@site/api';
import { LoginRequested } from '@site/bus';
import { useStores } from '@site/stores';
import { MessageText } from '@site/ui';

// The user section's account pages of spec 1 §2 (accountverify, activatefast, activate/{type},
// stopnewsletter), on the player's own data: the user config (spec 2 §4) and the settings'
// mailing flags. Mails link here; a link carries no secret, so each page asks a guest to sign in
// first (an operator choice: no one-click change of someone's account from a forwarded mail).

/** Activation types of the user config (spec 2 §4): what the account is bound to. */
const ACTIVATION = { none: 0, email: 1, both: 2, phone: 3 } as const;
/** verification_status of the user config: 2 verified (documents approved), 1 not verified; user_status_id 1: pending. */
const VERIFIED = 2;
const PENDING_STATUS = 1;
/** The player's settings (GET/PUT; @site/stores' settings sync uses the same). */
const SETTINGS_API = 'web:/user/settings';
/** The letters that are a newsletter: bet results are the player's own account news and stay. */
const NEWSLETTER_FLAGS = ['news', 'promotions'] as const;

type Load<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; message: Message };

function SignInFirst({ testId }: { testId: string }) {
  const { t } = useTranslation('auth');
  const { bus } = useStores();
  return (
    <div data-testid={testId}>
      <p>{t('account_sign_in_first')}</p>
      <button type="button" data-testid={`${testId}-login`} onClick={() => bus.publish(new LoginRequested({}))}>
        {t('common:login')}
      </button>
    </div>
  );
}

/** The user config of the signed-in player (null while a guest). */
function useUserConfig(): Load<Record<string, unknown>> | null {
  const { api, user } = useStores();
  const [state, setState] = useState<Load<Record<string, unknown>>>({ kind: 'loading' });
  const userId = user.userId;
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    setState({ kind: 'loading' });
    api.get<unknown>('web:/user/config').then(
      (c) => live && setState(isRecord(c) ? { kind: 'ready', value: c } : { kind: 'failed', message: messageOf(new Error('bad user config')) }),
      (e: unknown) => live && setState({ kind: 'failed', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [api, userId]);
  return userId === null ? null : state;
}

function Loading({ load }: { load: Load<unknown> }) {
  const { t } = useTranslation('auth');
  return load.kind === 'failed' ? (
    <p role="alert" data-testid="account-page-error">
      <MessageText message={load.message} />
    </p>
  ) : (
    <p>{t('common:loading')}</p>
  );
}

/**
 * `user/activatefast` and `user/activate/{type}`: a one-click account is activated by binding an
 * e-mail or a phone (the office's account page binds them, spec 2 §4 activation types). The page
 * says what is bound and what is missing; `type` (email or phone) puts that one first.
 */
export const ActivationPage = observer(function ActivationPage({ type }: { type?: string }) {
  const { t } = useTranslation('auth');
  const { settings } = useStores();
  const config = useUserConfig();
  const body = (() => {
    if (config === null) return <SignInFirst testId="activation-sign-in" />;
    if (config.kind !== 'ready') return <Loading load={config} />;
    const a = Number(config.value.activation_type);
    const bound = { email: a === ACTIVATION.email || a === ACTIVATION.both, phone: a === ACTIVATION.phone || a === ACTIVATION.both };
    const order: ('email' | 'phone')[] = type === 'phone' ? ['phone', 'email'] : ['email', 'phone'];
    return (
      <>
        <p data-testid="activation-state" data-activated={bound.email || bound.phone}>
          {t(bound.email || bound.phone ? 'activation_done' : 'activation_needed')}
        </p>
        <ul>
          {order.map((k) => (
            <li key={k} data-testid={`activation-${k}`} data-bound={bound[k]}>
              {t(`activation_${k}`)}: {t(bound[k] ? 'activation_bound' : 'activation_missing')}
            </li>
          ))}
        </ul>
        {!(bound.email && bound.phone) && (
          <a href={`/${settings.language}/office/account`} data-testid="activation-go">
            {t('activation_go')}
          </a>
        )}
      </>
    );
  })();
  return (
    <section className="auth-page" data-testid="activation-page">
      <h1>{t('activation_title')}</h1>
      {body}
    </section>
  );
});

/** `user/accountverify`: where the account's verification (identity documents) stands, and the way to it. */
export const AccountVerifyPage = observer(function AccountVerifyPage() {
  const { t } = useTranslation('auth');
  const { settings } = useStores();
  const config = useUserConfig();
  const body = (() => {
    if (config === null) return <SignInFirst testId="verify-sign-in" />;
    if (config.kind !== 'ready') return <Loading load={config} />;
    const state =
      Number(config.value.verification_status) === VERIFIED ? 'verified' : Number(config.value.user_status_id) === PENDING_STATUS ? 'pending' : 'not_verified';
    return (
      <>
        <p data-testid="verify-state" data-state={state}>
          {t(`verify_${state}`)}
        </p>
        {state !== 'verified' && (
          <a href={`/${settings.language}/office/verification`} data-testid="verify-go">
            {t('verify_go')}
          </a>
        )}
      </>
    );
  })();
  return (
    <section className="auth-page" data-testid="account-verify-page">
      <h1>{t('verify_title')}</h1>
      {body}
    </section>
  );
});

/**
 * `user/stopnewsletter`: the newsletters' unsubscribe page. One button turns off news and
 * promotions (the settings' mailing flags); bet results, the player's own account news, stay
 * as they were and the settings page changes every flag.
 */
export const StopNewsletterPage = observer(function StopNewsletterPage() {
  const { t } = useTranslation('auth');
  const { api, user, settings } = useStores();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<Message | null>(null);
  const stop = async () => {
    setState('sending');
    setError(null);
    try {
      const off = Object.fromEntries(NEWSLETTER_FLAGS.map((f) => [f, false]));
      await api.put(SETTINGS_API, { mailing: off });
      // the store follows what the server now holds (its own sync then has nothing new to say)
      settings.setMailing(off);
      setState('done');
    } catch (e) {
      setError(messageOf(e));
      setState('idle');
    }
  };
  return (
    <section className="auth-page" data-testid="stop-newsletter-page">
      <h1>{t('newsletter_title')}</h1>
      {user.userId === null ? (
        <SignInFirst testId="newsletter-sign-in" />
      ) : state === 'done' ? (
        <div role="status" data-testid="newsletter-stopped">
          <p>{t('newsletter_stopped')}</p>
          <a href={`/${settings.language}/office/settings`}>{t('newsletter_settings')}</a>
        </div>
      ) : (
        <>
          <p>{t('newsletter_text')}</p>
          {error && (
            <p role="alert" data-testid="newsletter-error">
              <MessageText message={error} />
            </p>
          )}
          <button type="button" data-testid="newsletter-stop" disabled={state === 'sending'} onClick={() => void stop()}>
            {t('newsletter_stop')}
          </button>
        </>
      )}
    </section>
  );
});

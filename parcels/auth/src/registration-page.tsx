import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { Button } from '@site/ui';
import { useAuthEnv } from './auth-env';
import { promptDepositLimit } from './deposit-limit-prompt';
import { RegistrationForm, type RegType } from './registration-form';
import { completeSignIn } from './sign-in';
import { useGoAfterAuth } from './use-after-auth';

/**
 * The registration page. A one-click registration's generated login and password are shown
 * this once, with a note to save them, until the player continues: they live only in this
 * component's state, never in storage, and the server keeps no copy of the password. A phone
 * registration shows the login it got (the player may sign in with it or with the phone).
 */
export function RegistrationPage({ social = false }: { social?: boolean }) {
  const { t } = useTranslation('auth');
  const store = useStores();
  const goOn = useGoAfterAuth();
  const env = useAuthEnv();
  const [credentials, setCredentials] = useState<{ login: string; password?: string } | null>(null);

  const onRegistered = async (answer: RegisterAnswer, type: RegType) => {
    await completeSignIn(store, answer.userId);
    promptDepositLimit(store, env.navigate);
    if (answer.password !== undefined) setCredentials({ login: answer.login, password: answer.password });
    else if (type === 'phone_reg') setCredentials({ login: answer.login });
    else goOn();
  };

  return (
    <section className="auth-page" data-testid="registration-page">
      <h1>{t('registration_title')}</h1>
      {credentials ? (
        <div className="auth-credentials" data-testid="reg-credentials" role="status">
          <p className="auth-credentials__note" data-testid="reg-save-note">
            <strong>{credentials.password === undefined ? t('phone_login_note') : t('save_credentials')}</strong>
          </p>
          <dl>
            <dt>{t('your_login')}</dt>
            <dd data-testid="reg-login-value">{credentials.login}</dd>
            {credentials.password !== undefined && (
              <>
                <dt>{t('your_password')}</dt>
                <dd data-testid="reg-password-value">{credentials.password}</dd>
              </>
            )}
          </dl>
          <Button
            variant="primary"
            testId="reg-continue"
            onClick={() => {
              setCredentials(null);
              goOn();
            }}
          >
            {t('saved_continue')}
          </Button>
        </div>
      ) : (
        <>
          {social && <p data-testid="reg-social-note">{t('social_unavailable')}</p>}
          <RegistrationForm onRegistered={onRegistered} />
        </>
      )}
    </section>
  );
}

import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { LoginForm } from './login-form';
import { completeSignIn } from './sign-in';
import { useGoAfterAuth } from './use-after-auth';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const store = useStores();
  const goOn = useGoAfterAuth();
  const lang = store.settings.language;
  return (
    <section className="auth-page" data-testid="login-page">
      <h1>{t('login_title')}</h1>
      <LoginForm
        onSignedIn={async (userId) => {
          await completeSignIn(store, userId);
          goOn();
        }}
      />
      <p>
        <Trans t={t} i18nKey="no_account" components={{ signup: <a href={`/${lang}/registration`} /> }} />
      </p>
    </section>
  );
}

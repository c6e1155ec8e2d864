import { useT } from '@site/i18n';
import { useStores } from '@site/stores';
import { LoginForm } from './login-form';
import { completeSignIn } from './sign-in';
import { useGoAfterAuth } from './use-after-auth';

export function LoginPage() {
  const t = useT();
  const store = useStores();
  const goOn = useGoAfterAuth();
  const lang = store.settings.language;
  return (
    <section className="auth-page" data-testid="login-page">
      <h1>{t('auth_login_title')}</h1>
      <LoginForm
        onSignedIn={async (userId) => {
          await completeSignIn(store, userId);
          goOn();
        }}
      />
      <p>
        {t('auth_no_account')} <a href={`/${lang}/registration`}>{t('register')}</a>
      </p>
    </section>
  );
}

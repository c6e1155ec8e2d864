import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthEnv, AuthEnvContext, browserAuthEnv } from './auth-env';
import { AccountVerifyPage, ActivationPage, StopNewsletterPage } from './account-pages';
import { ConfirmTermsPage } from './confirm-terms-page';
import { LoginPage } from './login-page';
import { PasswordResetPage } from './password-reset-page';
import { RegistrationPage } from './registration-page';
import { SignInLinkPage } from './sign-in-link-page';

export interface AuthRouteProps {
  name: string | null;
  params: Record<string, string | undefined>;
  lang: string;
  path: string;
}

export interface AuthAppProps {
  route?: AuthRouteProps;
  /** Tests and the lifecycles pass the page's environment; else the browser's. */
  env?: AuthEnv;
  previous?: () => string | null;
}

/** The pages of @site/app-auth by route name (shared-deps/routes route-table). */
export function AuthApp({ route, env, previous }: AuthAppProps) {
  const value = useMemo(() => env ?? browserAuthEnv(previous ?? (() => null)), [env, previous]);
  return (
    <AuthEnvContext.Provider value={value}>
      <AuthRoute route={route} />
    </AuthEnvContext.Provider>
  );
}

function AuthRoute({ route }: { route: AuthRouteProps | undefined }) {
  const { t } = useTranslation('auth');
  switch (route?.name) {
    case 'login':
    case 'auth-app':
      return <LoginPage />;
    case 'registration':
      return <RegistrationPage social={route.params.type === 'socialregistration'} />;
    case 'user-passwordreset':
      return <PasswordResetPage />;
    // The shell (issue 15): the terms guard sends here.
    case 'confirm':
      return <ConfirmTermsPage />;
    // The user section's account pages (issue 19)
    case 'user-accountverify':
      return <AccountVerifyPage />;
    case 'user-activatefast':
      return <ActivationPage />;
    case 'user-activate':
      return <ActivationPage type={route.params.type} />;
    case 'user-stopnewsletter':
      return <StopNewsletterPage />;
    case 'token':
      return <SignInLinkPage token={route.params.token ?? ''} />;
    default:
      return (
        <section className="auth-page" data-testid="auth-unavailable">
          <p>{t('page_unavailable')}</p>
        </section>
      );
  }
}

import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Modal } from '@site/ui';
import { useAuthEnv } from './auth-env';
import { LoginForm } from './login-form';
import { safeReturnPath } from './return-target';
import { completeSignIn } from './sign-in';

export interface LoginModalProps {
  /** From LoginRequested: where to go after login; without it the player stays on this page. */
  returnUrl?: string;
  onClose(): void;
}

/** The login modal the header opens on LoginRequested. */
export function LoginModal({ returnUrl, onClose }: LoginModalProps) {
  const { t } = useTranslation('auth');
  const store = useStores();
  const env = useAuthEnv();
  const lang = store.settings.language;
  return (
    <Modal title={t('login_title')} onClose={onClose} closeLabel={t('common:close')} testId="login-modal" className="auth-modal">
      <LoginForm
        idPrefix="login-modal"
        onSignedIn={async (userId) => {
          await completeSignIn(store, userId);
          onClose();
          const target = safeReturnPath(returnUrl, env.origin());
          if (target) env.navigate(target);
        }}
      />
      <p>
        <Trans t={t} i18nKey="no_account" components={{ signup: <a href={`/${lang}/registration`} onClick={onClose} /> }} />
      </p>
    </Modal>
  );
}

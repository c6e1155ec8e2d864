import { useT } from '@site/i18n';
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
  const t = useT();
  const store = useStores();
  const env = useAuthEnv();
  const lang = store.settings.language;
  return (
    <Modal title={t('auth_login_title')} onClose={onClose} closeLabel={t('auth_close')} testId="login-modal" className="auth-modal">
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
        {t('auth_no_account')}{' '}
        <a href={`/${lang}/registration`} onClick={onClose}>
          {t('register')}
        </a>
      </p>
    </Modal>
  );
}

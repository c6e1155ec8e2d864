import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
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
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const lang = store.settings.language;
  return (
    <div className="auth-modal__backdrop" data-testid="login-modal" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="auth-modal" role="dialog" aria-modal="true" aria-labelledby="login-modal-title">
        <h2 id="login-modal-title">{t('login_title')}</h2>
        <button
          type="button"
          className="auth-modal__close"
          data-testid="login-modal-close"
          aria-label={t('common:close')}
          onClick={onClose}
        >
          ×
        </button>
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
      </div>
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { FormError, type FormErrors, formErrors, Modal, noErrors, REQUIRED } from '@site/ui';

export interface ForgotPasswordModalProps {
  onClose(): void;
}

/**
 * The forgot-password modal (`modal-forgot-password`, issue 15): the login, then always the same
 * answer (the server answers 202 whether the account exists or not): "if it exists, a link is on
 * its way". The link in the mail opens the password-reset page.
 */
export function ForgotPasswordModal({ onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation('auth');
  const { api, settings } = useStores();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<'login'>>(noErrors());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (login.trim() === '') return setErrors({ fields: { login: [REQUIRED] }, form: [] });
    setBusy(true);
    setErrors(noErrors());
    try {
      await api.post('web:/auth/password-reset/request', { login: login.trim(), lng: settings.language });
      setSent(true);
    } catch (error) {
      setErrors(formErrors(error, ['login'] as const));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('forgot_title')} onClose={onClose} closeLabel={t('common:close')} testId="modal-forgot-password" className="auth-modal">
      {sent ? (
        <p role="status" data-testid="forgot-sent">
          {t('forgot_sent')}
        </p>
      ) : (
        <form className="auth-form" data-testid="forgot-form" onSubmit={submit} noValidate>
          <p>{t('forgot_intro')}</p>
          <FormError className="auth-form__error" messages={errors.form} testId="forgot-error" />
          <div className="auth-field">
            <label htmlFor="forgot-login">{t('login_label')}</label>
            <input id="forgot-login" data-testid="forgot-login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} />
            <FormError className="auth-field__error" messages={errors.fields.login} testId="forgot-login-error" />
          </div>
          <button type="submit" data-testid="forgot-submit" disabled={busy}>
            {busy ? t('wait') : t('forgot_submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}

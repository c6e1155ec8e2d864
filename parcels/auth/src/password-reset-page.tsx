import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginRequested } from '@site/bus';
import { useStores } from '@site/stores';
import { FormError, type FormErrors, formErrors, noErrors, REQUIRED } from '@site/ui';
import { useAuthEnv } from './auth-env';

const FIELDS = ['password', 'token'] as const;

/**
 * `/{lng}/user/passwordreset?token=...` (issue 15): the mailed link's page. A new password (twice)
 * is sent with the token; then every session of the player has ended and they sign in again.
 */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { api, bus } = useStores();
  const env = useAuthEnv();
  const token = new URLSearchParams(env.search()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>(noErrors());
  const [differ, setDiffer] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDiffer(false);
    if (password === '') return setErrors({ fields: { password: [REQUIRED] }, form: [] });
    setErrors(noErrors());
    if (password !== repeat) return setDiffer(true);
    try {
      await api.post('web:/auth/password-reset/confirm', { token, password });
      setDone(true);
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    }
  };

  if (!token) {
    return (
      <section className="auth-page" data-testid="password-reset-page">
        <p role="alert" data-testid="password-reset-no-token">
          {t('reset_no_token')}
        </p>
      </section>
    );
  }
  return (
    <section className="auth-page" data-testid="password-reset-page">
      <h1>{t('reset_title')}</h1>
      {done ? (
        <div role="status" data-testid="password-reset-done">
          <p>{t('reset_done')}</p>
          <button type="button" data-testid="password-reset-login" onClick={() => bus.publish(new LoginRequested({}))}>
            {t('common:login')}
          </button>
        </div>
      ) : (
        <form className="auth-form" data-testid="password-reset-form" onSubmit={submit} noValidate>
          <FormError className="auth-form__error" messages={[...errors.form, ...(errors.fields.token ?? [])]} testId="password-reset-error" />
          <div className="auth-field">
            <label htmlFor="reset-password">{t('reset_password')}</label>
            <input id="reset-password" data-testid="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <FormError className="auth-field__error" messages={errors.fields.password} testId="reset-password-error" />
          </div>
          <div className="auth-field">
            <label htmlFor="reset-repeat">{t('reset_repeat')}</label>
            <input id="reset-repeat" data-testid="reset-repeat" type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
            {differ && (
              <p className="auth-field__error" role="alert" data-testid="reset-repeat-error">
                {t('reset_differ')}
              </p>
            )}
          </div>
          <button type="submit" data-testid="reset-submit">
            {t('reset_submit')}
          </button>
        </form>
      )}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { FormError, type FormErrors, formErrors, noErrors, REQUIRED } from '@site/ui';

const FIELDS = ['oldPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];

/** Change the password: the old one is required; the server ends every other session. */
export function PasswordForm({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors());
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (oldPassword === '' || newPassword === '') {
      setErrors({ fields: { ...(oldPassword === '' && { oldPassword: [REQUIRED] }), ...(newPassword === '' && { newPassword: [REQUIRED] }) }, form: [] });
      return;
    }
    setErrors(noErrors());
    try {
      await api.post('web:/user/password', { oldPassword, newPassword });
      setOld('');
      setNew('');
      setDone(true);
      onChanged();
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    }
  };

  return (
    <form className="office-form" data-testid="security-password-form" onSubmit={submit} noValidate>
      <h2>{t('security_password_title')}</h2>
      <FormError className="office-form__error" messages={errors.form} testId="security-password-error" />
      <label htmlFor="security-old-password">{t('security_old_password')}</label>
      <input id="security-old-password" data-testid="security-old-password" type="password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOld(e.currentTarget.value)} />
      <FormError className="office-field__error" messages={errors.fields.oldPassword} testId="security-old-password-error" />
      <label htmlFor="security-new-password">{t('security_new_password')}</label>
      <input id="security-new-password" data-testid="security-new-password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.currentTarget.value)} />
      <FormError className="office-field__error" messages={errors.fields.newPassword} testId="security-new-password-error" />
      <button type="submit" data-testid="security-password-submit">
        {t('security_password_submit')}
      </button>
      {done && (
        <p role="status" data-testid="security-password-done">
          {t('security_password_done')}
        </p>
      )}
    </form>
  );
}

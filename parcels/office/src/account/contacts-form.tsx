import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailAnswer, PhoneAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { FormError, type FormErrors, formErrors, noErrors } from '@site/ui';

type Field = 'email' | 'phone_number' | 'country_code';

/**
 * The e-mail and the phone with the activation rules of spec 2 §4 (a phone turns 0 into 3 and 1
 * into 2; an e-mail 0 into 1 and 3 into 2): the server answers the new activation type.
 */
export function ContactsForm({ email, phoneCode, phoneNumber, activationType, onChanged }: {
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  activationType: number;
  onChanged(change: { email?: string; phoneCode?: string; phoneNumber?: string; activationType: number }): void;
}) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [newEmail, setNewEmail] = useState(email ?? '');
  const [country, setCountry] = useState('');
  const [phone, setPhone] = useState(phoneNumber ?? '');
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors());

  const run = async (e: FormEvent, call: () => Promise<void>, fields: readonly Field[]) => {
    e.preventDefault();
    setErrors(noErrors());
    try {
      await call();
    } catch (error) {
      setErrors(formErrors(error, fields));
    }
  };
  const saveEmail = (e: FormEvent) =>
    run(e, async () => {
      const a = await api.post<EmailAnswer>('web:/user/email', { email: newEmail.trim() });
      onChanged({ email: a.email, activationType: a.activation_type });
    }, ['email']);
  const savePhone = (e: FormEvent) =>
    run(e, async () => {
      const a = await api.post<PhoneAnswer>('web:/user/phone', { country_code: country.trim(), phone_number: phone.trim() });
      onChanged({ phoneCode: a.phone_code, phoneNumber: a.phone_number, activationType: a.activation_type });
    }, ['phone_number', 'country_code']);

  return (
    <section className="office-form" data-testid="account-contacts">
      <h2>{t('account_contacts_title')}</h2>
      <p data-testid="account-activation">{t(`account_activation_${activationType}`, { defaultValue: t('account_activation_0') })}</p>
      <FormError className="office-form__error" messages={errors.form} testId="account-contacts-error" />
      <form onSubmit={saveEmail} noValidate>
        <label htmlFor="account-email">{t('account_email')}</label>
        <input id="account-email" data-testid="account-email" type="email" value={newEmail} onChange={(e) => setNewEmail(e.currentTarget.value)} />
        <button type="submit" data-testid="account-email-save">
          {t('account_change')}
        </button>
        <FormError className="office-field__error" messages={errors.fields.email} testId="account-email-error" />
      </form>
      <form onSubmit={savePhone} noValidate>
        <label htmlFor="account-phone-country">{t('account_phone_country')}</label>
        <input id="account-phone-country" data-testid="account-phone-country" value={country} placeholder={phoneCode ? `+${phoneCode}` : 'RU'} onChange={(e) => setCountry(e.currentTarget.value)} />
        <label htmlFor="account-phone">{t('account_phone')}</label>
        <input id="account-phone" data-testid="account-phone" inputMode="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} />
        <button type="submit" data-testid="account-phone-save">
          {t('account_change')}
        </button>
        <FormError className="office-field__error" messages={[...(errors.fields.country_code ?? []), ...(errors.fields.phone_number ?? [])]} testId="account-phone-error" />
      </form>
    </section>
  );
}

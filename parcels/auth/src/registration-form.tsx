import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CurrencyEntry, messageOf, type PhoneCountry, type RegisterAnswer, type RegisterBody } from '@site/api';
import { AnalyticsRequested } from '@site/bus';
import { useStores } from '@site/stores';
import { Button, type FormErrors, formErrors, noErrors, FormError, Tabs, TextField } from '@site/ui';

export type RegType = RegisterBody['type'];
type BonusChoice = RegisterBody['bonusChoice'];

export const REG_TYPES: readonly RegType[] = ['fast_reg', 'phone_reg', 'full_reg'];
const BONUS_CHOICES: readonly BonusChoice[] = [0, 1, 2];
const FIELDS = ['type', 'currency', 'countryId', 'bonusChoice', 'email', 'password', 'phone_number', 'country_code'] as const;
type Field = (typeof FIELDS)[number];

export interface RegistrationFormProps {
  onRegistered(answer: RegisterAnswer, type: RegType): Promise<void> | void;
}

/** The request body of one registration type: only the fields that type takes (the HTTP contract). */
export function registerBody(type: RegType, v: { currency: string; countryId: number; bonusChoice: BonusChoice; email: string; password: string; phone: string; countryCode: string }): RegisterBody {
  const common = { type, currency: v.currency, countryId: v.countryId, bonusChoice: v.bonusChoice };
  if (type === 'full_reg') return { ...common, email: v.email.trim(), password: v.password };
  if (type === 'phone_reg') return { ...common, phone_number: v.phone.replace(/[\s()-]/g, ''), country_code: v.countryCode, password: v.password };
  return common;
}

/**
 * Registration (spec 2 §3): one click (fast_reg), by phone or by e-mail; currency, country and
 * the bonus choice for all. Every error the server returns shows beside the field its
 * source.pointer names.
 */
export const RegistrationForm = observer(function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const { settings, api, bus } = useStores();
  const core = settings.siteConfig?.core;
  const [type, setType] = useState<RegType>('fast_reg');
  const [currencies, setCurrencies] = useState<CurrencyEntry[]>([]);
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [currency, setCurrency] = useState(core?.defaultCurrency ?? 'RUB');
  const [countryId, setCountryId] = useState<number | null>(null);
  const [bonusChoice, setBonusChoice] = useState<BonusChoice>(0);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [countryCode, setCountryCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors());

  useEffect(() => {
    let live = true;
    Promise.all([api.get<CurrencyEntry[]>('web:/dicts/currencies'), api.get<PhoneCountry[]>('web:/dicts/phone-countries')]).then(
      ([cur, ctr]) => {
        if (!live) return;
        setCurrencies(cur);
        setCountries(ctr);
        const home = ctr.find((c) => c.country_code.toLowerCase() === (core?.geoCountry ?? '').toLowerCase()) ?? ctr[0];
        if (home) {
          setCountryId((id) => id ?? home.id);
          setCountryCode((c) => c || home.country_code);
        }
      },
      (error: unknown) => live && setErrors({ fields: {}, form: [messageOf(error)] }),
    );
    return () => {
      live = false;
    };
  }, [api, core]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || countryId === null) return;
    setBusy(true);
    setErrors(noErrors());
    try {
      const answer = await api.post<RegisterAnswer>('web:/auth/register', registerBody(type, { currency, countryId, bonusChoice, email, password, phone, countryCode }));
      // Counted by analytics (issue 16): the registration type and bonus choice, nothing personal.
      bus.publish(new AnalyticsRequested({ kind: 'registration', regType: type, bonusChoice }));
      await onRegistered(answer, type);
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: Field, id?: string) => <FormError className="auth-field__error" messages={errors.fields[field]} id={id} testId={`reg-${field}-error`} />;
  const input = (field: 'email' | 'password' | 'phone_number', value: string, set: (v: string) => void, extra: { type?: string; autoComplete?: string; inputMode?: 'tel' } = {}) => (
    <TextField
      label={t(`field_${field}`)}
      id={`reg-${field}`}
      testId={`reg-${field}`}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={errors.fields[field] ? fieldError(field) : undefined}
      {...extra}
    />
  );

  return (
    <form className="auth-form" data-testid="reg-form" onSubmit={submit} noValidate>
      <Tabs
        label={t('registration_title')}
        value={type}
        items={REG_TYPES.map((rt) => ({ value: rt, label: t(`reg_${rt}`), testId: `reg-type-${rt}` }))}
        onChange={(rt) => (setType(rt), setErrors(noErrors()))}
      />
      <FormError className="auth-form__error" messages={errors.form} testId="reg-error" />
      {fieldError('type')}
      {type === 'full_reg' && input('email', email, setEmail, { type: 'email', autoComplete: 'email' })}
      {type === 'phone_reg' && (
        <>
          <div className="auth-field">
            <label htmlFor="reg-country_code">{t('field_country_code')}</label>
            <select id="reg-country_code" data-testid="reg-country_code" value={countryCode} onChange={(e) => setCountryCode(e.target.value)}>
              {countries.map((c) => (
                <option key={c.id} value={c.country_code}>
                  {c.name} +{c.tel_code}
                </option>
              ))}
            </select>
            {fieldError('country_code', `reg-country_code-error`)}
          </div>
          {input('phone_number', phone, setPhone, { inputMode: 'tel', autoComplete: 'tel-national' })}
        </>
      )}
      {type !== 'fast_reg' && input('password', password, setPassword, { type: 'password', autoComplete: 'new-password' })}
      <div className="auth-field">
        <label htmlFor="reg-currency">{t('field_currency')}</label>
        <select id="reg-currency" data-testid="reg-currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {(currencies.length > 0 ? currencies : [{ id: 0, iso: currency, symbol: '' }]).map((c) => (
            <option key={c.iso} value={c.iso}>
              {c.iso} {c.symbol}
            </option>
          ))}
        </select>
        {fieldError('currency', `reg-currency-error`)}
      </div>
      <div className="auth-field">
        <label htmlFor="reg-countryId">{t('field_country')}</label>
        <select id="reg-countryId" data-testid="reg-countryId" value={countryId ?? ''} onChange={(e) => setCountryId(Number(e.target.value))}>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {fieldError('countryId', `reg-countryId-error`)}
      </div>
      <fieldset className="auth-field" data-testid="reg-bonus">
        <legend>{t('bonus_choice')}</legend>
        {BONUS_CHOICES.map((b) => (
          <label key={b}>
            <input type="radio" name="bonusChoice" data-testid={`reg-bonus-${b}`} checked={bonusChoice === b} onChange={() => setBonusChoice(b)} />
            {t(`bonus_${b}`)}
          </label>
        ))}
        {fieldError('bonusChoice', `reg-bonusChoice-error`)}
      </fieldset>
      <Button type="submit" variant="primary" size="lg" block testId="reg-submit" disabled={busy || countryId === null}>
        {busy ? t('wait') : t('common:register')}
      </Button>
    </form>
  );
});

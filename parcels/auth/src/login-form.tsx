import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type LoginAnswer } from '@site/api';
import { ForgotPasswordRequested } from '@site/bus';
import { useStores } from '@site/stores';
import { Button, Checkbox, type FormErrors, formErrors, noErrors, REQUIRED, FormError, TextField } from '@site/ui';
import { PhoneField, type PhoneValue } from './phone-field';

const FIELDS = ['login', 'password', 'code', 'phone_number', 'country_code'] as const;
/** The country the phone sign-in starts with (the first of the dictionary). */
const DEFAULT_PHONE_COUNTRY = 'RU';
type Field = (typeof FIELDS)[number];

export interface LoginFormProps {
  /** Called once the server has started the session. */
  onSignedIn(userId: number): Promise<void> | void;
  /** The login form sits in a modal or on the login page: its ids must differ. */
  idPrefix?: string;
}

/**
 * Login by login (e-mail, user id or generated login) or by phone number (country and number
 * in the country's mask) and password, with the two-step code
 * when the server asks for one. A 401 never says which part was wrong (the HTTP contract); a 429 says
 * how long to wait.
 */
export function LoginForm({ onSignedIn, idPrefix = 'login' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { api, bus } = useStores();
  const [byPhone, setByPhone] = useState(false);
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: DEFAULT_PHONE_COUNTRY, digits: '' });
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [save, setSave] = useState(false);
  const [code, setCode] = useState('');
  const [twoStep, setTwoStep] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors());

  // A 401 never says which part was wrong: the server's code says it in the player's words.
  // A 429 carries the wait in Retry-After; its words want minutes.
  const explain = (error: unknown): FormErrors<Field> => {
    const errors = formErrors(error, FIELDS);
    if (!(error instanceof ApiError) || error.status !== 429 || error.retryAfterSeconds === null) return errors;
    const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    return { ...errors, form: errors.form.map((m) => ({ ...m, values: { minutes, ...m.values } })) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const who = byPhone ? phone.digits : login.trim();
    if (!twoStep && (who === '' || password === '')) {
      const whoField = byPhone ? 'phone_number' : 'login';
      setErrors({ fields: { ...(who === '' && { [whoField]: [REQUIRED] }), ...(password === '' && { password: [REQUIRED] }) }, form: [] });
      return;
    }
    setBusy(true);
    setErrors(noErrors());
    try {
      if (twoStep) {
        const { userId } = await api.post<{ userId: number }>('web:/auth/login/two-step', { code: code.trim() });
        await onSignedIn(userId);
        return;
      }
      const who = byPhone ? { phone_number: phone.digits, country_code: phone.countryCode } : { login: login.trim() };
      const answer = await api.post<LoginAnswer>('web:/auth/login', { ...who, password, save });
      if (answer.twoStep || answer.userId === undefined) {
        setTwoStep(true);
        setPassword('');
      } else {
        await onSignedIn(answer.userId);
      }
    } catch (error) {
      setErrors(explain(error));
    } finally {
      setBusy(false);
    }
  };

  // A field's error beside it (TextField ties it to the input: aria-describedby, aria-invalid).
  const fieldError = (field: Field) =>
    errors.fields[field] ? <FormError className="auth-field__error" messages={errors.fields[field]} testId={`${idPrefix}-${field}-error`} /> : undefined;

  return (
    <form className="auth-form" data-testid={`${idPrefix}-form`} onSubmit={submit} noValidate>
      <FormError className="auth-form__error" messages={errors.form} testId={`${idPrefix}-error`} />
      {twoStep ? (
        <TextField
          label={t('two_step_code')}
          hint={t('two_step_backup_hint')}
          id={`${idPrefix}-code`}
          testId={`${idPrefix}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldError('code')}
        />
      ) : (
        <>
          <div className="auth-form__by" role="group" aria-label={t('sign_in_by')}>
            {([false, true] as const).map((phoneWay) => (
              <Button
                key={String(phoneWay)}
                size="sm"
                variant={byPhone === phoneWay ? 'primary' : 'secondary'}
                aria-pressed={byPhone === phoneWay}
                testId={`${idPrefix}-by-${phoneWay ? 'phone' : 'login'}`}
                onClick={() => {
                  setByPhone(phoneWay);
                  setErrors(noErrors());
                }}
              >
                {t(phoneWay ? 'sign_in_by_phone' : 'sign_in_by_login')}
              </Button>
            ))}
          </div>
          {byPhone ? (
            <>
              <PhoneField idPrefix={idPrefix} value={phone} onChange={setPhone} describedBy={`${idPrefix}-phone_number-error`} />
              {fieldError('country_code')}
              {fieldError('phone_number')}
            </>
          ) : (
            <TextField
              label={t('login_label')}
              id={`${idPrefix}-login`}
              testId={`${idPrefix}-login`}
              autoComplete="username"
              value={login}
              onChange={(e) => setLogin(e.target.value)}
              error={fieldError('login')}
            />
          )}
          <TextField
            label={t('password')}
            id={`${idPrefix}-password`}
            testId={`${idPrefix}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError('password')}
          />
          <div className="auth-form__row">
            <Checkbox testId={`${idPrefix}-save`} checked={save} onChange={setSave} label={t('remember_me')} />
            <Button variant="ghost" size="sm" className="auth-form__link" testId={`${idPrefix}-forgot`} onClick={() => bus.publish(new ForgotPasswordRequested({}))}>
              {t('forgot_link')}
            </Button>
          </div>
        </>
      )}
      <Button type="submit" variant="primary" size="lg" block testId={`${idPrefix}-submit`} disabled={busy}>
        {busy ? t('wait') : t('common:login')}
      </Button>
    </form>
  );
}

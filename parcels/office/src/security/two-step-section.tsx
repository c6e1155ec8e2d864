import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoStepAnswer, TwoStepConfirmAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { FormError, type FormErrors, formErrors, noErrors } from '@site/ui';

type Step = { kind: 'idle' } | { kind: 'scan'; secret: string; otpauthUrl: string; qrCode: string | undefined } | { kind: 'codes'; backupCodes: string[] };

/**
 * Two-step sign-in with an authenticator app: "turn on" shows the QR code and the secret; the
 * first code from the app turns it on and shows the backup codes once; turning it off needs a
 * code (or a backup code).
 */
export function TwoStepSection({ enabled, backupCodesLeft, onChanged }: { enabled: boolean; backupCodesLeft: number; onChanged(): void }) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<'code'>>(noErrors());

  const attempt = async (call: () => Promise<void>) => {
    setErrors(noErrors());
    try {
      await call();
    } catch (error) {
      setErrors(formErrors(error, ['code'] as const));
    }
  };
  const begin = () =>
    attempt(async () => {
      const a = await api.post<TwoStepAnswer>('web:/user/two-step', { enabled: true });
      setStep({ kind: 'scan', secret: a.secret ?? '', otpauthUrl: a.otpauthUrl ?? '', qrCode: a.qrCode });
      setCode('');
    });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void attempt(async () => {
      const a = await api.post<TwoStepConfirmAnswer>('web:/user/two-step/confirm', { code: code.trim() });
      setStep({ kind: 'codes', backupCodes: a.backupCodes });
      setCode('');
      onChanged();
    });
  };
  const disable = (e: FormEvent) => {
    e.preventDefault();
    void attempt(async () => {
      await api.post('web:/user/two-step', { enabled: false, code: code.trim() });
      setStep({ kind: 'idle' });
      setCode('');
      onChanged();
    });
  };

  const codeField = (
    <>
      <label htmlFor="security-two-step-code">{t('security_two_step_code')}</label>
      <input id="security-two-step-code" data-testid="security-two-step-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
      <FormError className="office-field__error" messages={[...(errors.fields.code ?? []), ...errors.form]} testId="security-two-step-error" />
    </>
  );

  return (
    <section className="office-form" data-testid="security-two-step" data-enabled={enabled}>
      <h2>{t('security_two_step_title')}</h2>
      <p data-testid="security-two-step-state">{enabled ? t('security_two_step_on', { left: backupCodesLeft }) : t('security_two_step_off')}</p>
      {step.kind === 'codes' && (
        <div data-testid="security-backup-codes">
          <p>{t('security_backup_codes_intro')}</p>
          <ul>
            {step.backupCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!enabled && step.kind === 'idle' && (
        <button type="button" data-testid="security-two-step-enable" onClick={() => void begin()}>
          {t('security_two_step_enable')}
        </button>
      )}
      {!enabled && step.kind === 'scan' && (
        <form onSubmit={confirm} noValidate>
          <p>{t('security_two_step_scan')}</p>
          {step.qrCode && <img data-testid="security-two-step-qr" src={step.qrCode} alt={t('security_two_step_qr_alt')} width={200} height={200} />}
          <p>
            {t('security_two_step_secret')} <code data-testid="security-two-step-secret">{step.secret}</code>
          </p>
          {codeField}
          <button type="submit" data-testid="security-two-step-confirm">
            {t('security_two_step_confirm')}
          </button>
        </form>
      )}
      {enabled && (
        <form onSubmit={disable} noValidate>
          {codeField}
          <button type="submit" data-testid="security-two-step-disable">
            {t('security_two_step_disable')}
          </button>
        </form>
      )}
    </section>
  );
}

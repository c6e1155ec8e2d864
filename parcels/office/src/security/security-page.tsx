import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type Message, type SecurityAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { MessageText } from '@site/ui';
import { PasswordForm } from './password-form';
import { SecurityQuestionForm } from './security-question-form';
import { SessionsList } from './sessions-list';
import { SignInLinkSection } from './sign-in-link';
import { TwoStepSection } from './two-step-section';

const METHODS = ['is_changed_password', 'enable_two_factor_auth', 'enable_phone_binding', 'enable_security_question', 'enable_email_auth'] as const;

/** office/security (issue 18): the protection level of spec 2 §4 and what makes it, password, sessions, two-step sign-in, security question. */
export function SecurityPage() {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [security, setSecurity] = useState<SecurityAnswer | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [sessionsKey, setSessionsKey] = useState(0);

  const load = useCallback(async () => {
    try {
      setSecurity(await api.get<SecurityAnswer>('web:/user/security'));
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error && !security) {
    return (
      <p role="alert" data-testid="security-load-error">
        <MessageText message={error} />
      </p>
    );
  }
  if (!security) return <p data-testid="security-loading">{t('loading')}</p>;
  return (
    <section className="office-security" data-testid="security-page">
      <h1>{t('section_security')}</h1>
      <div data-testid="security-protection" data-status={security.protection_status ?? 'none'}>
        <p>
          {t('security_protection_level')}: <strong data-testid="security-protection-level">{security.protection_level ?? '—'}</strong>{' '}
          {security.protection_status && <span data-testid="security-protection-status">{t(`security_protection_${security.protection_status}`)}</span>}
        </p>
        <ul>
          {METHODS.map((m) => (
            <li key={m} data-testid={`security-method-${m}`} data-on={security.protection_methods[m]}>
              {security.protection_methods[m] ? '✓' : '✗'} {t(`security_method_${m}`)}
            </li>
          ))}
        </ul>
      </div>
      <PasswordForm
        onChanged={() => {
          setSessionsKey((k) => k + 1);
          void load();
        }}
      />
      <SessionsList reloadKey={sessionsKey} />
      <SignInLinkSection />
      <TwoStepSection enabled={security.twoStep} backupCodesLeft={security.backupCodesLeft} onChanged={() => void load()} />
      <SecurityQuestionForm current={security.securityQuestion} onChanged={() => void load()} />
    </section>
  );
}

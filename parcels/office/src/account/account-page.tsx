import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type Message, type ProfileAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { MessageText } from '@site/ui';
import { ContactsForm } from './contacts-form';
import { CurrencyAccounts } from './currency-accounts';
import { PersonalDataForm } from './personal-data-form';

type State = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; profile: ProfileAnswer };

/** office/account (issue 18): personal data with the verification status, contacts, currency accounts. */
export function AccountPage() {
  const { t } = useTranslation('office');
  const { api, settings } = useStores();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api.get<ProfileAnswer>('web:/user/profile', { signal: controller.signal }).then(
      (profile) => !controller.signal.aborted && setState({ kind: 'ready', profile }),
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'error', message: messageOf(error) }),
    );
    return () => controller.abort();
  }, [api]);

  if (state.kind === 'loading') return <p data-testid="account-loading">{t('loading')}</p>;
  if (state.kind === 'error') {
    return (
      <p role="alert" data-testid="account-load-error">
        <MessageText message={state.message} />
      </p>
    );
  }
  const { profile } = state;
  const update = (over: Partial<ProfileAnswer>) => setState({ kind: 'ready', profile: { ...profile, ...over } });
  return (
    <section className="office-account" data-testid="account-page">
      <h1>{t('section_account')}</h1>
      <p data-testid="account-verification" data-state={profile.verification}>
        {t('verification_status')}: <strong>{t(`verification_state_${profile.verification}`)}</strong>{' '}
        {profile.verification !== 'approved' && <a href={`/${settings.language}/office/verification`}>{t('verification_go')}</a>}
      </p>
      <PersonalDataForm profile={profile} onSaved={(p) => update(p)} />
      <ContactsForm
        email={profile.email}
        phoneCode={profile.phoneCode}
        phoneNumber={profile.phoneNumber}
        activationType={profile.activationType}
        onChanged={(c) => update({ activationType: c.activationType, ...(c.email !== undefined && { email: c.email }), ...(c.phoneCode !== undefined && { phoneCode: c.phoneCode, phoneNumber: c.phoneNumber ?? null }) })}
      />
      <CurrencyAccounts />
    </section>
  );
}

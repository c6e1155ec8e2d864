import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_DOCUMENT_TYPES, type ProfileAnswer, type ProfileBody } from '@site/api';
import { useStores } from '@site/stores';
import { FormError, type FormErrors, formErrors, noErrors } from '@site/ui';

const FIELDS = ['name', 'surname', 'birthDate', 'address', 'documentType', 'documentNumber'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const draftOf = (p: ProfileAnswer): Draft => ({
  name: p.name ?? '',
  surname: p.surname ?? '',
  birthDate: p.birthDate ?? '',
  address: p.address ?? '',
  documentType: p.documentType ?? '',
  documentNumber: p.documentNumber ?? '',
});
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The personal data of spec 2 §3: name, surname, birth date, address, identity document (PUT /web-api/user/profile). */
export function PersonalDataForm({ profile, onSaved }: { profile: ProfileAnswer; onSaved(p: ProfileAnswer): void }) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors());
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState('busy');
    setErrors(noErrors());
    const body: ProfileBody = {
      name: orNull(draft.name),
      surname: orNull(draft.surname),
      birthDate: orNull(draft.birthDate),
      address: orNull(draft.address),
      documentType: (orNull(draft.documentType) as ProfileBody['documentType']) ?? null,
      documentNumber: orNull(draft.documentNumber),
    };
    try {
      const saved = await api.put<ProfileAnswer>('web:/user/profile', body);
      setDraft(draftOf(saved));
      setState('saved');
      onSaved(saved);
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
      setState('idle');
    }
  };

  const input = (field: Field, type = 'text') => (
    <div className="office-field">
      <label htmlFor={`account-${field}`}>{t(`account_${field}`)}</label>
      {field === 'documentType' ? (
        <select id="account-documentType" data-testid="account-documentType" value={draft.documentType} onChange={(e) => setDraft({ ...draft, documentType: e.currentTarget.value })}>
          <option value="">{t('account_document_none')}</option>
          {IDENTITY_DOCUMENT_TYPES.map((d) => (
            <option key={d} value={d}>
              {t(`document_kind_${d}`)}
            </option>
          ))}
        </select>
      ) : (
        <input id={`account-${field}`} data-testid={`account-${field}`} type={type} value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.currentTarget.value })} />
      )}
      <FormError className="office-field__error" messages={errors.fields[field]} testId={`account-${field}-error`} />
    </div>
  );

  return (
    <form className="office-form" data-testid="account-personal-form" onSubmit={submit} noValidate>
      <h2>{t('account_personal_title')}</h2>
      <FormError className="office-form__error" messages={errors.form} testId="account-personal-error" />
      {input('name')}
      {input('surname')}
      {input('birthDate', 'date')}
      {input('address')}
      {input('documentType')}
      {input('documentNumber')}
      <button type="submit" data-testid="account-save" disabled={state === 'busy'}>
        {t('account_save')}
      </button>
      {state === 'saved' && (
        <p role="status" data-testid="account-saved">
          {t('account_saved')}
        </p>
      )}
    </form>
  );
}

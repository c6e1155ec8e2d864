import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind, type DocumentsAnswer, messageOf, type Message } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, FormError, type FormErrors, formErrors, MessageText, noErrors, REQUIRED } from '@site/ui';

/** What each page asks for: identification is about who the player is; verification takes every kind. */
const KINDS: Record<'verification' | 'identification', readonly DocumentKind[]> = {
  verification: DOCUMENT_KINDS,
  identification: ['passport', 'id_card', 'driving_licence', 'selfie'],
};
const FIELDS = ['kind', 'file'] as const;

/**
 * office/verification and office/identification (issue 18): upload a document (an image or a
 * PDF, at most 10 MB; the server judges the type by the content) and see each one's status.
 */
export function VerificationPage({ mode }: { mode: 'verification' | 'identification' }) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const kinds = KINDS[mode];
  const [list, setList] = useState<DocumentsAnswer | null>(null);
  const [loadError, setLoadError] = useState<Message | null>(null);
  const [kind, setKind] = useState<DocumentKind>(kinds[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>(noErrors());
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setList(await api.get<DocumentsAnswer>('web:/user/documents'));
    } catch (e) {
      setLoadError(messageOf(e));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setErrors({ fields: { file: [REQUIRED] }, form: [] });
    // the server says so too (413); saying it first spares the upload
    if (file.size > DOCUMENT_MAX_BYTES) return setErrors({ fields: { file: [{ code: 'document.too_large', values: { maxMb: DOCUMENT_MAX_BYTES / 1024 / 1024 } }] }, form: [] });
    setBusy(true);
    setErrors(noErrors());
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    try {
      await api.post('web:/user/documents', form);
      setFile(null);
      (e.target as HTMLFormElement).reset();
      await load();
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  const shown = list?.documents.filter((d) => kinds.includes(d.kind)) ?? [];
  return (
    <section className="office-verification" data-testid={`${mode}-page`}>
      <h1>{t(`section_${mode}`)}</h1>
      {loadError && (
        <p role="alert" data-testid="verification-load-error">
          <MessageText message={loadError} />
        </p>
      )}
      {list && (
        <p data-testid="verification-status" data-state={list.verification}>
          {t('verification_status')}: <strong>{t(`verification_state_${list.verification}`)}</strong>
        </p>
      )}
      <form className="office-form" data-testid="verification-upload" onSubmit={submit} noValidate>
        <p>{t('verification_rules', { maxMb: DOCUMENT_MAX_BYTES / 1024 / 1024 })}</p>
        <FormError className="office-form__error" messages={errors.form} testId="verification-upload-error" />
        <label htmlFor="verification-kind">{t('verification_kind')}</label>
        <select id="verification-kind" data-testid="verification-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as DocumentKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`document_kind_${k}`)}
            </option>
          ))}
        </select>
        <FormError className="office-field__error" messages={errors.fields.kind} testId="verification-kind-error" />
        <label htmlFor="verification-file">{t('verification_file')}</label>
        <input id="verification-file" data-testid="verification-file" type="file" accept="image/jpeg,image/png,image/webp,image/heic,application/pdf" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
        <FormError className="office-field__error" messages={errors.fields.file} testId="verification-file-error" />
        <button type="submit" data-testid="verification-submit" disabled={busy}>
          {t('verification_submit')}
        </button>
      </form>
      <h2>{t('verification_documents')}</h2>
      {list && shown.length === 0 && <p data-testid="verification-empty">{t('verification_empty')}</p>}
      <ul>
        {shown.map((d) => (
          <li key={d.id} data-testid="verification-document" data-status={d.status}>
            {t(`document_kind_${d.kind}`)} · <DateTime value={d.createdAt} /> · <strong>{t(`document_status_${d.status}`)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_TEXT, type Message } from '@site/api';
import { useStores } from '@site/stores';
import { MessageText, Modal } from '@site/ui';

const fieldStyle = { display: 'block', width: '100%', marginBottom: 8 } as const;

/**
 * The built-in support request form (issue 15, no chat provider configured): subject and text,
 * and an e-mail for a guest; stored on the server, its history in office/support.
 */
export const SupportForm = observer(function SupportForm() {
  const { t } = useTranslation('notifications');
  const { support, user, settings } = useStores();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  if (!support.formOpen) return null;

  const close = () => {
    support.closeForm();
    setSent(false);
    setError(null);
  };
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!subject.trim() || !body.trim() || (!user.isAuthorized && !email.trim())) {
      setError({ code: 'form.required' });
      return;
    }
    setSending(true);
    const r = await support.create({ subject: subject.trim(), body: body.trim(), ...(!user.isAuthorized && { email: email.trim() }) });
    setSending(false);
    if (!r.ok) {
      setError(r.message);
      return;
    }
    setError(null);
    setSubject('');
    setBody('');
    setSent(true);
  };

  return (
    <Modal title={t('support_title')} onClose={close} closeLabel={t('support_close')} testId="support-form">
      {sent ? (
        <div data-testid="support-sent">
          <p>{t(user.isAuthorized ? 'support_sent' : 'support_sent_guest')}</p>
          {user.isAuthorized && <a href={`/${settings.language}/office/support`}>{t('support_history')}</a>}
        </div>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate>
          {!user.isAuthorized && (
            <label>
              {t('support_email')}
              <input type="email" data-testid="support-email" style={fieldStyle} maxLength={OFFICE_TEXT.emailMax} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            </label>
          )}
          <label>
            {t('support_subject')}
            <input type="text" data-testid="support-subject" style={fieldStyle} maxLength={OFFICE_TEXT.subjectMax} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
          </label>
          <label>
            {t('support_body')}
            <textarea data-testid="support-body" style={fieldStyle} rows={5} maxLength={OFFICE_TEXT.bodyMax} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
          </label>
          {error && (
            <p role="alert" data-testid="support-error">
              <MessageText message={error} />
            </p>
          )}
          <button type="submit" data-testid="support-send" disabled={sending}>
            {t('support_send')}
          </button>
        </form>
      )}
    </Modal>
  );
});

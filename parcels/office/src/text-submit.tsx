import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_TEXT, type Message } from '@site/api';
import { MessageText } from '@site/ui';

/**
 * A text the player sends (an idea, an appeal, a reply in a support thread): blank is refused
 * here, the server's refusal is shown, the box empties once it is sent.
 */
export function TextSubmit({
  testId,
  label,
  send,
}: {
  testId: string;
  label: string;
  send(text: string): Promise<{ ok: true } | { ok: false; message: Message }>;
}) {
  const { t } = useTranslation('office');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError({ code: 'form.required' });
      return;
    }
    setBusy(true);
    const r = await send(text.trim());
    setBusy(false);
    setError(r.ok ? null : r.message);
    if (r.ok) setText('');
  };
  return (
    <form data-testid={testId} onSubmit={(e) => void submit(e)} noValidate>
      <label className="office__field">
        {label}
        <textarea
          data-testid={`${testId}-text`}
          rows={4}
          maxLength={OFFICE_TEXT.bodyMax}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </label>
      {error && (
        <p role="alert" data-testid={`${testId}-error`}>
          <MessageText message={error} />
        </p>
      )}
      <button type="submit" data-testid={`${testId}-send`} disabled={busy}>
        {t('send')}
      </button>
    </form>
  );
}

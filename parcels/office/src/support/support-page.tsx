import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportThreadAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, MessageText } from '@site/ui';
import { TextSubmit } from '../text-submit';

/**
 * office/support (issue 18; a banned player reaches it): the player's support requests, newest
 * first, each opening its thread with a reply box; "new request" opens the support button's form.
 */
export const SupportPage = observer(function SupportPage() {
  const { t } = useTranslation('office');
  const { support } = useStores();
  useEffect(() => {
    void support.load();
    return () => support.closeThread();
  }, [support]);
  return (
    <section data-testid="support-page">
      <h1>{t('section_support')}</h1>
      <button type="button" data-testid="support-new" onClick={() => support.openForm()}>
        {t('support_new')}
      </button>
      {support.loadError ? (
        <div role="alert" data-testid="office-error">
          <MessageText message={support.loadError} />{' '}
          <button type="button" onClick={() => void support.load()}>
            {t('common:retry')}
          </button>
        </div>
      ) : !support.loaded ? (
        <p data-testid="office-loading">{t('common:loading')}</p>
      ) : support.requests.length === 0 ? (
        <p data-testid="office-empty">{t('support_empty')}</p>
      ) : (
        <ul>
          {support.requests.map((r) => (
            <li key={r.id} data-testid="support-request" data-status={r.status}>
              <button type="button" data-testid="support-request-open" onClick={() => void support.open(r.id)}>
                {r.subject}
              </button>{' '}
              · {t(`support_status_${r.status}`)} · <DateTime value={r.updatedAt} />
            </li>
          ))}
        </ul>
      )}
      {support.thread && <Thread thread={support.thread} />}
    </section>
  );
});

const Thread = observer(function Thread({ thread }: { thread: SupportThreadAnswer }) {
  const { t } = useTranslation('office');
  const { support } = useStores();
  return (
    <article data-testid="support-thread">
      <h2>{thread.request.subject}</h2>
      <ol>
        {thread.messages.map((m) => (
          <li key={m.id} data-testid="support-message" data-author={m.author}>
            <strong>{t(`support_author_${m.author}`)}</strong> <DateTime value={m.createdAt} />
            <p className="office__pre">{m.body}</p>
          </li>
        ))}
      </ol>
      <TextSubmit testId="support-reply" label={t('support_reply')} send={(text) => support.reply(thread.request.id, text)} />
    </article>
  );
});

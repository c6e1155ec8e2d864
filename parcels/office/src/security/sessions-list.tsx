import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type Message, type SessionsAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, MessageText } from '@site/ui';

type Session = SessionsAnswer['sessions'][number];

/** The player's open sessions, this one marked; any other can be signed out. `reloadKey` reloads the list. */
export function SessionsList({ reloadKey }: { reloadKey: number }) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [error, setError] = useState<Message | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions((await api.get<SessionsAnswer>('web:/user/sessions')).sessions);
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const end = async (id: string) => {
    try {
      await api.delete(`web:/user/sessions/${id}`);
    } catch (e) {
      setError(messageOf(e));
    }
    await load();
  };

  return (
    <section className="office-form" data-testid="security-sessions">
      <h2>{t('security_sessions_title')}</h2>
      {error && (
        <p role="alert" data-testid="security-sessions-error">
          <MessageText message={error} />
        </p>
      )}
      <ul>
        {(sessions ?? []).map((s) => (
          <li key={s.id} data-testid="security-session" data-current={s.current}>
            <span>{s.userAgent ?? t('security_session_unknown_device')}</span> {s.ip && <span>({s.ip})</span>}{' '}
            <span>
              {t('security_session_since')} <DateTime value={s.createdAt} />
            </span>{' '}
            {s.current ? (
              <strong data-testid="security-session-current">{t('security_session_current')}</strong>
            ) : (
              <button type="button" data-testid={`security-session-end-${s.id}`} onClick={() => void end(s.id)}>
                {t('security_session_end')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type Message, type SignInLinkAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, MessageText } from '@site/ui';

/**
 * A one-time link to open the site signed in on another device (`/{lng}/{token}`, the auth
 * application's page): ten minutes, once; making a new one revokes the one before, and it is
 * shown here only. Changing the password revokes it too.
 */
export function SignInLinkSection({ origin = typeof location === 'undefined' ? '' : location.origin }: { origin?: string }) {
  const { t } = useTranslation('office');
  const { api, settings } = useStores();
  const [link, setLink] = useState<SignInLinkAnswer | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const make = async () => {
    try {
      setLink(await api.post<SignInLinkAnswer>('web:/auth/sign-in-link'));
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const href = link ? `${origin}/${settings.language}/${link.token}` : '';
  return (
    <section className="office-form" data-testid="security-sign-in-link">
      <h2>{t('security_link_title')}</h2>
      <p>{t('security_link_text')}</p>
      {error && (
        <p role="alert" data-testid="security-sign-in-link-error">
          <MessageText message={error} />
        </p>
      )}
      {link && (
        <p data-testid="security-sign-in-link-value">
          <input readOnly value={href} aria-label={t('security_link_title')} onFocus={(e) => e.currentTarget.select()} />{' '}
          {t('security_link_until')} <DateTime value={link.expiresAt} />
        </p>
      )}
      <button type="button" data-testid="security-sign-in-link-make" onClick={() => void make()}>
        {t(link ? 'security_link_again' : 'security_link_make')}
      </button>
    </section>
  );
}

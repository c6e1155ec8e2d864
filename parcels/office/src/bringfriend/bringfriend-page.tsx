import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord, OFFICE_PATHS, REFERRAL_QUERY, type FriendsAnswer } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime } from '@site/ui';
import { listOf, officeApi, useOfficeData } from '../office-data';
import { OfficePage } from '../office-page';

function parse(raw: unknown): FriendsAnswer | null {
  const friends = listOf<FriendsAnswer['friends'][number]>(raw, 'friends', (f) => typeof f.login === 'string' && typeof f.joinedAt === 'string');
  return friends && isRecord(raw) && typeof raw.code === 'string' && /^[0-9a-z]{1,16}$/.test(raw.code) ? { code: raw.code, friends } : null;
}

/** office/bringfriend: the player's personal referral link and the friends who came by it. */
export const BringFriendPage = observer(function BringFriendPage({ origin = window.location.origin }: { origin?: string }) {
  const { t } = useTranslation('office');
  const { settings } = useStores();
  const [state, reload] = useOfficeData(officeApi(OFFICE_PATHS.friends), parse);
  const [copied, setCopied] = useState(false);
  const textId = useId();
  return (
    <OfficePage testId="bringfriend-page" title={t('section_bringfriend')} state={state} reload={reload}>
      {(data) => {
        const link = `${origin}/${settings.language}/registration?${REFERRAL_QUERY}=${data.code}`;
        return (
          <>
            <p id={textId}>{t('bringfriend_text')}</p>
            <input type="text" readOnly aria-labelledby={textId} data-testid="bringfriend-link" value={link} style={{ width: '100%' }} onFocus={(e) => e.currentTarget.select()} />
            <button
              type="button"
              data-testid="bringfriend-copy"
              onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}
            >
              {t(copied ? 'bringfriend_copied' : 'bringfriend_copy')}
            </button>
            <h2>{t('bringfriend_friends', { n: data.friends.length })}</h2>
            {data.friends.length === 0 ? (
              <p data-testid="office-empty">{t('bringfriend_none')}</p>
            ) : (
              <ul>
                {data.friends.map((f) => (
                  <li key={`${f.login}-${f.joinedAt}`} data-testid="bringfriend-friend">
                    {f.login} · <DateTime value={f.joinedAt} style="date" />
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </OfficePage>
  );
});

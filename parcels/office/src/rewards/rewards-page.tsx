import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isRecord, OFFICE_PATHS, type RewardsAnswer } from '@site/api';
import { DateTime } from '@site/ui';
import { listOf, officeApi, useOfficeData } from '../office-data';
import { OfficePage } from '../office-page';

function parse(raw: unknown): RewardsAnswer | null {
  const rewards = listOf<RewardsAnswer['rewards'][number]>(raw, 'rewards', (r) => typeof r.id === 'number' && typeof r.title === 'string' && typeof r.points === 'number');
  return rewards && isRecord(raw) && typeof raw.points === 'number' ? { points: raw.points, rewards } : null;
}

/** office/rewards: the player's points and what earned them. */
export const RewardsPage = observer(function RewardsPage() {
  const { t } = useTranslation('office');
  const [state, reload] = useOfficeData(officeApi(OFFICE_PATHS.rewards), parse);
  return (
    <OfficePage testId="rewards-page" title={t('section_rewards')} state={state} reload={reload}>
      {(data) => (
        <>
          <p data-testid="rewards-points">{t('rewards_points', { points: data.points })}</p>
          {data.rewards.length === 0 ? (
            <p data-testid="office-empty">{t('rewards_empty')}</p>
          ) : (
            <ul>
              {data.rewards.map((r) => (
                <li key={r.id} data-testid="reward-row">
                  {r.title}: +{r.points} · <DateTime value={r.createdAt} style="date" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </OfficePage>
  );
});

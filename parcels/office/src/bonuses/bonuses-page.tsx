import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OFFICE_PATHS, type BonusKind, type BonusView } from '@site/api';
import { DateTime, Money } from '@site/ui';
import { listOf, officeApi, useOfficeData } from '../office-data';
import { OfficePage } from '../office-page';

function parse(raw: unknown): BonusView[] | null {
  return listOf<BonusView>(
    raw,
    'bonuses',
    (b) => typeof b.id === 'number' && typeof b.amount === 'number' && typeof b.wagerRequired === 'number' && typeof b.wagerDone === 'number' && typeof b.currency === 'string',
  );
}

/** office/bonuses/deposit and office/bonuses/wager: the player's bonuses of that kind, each with its wagering progress. */
export const BonusesPage = observer(function BonusesPage({ kind }: { kind: BonusKind }) {
  const { t } = useTranslation('office');
  const [state, reload] = useOfficeData(officeApi(OFFICE_PATHS.bonuses), parse);
  const mine = state.kind === 'ready' ? { kind: 'ready' as const, data: state.data.filter((b) => b.kind === kind) } : state;
  return (
    <OfficePage testId="bonuses-page" title={t(`bonuses_${kind}`)} state={mine} reload={reload} isEmpty={(d) => d.length === 0} empty={t('bonuses_empty')}>
      {(bonuses) => (
        <ul>
          {bonuses.map((b) => {
            const percent = b.wagerRequired > 0 ? Math.min(100, Math.floor((b.wagerDone / b.wagerRequired) * 100)) : 100;
            return (
              <li key={b.id} data-testid="bonus-row" data-status={b.status}>
                <strong>
                  <Money amount={b.amount} currency={b.currency} />
                </strong>{' '}
                <DateTime value={b.createdAt} style="date" /> · {t(`bonus_status_${b.status}`)}
                <div>
                  {t('bonus_wagered')} <Money amount={b.wagerDone} currency={b.currency} /> / <Money amount={b.wagerRequired} currency={b.currency} />
                  <progress data-testid="bonus-progress" max={100} value={percent} aria-label={t('bonus_wagered')} /> {percent}%
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </OfficePage>
  );
});

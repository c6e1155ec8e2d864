import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OFFICE_PATHS, type CashbackProgram, type CashbackView } from '@site/api';
import { DateTime, Money } from '@site/ui';
import { listOf, officeApi, useOfficeData } from '../office-data';
import { OfficePage } from '../office-page';

function parse(raw: unknown): CashbackView[] | null {
  return listOf<CashbackView>(raw, 'cashback', (c) => typeof c.id === 'number' && typeof c.amount === 'number' && typeof c.currency === 'string' && typeof c.period === 'string');
}

/** office/casino/vipcashback and premiumcashback: the cashback paid to the player by that programme. */
export const CashbackPage = observer(function CashbackPage({ program }: { program: CashbackProgram }) {
  const { t } = useTranslation('office');
  const [state, reload] = useOfficeData(officeApi(OFFICE_PATHS.cashback), parse);
  const mine = state.kind === 'ready' ? { kind: 'ready' as const, data: state.data.filter((c) => c.program === program) } : state;
  return (
    <OfficePage testId="cashback-page" title={t(`cashback_${program}`)} state={mine} reload={reload} isEmpty={(d) => d.length === 0} empty={t('cashback_empty')}>
      {(rows) => (
        <table>
          <thead>
            <tr>
              <th>{t('cashback_period')}</th>
              <th>{t('cashback_percent')}</th>
              <th>{t('cashback_amount')}</th>
              <th>{t('cashback_paid')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} data-testid="cashback-row">
                <td>{c.period}</td>
                <td>{c.percent}%</td>
                <td>
                  <Money amount={c.amount} currency={c.currency} />
                </td>
                <td>
                  <DateTime value={c.createdAt} style="date" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OfficePage>
  );
});

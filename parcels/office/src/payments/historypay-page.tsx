import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PATHS } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, Money } from '@site/ui';
import { LoadProblem } from './load-problem';
import { parseRequests } from './payment-answers';
import { useLoad } from './use-load';
import { webPath } from './web-path';

/** office/historypay (spec 1 office): the player's deposits and withdrawals with their statuses, newest first; read again when the balance changes. */
export const HistorypayPage = observer(function HistorypayPage() {
  const { t } = useTranslation('office');
  const { api, accounts } = useStores();
  const balance = accounts.balance;
  const [state] = useLoad(async (signal) => parseRequests(await api.get<unknown>(webPath(PAYMENT_PATHS.requests), { signal })), [api, balance]);
  return (
    <section className="office-historypay" data-testid="historypay-page">
      <h1>{t('section_historypay')}</h1>
      <LoadProblem state={state} testId="historypay" />
      {state.kind === 'ready' && state.value.length === 0 && <p data-testid="historypay-empty">{t('pay_history_empty')}</p>}
      {state.kind === 'ready' && state.value.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('pay_col_id')}</th>
              <th>{t('pay_col_date')}</th>
              <th>{t('pay_col_kind')}</th>
              <th>{t('pay_col_amount')}</th>
              <th>{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {state.value.map((r) => (
              <tr key={r.id} data-testid="historypay-row" data-id={r.id} data-kind={r.kind} data-status={r.status}>
                <td>{r.id}</td>
                <td>
                  <DateTime value={r.createdAt} />
                </td>
                <td data-testid="historypay-kind">{t(`pay_kind_${r.kind}`)}</td>
                <td data-testid="historypay-amount">
                  <Money amount={r.amount} currency={r.currency} />
                </td>
                <td data-testid="historypay-status">{t(`pay_status_${r.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

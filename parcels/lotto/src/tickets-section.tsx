import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { LoadState, Money, useLoaded } from '@site/ui';

interface TicketBase {
  id: number;
  amount: number;
  currency: string;
  status: string;
  win: number | null;
}

/**
 * A player's tickets (lotto or toto), newest first, loaded again when the balance changes (a
 * settlement); a guest is asked to sign in. `cells` are the product's own columns.
 */
export const TicketsSection = observer(function TicketsSection<T extends TicketBase>({
  testId,
  title,
  rowTestId,
  load,
  cells,
}: {
  testId: string;
  title: string;
  rowTestId: 'lotto-ticket' | 'toto-ticket';
  load: (signal: AbortSignal) => Promise<T[]>;
  cells: (ticket: T) => ReactNode;
}) {
  const { t } = useTranslation('lotto');
  const { api, accounts, user } = useStores();
  const state = useLoaded(
    (signal) => (user.isAuthorized ? load(signal) : Promise.resolve(null)),
    [api, user.isAuthorized, accounts.balance],
  );
  return (
    <section data-testid={testId}>
      <h1>{title}</h1>
      <LoadState state={state} testIdPrefix="lotto">
        {(tickets) =>
          tickets === null ? (
            <p className="lotto-note" data-testid="lotto-login">
              {t('login_to_play')}
            </p>
          ) : tickets.length === 0 ? (
            <p className="lotto-note" data-testid="lotto-no-tickets">
              {t('no_tickets')}
            </p>
          ) : (
            <div className="site-card">
              <table className="lotto-table">
                <tbody>
                  {tickets.map((x) => (
                    <tr key={x.id} data-testid={rowTestId} data-status={x.status}>
                      {cells(x)}
                      <td>
                        <Money amount={x.amount} currency={x.currency} />
                      </td>
                      <td data-testid={`${rowTestId}-status`}>{t(`status_${x.status as 'open' | 'won' | 'lost'}`)}</td>
                      <td data-testid={`${rowTestId}-win`}>
                        {x.win !== null && x.win > 0 && <Money amount={x.win} currency={x.currency} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
});

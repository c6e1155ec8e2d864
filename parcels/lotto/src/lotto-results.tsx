import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LottoDraw } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, LoadState, Money, useLoaded } from '@site/ui';
import { isGame, lottoApi } from './lotto-api';

/** One drawn draw: time, numbers and the seed that gave them. */
export function DrawRow({ draw }: { draw: LottoDraw }) {
  const { t } = useTranslation('lotto');
  return (
    <li data-testid="lotto-result" data-draw={draw.id}>
      <DateTime value={draw.drawAt} /> · {t('numbers')}: <strong data-testid="lotto-result-numbers">{draw.numbers?.join(' ')}</strong>
      {draw.seed && (
        <>
          {' '}
          · {t('seed')}: <code>{draw.seed}</code>
        </>
      )}
    </li>
  );
}

/** `lotto/results/<game?>`: the latest drawn draws of one game, or of every game. */
export const ResultsPage = observer(function ResultsPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation('lotto');
  const { api } = useStores();
  const state = useLoaded(
    async (signal) => {
      const client = lottoApi(api, signal);
      const ids = id === undefined ? (await client.games()).map((g) => String(g.id)) : [id];
      const found = await Promise.all(ids.map((x) => client.game(x)));
      return found.filter((f): f is NonNullable<typeof f> => f !== null && isGame(f.game));
    },
    [api, id],
  );
  return (
    <section data-testid="lotto-results">
      <h1>{t('results_title')}</h1>
      <LoadState state={state} testIdPrefix="lotto">
        {(games) =>
          games.length === 0 ? (
            <p data-testid="lotto-not-found">{t('not_found')}</p>
          ) : (
            games.map(({ game, results }) => (
              <div key={game.id} data-testid="lotto-results-game" data-game={game.id}>
                <h2>{t('game_name', { pick: game.pick, of: game.of })}</h2>
                {results.length === 0 ? (
                  <p>{t('no_results')}</p>
                ) : (
                  <ul>
                    {results.map((d) => (
                      <DrawRow key={d.id} draw={d} />
                    ))}
                  </ul>
                )}
              </div>
            ))
          )
        }
      </LoadState>
    </section>
  );
});

/** `lotto/tickets`: the player's tickets, newest first; loaded again when the balance changes. */
export const LottoTicketsPage = observer(function LottoTicketsPage() {
  const { t } = useTranslation('lotto');
  const { api, accounts, user } = useStores();
  const state = useLoaded((signal) => (user.isAuthorized ? lottoApi(api, signal).tickets() : Promise.resolve(null)), [api, user.isAuthorized, accounts.balance]);
  return (
    <section data-testid="lotto-tickets">
      <h1>{t('tickets_title')}</h1>
      <LoadState state={state} testIdPrefix="lotto">
        {(tickets) =>
          tickets === null ? (
            <p data-testid="lotto-login">{t('login_to_play')}</p>
          ) : tickets.length === 0 ? (
            <p data-testid="lotto-no-tickets">{t('no_tickets')}</p>
          ) : (
            <table>
              <tbody>
                {tickets.map((x) => (
                  <tr key={x.id} data-testid="lotto-ticket" data-status={x.status}>
                    <td>{x.id}</td>
                    <td>
                      <DateTime value={x.drawAt} />
                    </td>
                    <td>{x.numbers.join(' ')}</td>
                    <td>
                      <Money amount={x.amount} currency={x.currency} />
                    </td>
                    <td data-testid="lotto-ticket-status">{t(`status_${x.status}`)}</td>
                    <td>{x.matches !== null && `${t('matches')}: ${x.matches}`}</td>
                    <td data-testid="lotto-ticket-win">{x.win !== null && x.win > 0 && <Money amount={x.win} currency={x.currency} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadState>
    </section>
  );
});

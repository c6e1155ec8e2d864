import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LottoDraw } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, LoadState, useLoaded } from '@site/ui';
import { isGame, lottoApi } from './lotto-api';
import { TicketsSection } from './tickets-section';

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
              <div key={game.id} className="site-card" data-testid="lotto-results-game" data-game={game.id}>
                <h2>{t('game_name', { pick: game.pick, of: game.of })}</h2>
                {results.length === 0 ? (
                  <p className="lotto-note">{t('no_results')}</p>
                ) : (
                  <ul className="lotto-list">
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

/** `lotto/tickets`: the player's lotto tickets. */
export const LottoTicketsPage = observer(function LottoTicketsPage() {
  const { t } = useTranslation('lotto');
  const { api } = useStores();
  return (
    <TicketsSection
      testId="lotto-tickets"
      title={t('tickets_title')}
      rowTestId="lotto-ticket"
      load={(signal) => lottoApi(api, signal).tickets()}
      cells={(x) => (
        <>
          <td>{x.id}</td>
          <td>
            <DateTime value={x.drawAt} />
          </td>
          <td>{x.numbers.join(' ')}</td>
          <td>{x.matches !== null && `${t('matches')}: ${x.matches}`}</td>
        </>
      )}
    />
  );
});

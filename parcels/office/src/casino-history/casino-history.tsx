import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_PATHS, CASINO_PAGE_SIZE, messageOf, type Message, type RoundsAnswer, type RoundView } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, MessageText, Money } from '@site/ui';

type State = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; rounds: RoundView[]; total: number };

/**
 * The office's casino tab (issue 17): the player's real-money rounds, newest first, with game,
 * stake, win, time and seed data, each linking the casino's verify page. Read again when the
 * balance changes, so it follows the rounds the player just played.
 */
export const CasinoHistory = observer(function CasinoHistory() {
  const { t } = useTranslation('office');
  const { api, settings, accounts } = useStores();
  const lang = settings.language;
  const balance = accounts.balance;
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const c = new AbortController();
    api
      .get<RoundsAnswer>(CASINO_PATHS.history, { query: { mode: 'real', page: 1, limit: CASINO_PAGE_SIZE * pages }, signal: c.signal })
      .then(
        (a) => !c.signal.aborted && setState({ kind: 'ready', rounds: a.rounds, total: a.total }),
        (e: unknown) => !c.signal.aborted && setState({ kind: 'error', message: messageOf(e) }),
      );
    return () => c.abort();
  }, [api, balance, pages]);
  return (
    <section data-testid="casino-history">
      <h2>{t('casino_history.title')}</h2>
      {state.kind === 'loading' && <p data-testid="casino-history-loading">{t('common:loading')}</p>}
      {state.kind === 'error' && (
        <p role="alert" data-testid="casino-history-error">
          <MessageText message={state.message} />
        </p>
      )}
      {state.kind === 'ready' && state.rounds.length === 0 && <p data-testid="casino-history-empty">{t('casino_history.empty')}</p>}
      {state.kind === 'ready' && state.rounds.length > 0 && (
        <table data-testid="casino-history-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th>{t('casino_history.round')}</th>
              <th>{t('casino_history.game')}</th>
              <th>{t('casino_history.stake')}</th>
              <th>{t('casino_history.win')}</th>
              <th>{t('casino_history.time')}</th>
              <th>{t('casino_history.seeds')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {state.rounds.map((r) => (
              <tr key={r.roundId} data-testid="casino-history-row" data-round-id={r.roundId} data-stake={r.stake} data-win={r.win}>
                <td>{r.roundId}</td>
                <td data-testid="casino-history-game">{r.gameName}</td>
                <td data-testid="casino-history-stake">
                  <Money amount={r.stake} currency={r.currency} />
                </td>
                <td data-testid="casino-history-win">
                  <Money amount={r.win} currency={r.currency} />
                </td>
                <td>
                  <DateTime value={r.createdAt} />
                </td>
                <td className="office__mono">
                  <div>
                    {t('casino_history.server_seed_hash')}: {r.serverSeedHash}
                  </div>
                  <div>{r.serverSeed ? `${t('casino_history.server_seed')}: ${r.serverSeed}` : t('casino_history.server_seed_hidden')}</div>
                  <div>
                    {t('casino_history.client_seed')}: {r.clientSeed} · {t('casino_history.nonce')}: {r.nonce}
                  </div>
                </td>
                <td>
                  <a href={`/${lang}/my-casino?verify=${r.roundId}`} data-testid="casino-history-verify">
                    {t('casino_history.verify')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state.kind === 'ready' && state.rounds.length < state.total && (
        <button type="button" data-testid="casino-history-more" onClick={() => setPages((p) => p + 1)}>
          {t('casino_history.more')}
        </button>
      )}
    </section>
  );
});

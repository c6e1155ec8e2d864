import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type CasinoMode, type Message, type RoundView } from '@site/api';
import { DateTime, MessageText, Money, Skeleton } from '@site/ui';
import { useCasino } from '../casino-context';
import { VerifyRound } from './verify-round';

type State = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; rounds: RoundView[]; total: number };

const LIMIT = 50;

function useRounds(query: { gameId?: number; mode?: CasinoMode; sessionId?: string | undefined }): State {
  const { api } = useCasino();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { gameId, mode, sessionId } = query;
  useEffect(() => {
    const c = new AbortController();
    api.rounds({ limit: LIMIT, ...(gameId && { gameId }), ...(mode && { mode }), ...(sessionId && { sessionId }) }, c.signal).then(
      (a) => !c.signal.aborted && setState({ kind: 'ready', rounds: a.rounds, total: a.total }),
      (e: unknown) => !c.signal.aborted && setState({ kind: 'error', message: messageOf(e) }),
    );
    return () => c.abort();
  }, [api, gameId, mode, sessionId]);
  return state;
}

function Rows({ state, action }: { state: State; action(round: RoundView): React.ReactNode }) {
  const { t } = useTranslation('casino');
  if (state.kind === 'loading') return <Skeleton />;
  if (state.kind === 'error') {
    return (
      <p role="alert" data-testid="casino-rounds-error">
        <MessageText message={state.message} />
      </p>
    );
  }
  if (state.rounds.length === 0) return <p data-testid="casino-rounds-empty">{t('rounds_empty')}</p>;
  return (
    <table className="casino-table" data-testid="casino-rounds">
      <thead>
        <tr>
          <th>{t('round')}</th>
          <th>{t('game')}</th>
          <th>{t('stake_short')}</th>
          <th>{t('win')}</th>
          <th>{t('time')}</th>
          <th>{t('fair_nonce')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {state.rounds.map((r) => (
          <tr key={r.roundId} data-testid="casino-round-row" data-round-id={r.roundId} data-mode={r.mode}>
            <td>{r.roundId}</td>
            <td>{r.gameName}</td>
            <td>
              <Money amount={r.stake} currency={r.currency} />
            </td>
            <td>
              <Money amount={r.win} currency={r.currency} />
            </td>
            <td>
              <DateTime value={r.createdAt} />
            </td>
            <td>{r.nonce}</td>
            <td>{action(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** my-casino: the player's rounds, newest first, each with its verify page. */
export function RoundList({ verifyHref }: { verifyHref(roundId: number): string }) {
  const { t } = useTranslation('casino');
  const state = useRounds({});
  return (
    <Rows
      state={state}
      action={(r) => (
        <a href={verifyHref(r.roundId)} data-testid="casino-verify-link">
          {t('verify')}
        </a>
      )}
    />
  );
}

/** The rounds of the open game (a guest's demo session by its id), each checked here on demand. */
export function SessionRounds({ gameId, mode, sessionId }: { gameId: number; mode: CasinoMode; sessionId?: string | undefined }) {
  const { t } = useTranslation('casino');
  const state = useRounds({ gameId, mode, sessionId });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Rows
        state={state}
        action={(r) => (
          <button type="button" data-testid="casino-verify-button" onClick={() => setOpen(r.roundId)}>
            {t('verify')}
          </button>
        )}
      />
      {open !== null && <VerifyRound key={open} roundId={open} sessionId={sessionId} />}
    </>
  );
}

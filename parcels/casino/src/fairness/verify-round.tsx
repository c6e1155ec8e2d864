import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type Message, type RoundView } from '@site/api';
import { MessageText } from '@site/ui';
import { useCasino } from '../casino-context';
import { type Verdict, verifyRound } from './verify';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: Message }
  | { kind: 'hidden'; round: RoundView }
  | { kind: 'checked'; round: RoundView & { serverSeed: string }; verdict: Verdict };

/** The draw of a verdict as the player reads it. */
const drawText = (d: Verdict['draw']) =>
  d.engine === 'slot'
    ? d.stops.join(', ')
    : d.engine === 'keno'
      ? d.drawn.join(', ')
      : d.engine === 'dice'
        ? d.roll.toFixed(2)
        : d.crashPoint.toFixed(2);

/**
 * The verify page of one round: its seeds, and once the seed is revealed (after a rotation)
 * the draw recomputed in this browser with the published function, next to the one recorded.
 */
export function VerifyRound({ roundId, sessionId }: { roundId: number; sessionId?: string | undefined }) {
  const { t } = useTranslation('casino');
  const { api } = useCasino();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const { round } = await api.round(roundId, sessionId);
      const serverSeed = round.serverSeed;
      if (serverSeed === null) return live && setState({ kind: 'hidden', round });
      const strips = round.engine === 'slot' ? ((await api.game(round.gameId)).rules.slot?.reels.map((r) => r.length) ?? []) : [];
      const verdict = await verifyRound({ ...round, serverSeed }, strips);
      if (live) setState({ kind: 'checked', round: { ...round, serverSeed }, verdict });
    })().catch((e: unknown) => live && setState({ kind: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [api, roundId, sessionId]);
  return (
    <section className="casino-panel" data-testid="casino-verify" data-round-id={roundId}>
      <h2>{t('verify_title', { id: roundId })}</h2>
      {state.kind === 'loading' && <p>{t('common:loading')}</p>}
      {state.kind === 'error' && (
        <p role="alert" data-testid="casino-verify-error">
          <MessageText message={state.message} />
        </p>
      )}
      {(state.kind === 'hidden' || state.kind === 'checked') && (
        <dl>
          <dt>{t('fair_hash')}</dt>
          <dd className="casino-mono">{state.round.serverSeedHash}</dd>
          <dt>{t('fair_client_seed')}</dt>
          <dd className="casino-mono">{state.round.clientSeed}</dd>
          <dt>{t('fair_nonce')}</dt>
          <dd>{state.round.nonce}</dd>
          {state.kind === 'checked' && (
            <>
              <dt>{t('fair_server_seed')}</dt>
              <dd className="casino-mono">{state.round.serverSeed}</dd>
            </>
          )}
        </dl>
      )}
      {state.kind === 'hidden' && <p data-testid="casino-verify-hidden">{t('verify_hidden')}</p>}
      {state.kind === 'checked' && (
        <>
          <p data-testid="casino-verify-hash" data-ok={state.verdict.hashMatches}>
            {state.verdict.hashMatches ? t('verify_hash_ok') : t('verify_hash_bad')}
          </p>
          <p data-testid="casino-verify-draw" data-ok={state.verdict.drawMatches}>
            {t('verify_draw', { draw: drawText(state.verdict.draw) })}{' '}
            {state.verdict.drawMatches ? t('verify_draw_ok') : t('verify_draw_bad')}
          </p>
        </>
      )}
      <PublishedFunction />
    </section>
  );
}

/** The function from seeds to a draw, as published (the same text as @site/betting's fairness/draws.ts says). */
export function PublishedFunction() {
  const { t } = useTranslation('casino');
  return (
    <details data-testid="casino-fair-function">
      <summary>{t('fair_function_title')}</summary>
      <p>{t('fair_function_stream')}</p>
      <pre className="casino-mono">{FUNCTION_TEXT}</pre>
      <p>{t('fair_function_engines')}</p>
    </details>
  );
}

/** The formulas themselves: code, the same in every language. */
const FUNCTION_TEXT = `block_i = HMAC-SHA256(key = serverSeed, message = clientSeed + ":" + nonce + ":" + i), i = 0, 1, ...
u_0, u_1, ... = the blocks, concatenated, read as big-endian unsigned 32-bit integers; X = 2^32
slot:  stop of reel r = floor(u_r * L_r / X), L_r the length of its strip
keno:  balls 1..80; for i < 20 swap ball i with ball i + floor(u_i * (80 - i) / X); drawn = the first 20
dice:  roll = floor(u_0 * 10000 / X) / 100   (0.00 to 99.99; wins when roll < target)
crash: crash point = max(100, floor(99 * X / (X - u_0))) / 100   (1.00x and up)
serverSeedHash = lowercase hex SHA-256(serverSeed)`;

import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_PATTERN, messageOf, type Message, type RotateAnswer } from '@site/api';
import { MessageText } from '@site/ui';
import { useCasino } from '../casino-context';
import type { GameSessionStore } from '../game/game-session-store';
import { SessionRounds } from './round-list';

const SEED = new RegExp(CLIENT_SEED_PATTERN);

/**
 * Provably fair: the hash of the server seed the next round uses (shown before play), the
 * player's client seed (editable), the nonce; rotating reveals the seed, and every round it
 * played can then be checked here, in the browser.
 */
export const FairnessPanel = observer(function FairnessPanel({ store }: { store: GameSessionStore }) {
  const { t } = useTranslation('casino');
  const { api } = useCasino();
  const session = store.session;
  const fairness = store.fairness;
  const [seed, setSeed] = useState<string | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [revealed, setRevealed] = useState<RotateAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  if (!session || !fairness) {
    return (
      <div className="casino-panel" data-testid="casino-fairness">
        <h2>{t('fair_title')}</h2>
        <p>{t('fair_before_launch')}</p>
      </div>
    );
  }
  // The server finds the seeds' owner from the session: a guest's demo session, else the player.
  const sessionId = session.sessionId;
  const draft = seed ?? fairness.clientSeed;
  const seedOk = SEED.test(draft);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const saveSeed = () =>
    run(async () => {
      await api.setClientSeed(draft, sessionId);
      store.setFairness(await api.fairness(sessionId));
      setSeed(null);
    });
  const rotate = () =>
    run(async () => {
      const answer = await api.rotate(sessionId);
      setRevealed(answer);
      store.setFairness(await api.fairness(sessionId));
    });
  return (
    <div className="casino-panel" data-testid="casino-fairness">
      <h2>{t('fair_title')}</h2>
      <dl>
        <dt>{t('fair_hash')}</dt>
        <dd className="casino-mono" data-testid="fair-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>{t('fair_nonce')}</dt>
        <dd data-testid="fair-nonce">{fairness.nonce}</dd>
        <dt>
          <label htmlFor="casino-client-seed">{t('fair_client_seed')}</label>
        </dt>
        <dd>
          <input
            id="casino-client-seed"
            data-testid="fair-client-seed"
            value={draft}
            maxLength={64}
            aria-invalid={!seedOk}
            onChange={(e) => setSeed(e.target.value)}
          />{' '}
          <button
            type="button"
            data-testid="fair-client-seed-save"
            disabled={busy || !seedOk || draft === fairness.clientSeed}
            onClick={() => void saveSeed()}
          >
            {t('save')}
          </button>
          {!seedOk && <p data-testid="fair-client-seed-reason">{t('fair_client_seed_rule')}</p>}
        </dd>
      </dl>
      <button type="button" data-testid="fair-rotate" disabled={busy} onClick={() => void rotate()}>
        {t('fair_rotate')}
      </button>
      {error && (
        <p role="alert" data-testid="fair-error">
          <MessageText message={error} />
        </p>
      )}
      {revealed && (
        <div data-testid="fair-revealed">
          <p>{t('fair_revealed')}</p>
          <p className="casino-mono" data-testid="fair-revealed-seed">
            {revealed.serverSeed}
          </p>
          <SessionRounds gameId={session.gameId} mode={session.mode} sessionId={sessionId} />
        </div>
      )}
    </div>
  );
});

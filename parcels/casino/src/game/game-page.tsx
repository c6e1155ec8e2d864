import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  KENO_MIN_PICKS,
  messageOf,
  type CasinoGameAnswer,
  type CasinoMode,
  type Message,
  type RoundOutcome,
} from '@site/api';
import { useStores } from '@site/stores';
import { MessageText, Money, Skeleton } from '@site/ui';
import { useCasino } from '../casino-context';
import { FairnessPanel } from '../fairness/fairness-panel';
import { SignInPrompt } from '../lobby/sign-in-prompt';
import { CrashBoard, DiceBoard, KenoBoard, Paytable, SlotBoard } from './boards';
import { GameSessionStore, type RoundChoice } from './game-session-store';
import { checkStake } from './stake';

type Loaded = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; answer: CasinoGameAnswer };

const ID = /^[1-9]\d{0,9}$/;

/** `{section}/game/{gameId}/{gameName}`: the game's rules, then a demo or real session and its rounds. */
export function GamePage({ gameId }: { gameId: string }) {
  const { t } = useTranslation('casino');
  const { api, lang } = useCasino();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    if (!ID.test(gameId)) {
      setState({ kind: 'error', message: { code: 'casino.game_not_found' } });
      return;
    }
    const c = new AbortController();
    api.game(Number(gameId), c.signal).then(
      (answer) => !c.signal.aborted && setState({ kind: 'ready', answer }),
      (e: unknown) => !c.signal.aborted && setState({ kind: 'error', message: messageOf(e) }),
    );
    return () => c.abort();
  }, [api, gameId]);
  if (state.kind === 'loading') return <Skeleton lines={6} />;
  if (state.kind === 'error') {
    return (
      <section className="casino-app" data-testid="casino-game-error">
        <p role="alert">
          <MessageText message={state.message} />
        </p>
        <a href={`/${lang}/casino-lobby`}>{t('back')}</a>
      </section>
    );
  }
  return <GameView answer={state.answer} />;
}

const GameView = observer(function GameView({ answer }: { answer: CasinoGameAnswer }) {
  const { t } = useTranslation('casino');
  const root = useStores();
  const { api, lang, newKey } = useCasino();
  const { game, rules } = answer;
  const [store] = useState(() => new GameSessionStore(root, api, newKey));
  const session = store.session;
  const [wantReal, setWantReal] = useState(false);

  // Signing out ends a real session: its money is the player's.
  const signedIn = root.user.isAuthorized;
  useEffect(() => {
    if (!signedIn && store.session?.mode === 'real') store.close();
  }, [signedIn, store]);

  const launch = (mode: CasinoMode) => {
    setWantReal(mode === 'real');
    if (mode === 'real' && !signedIn) return;
    void store.launch(game.id, mode);
  };

  return (
    <section className="casino-app" data-testid="casino-game" data-game-id={game.id} data-engine={game.engine}>
      <header className="casino-head">
        <a href={`/${lang}/${game.section}`} data-testid="casino-game-back">
          ← {t(`section.${game.section}`)}
        </a>
        <h1>{game.name}</h1>
        <span className="casino-demo-label">
          {game.providerName} · {t('rtp', { rtp: game.rtp })}
        </span>
      </header>
      <div className="casino-game">
        <div className="casino-game__board">
          {session ? (
            <Round store={store} answer={answer} />
          ) : (
            <div data-testid="casino-launch">
              <p>{t('launch_intro')}</p>
              <button type="button" data-testid="casino-launch-demo" disabled={store.busy} onClick={() => launch('demo')}>
                {t('play_demo')}
              </button>{' '}
              <button type="button" data-testid="casino-launch-real" disabled={store.busy} onClick={() => launch('real')}>
                {t('play_real')}
              </button>
              {wantReal && !signedIn && <SignInPrompt reason={t('sign_in_real')} headless />}
              {store.error && (
                <p role="alert" data-testid="casino-launch-error">
                  <MessageText message={store.error} />
                </p>
              )}
            </div>
          )}
        </div>
        <aside className="casino-game__side">
          <div className="casino-panel">
            <Paytable rules={rules} />
          </div>
          <FairnessPanel store={store} />
        </aside>
      </div>
    </section>
  );
});

/** Why this choice cannot be played, or null. */
function choiceProblem(engine: string, choice: RoundChoice): Message | null {
  if (engine === 'keno' && (choice.picks?.length ?? 0) < KENO_MIN_PICKS) return { code: 'casino.bad_choice', values: { field: 'picks' } };
  if (engine === 'dice') {
    const x = choice.target ?? NaN;
    if (!(x >= DICE_MIN_TARGET && x <= DICE_MAX_TARGET) || Math.round(x * 100) !== x * 100)
      return { code: 'casino.bad_choice', values: { field: 'target' } };
  }
  if (engine === 'crash') {
    const x = choice.cashOutAt ?? NaN;
    if (!(x >= CRASH_MIN_CASH_OUT && x <= CRASH_MAX_CASH_OUT) || Math.abs(Math.round(x * 100) - x * 100) > 1e-9)
      return { code: 'casino.bad_choice', values: { field: 'cashOutAt' } };
  }
  return null;
}

const Round = observer(function Round({ store, answer }: { store: GameSessionStore; answer: CasinoGameAnswer }) {
  const { t } = useTranslation('casino');
  const session = store.session!;
  const { rules } = answer;
  const [stakeText, setStakeText] = useState(String(session.minStake));
  // The game's own parameters first (its lines, its suggested choice), else the engine's.
  const p = answer.game.params;
  const [lines, setLines] = useState(p.lines ?? rules.slot?.paylines.length ?? 1);
  const [picks, setPicks] = useState<number[]>([]);
  const [target, setTarget] = useState(p.target ?? 50);
  const [cashOutAt, setCashOutAt] = useState(p.cashOutAt ?? 2);
  const check = checkStake(stakeText, {
    currency: session.currency,
    minStake: session.minStake,
    maxStake: session.maxStake,
    balance: store.balance,
  });
  const choice: RoundChoice = useMemo(() => {
    switch (session.engine) {
      case 'slot':
        return { lines };
      case 'keno':
        return { picks: [...picks].sort((a, b) => a - b) };
      case 'dice':
        return { target };
      case 'crash':
        return { cashOutAt };
    }
  }, [session.engine, lines, picks, target, cashOutAt]);
  const problem = store.unanswered ? null : check.ok ? choiceProblem(session.engine, choice) : check.reason;
  const outcome = store.last?.outcome ?? null;
  const of = <E extends RoundOutcome['engine']>(e: E) => (outcome?.engine === e ? (outcome as Extract<RoundOutcome, { engine: E }>) : null);
  const play = () => {
    if (store.unanswered) void store.play(store.unanswered.body.stake, choice);
    else if (check.ok && !problem) void store.play(check.value, choice);
  };
  return (
    <div data-testid="casino-round" data-mode={session.mode}>
      <p data-testid="casino-mode">
        {session.mode === 'demo' ? t('mode_demo') : t('mode_real')}{' '}
        <button
          type="button"
          data-testid="casino-change-mode"
          disabled={store.busy || store.unanswered !== null}
          onClick={() => store.close()}
        >
          {t('change_mode')}
        </button>
      </p>
      <p>
        {t('balance')}:{' '}
        <strong data-testid="casino-balance" data-value={store.balance}>
          <Money amount={store.balance} currency={session.currency} />
        </strong>
      </p>
      {session.engine === 'slot' && <SlotBoard rules={rules} outcome={of('slot')} lines={lines} onLines={setLines} />}
      {session.engine === 'keno' && <KenoBoard picks={picks} onPicks={setPicks} outcome={of('keno')} />}
      {session.engine === 'dice' && <DiceBoard target={target} onTarget={setTarget} outcome={of('dice')} />}
      {session.engine === 'crash' && <CrashBoard cashOutAt={cashOutAt} onCashOut={setCashOutAt} outcome={of('crash')} />}
      <div className="casino-stake">
        <label>
          {t('stake', { currency: session.currency })}{' '}
          <input
            data-testid="casino-stake"
            inputMode="decimal"
            value={stakeText}
            disabled={store.unanswered !== null}
            aria-invalid={!check.ok}
            onChange={(e) => setStakeText(e.target.value)}
          />
        </label>{' '}
        <button type="button" data-testid="casino-play" disabled={store.busy || problem !== null} onClick={play}>
          {store.unanswered ? t('retry') : t('play')}
        </button>
        {problem && (
          <p role="status" data-testid="casino-stake-reason">
            <MessageText message={problem} />
          </p>
        )}
      </div>
      {store.error && (
        <p role="alert" data-testid="casino-round-error">
          <MessageText message={store.error} />
        </p>
      )}
      {store.last && (
        <p data-testid="casino-last-round" data-round-id={store.last.roundId} data-stake={store.last.stake} data-win={store.last.win}>
          {t('last_round', { id: store.last.roundId })}: {t('stake_short')}{' '}
          <Money amount={store.last.stake} currency={store.last.currency} />, {t('win')}{' '}
          <span data-testid="casino-last-win">
            <Money amount={store.last.win} currency={store.last.currency} />
          </span>
        </p>
      )}
    </div>
  );
});

import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  ApiError,
  messageOf,
  type CasinoMode,
  type CasinoSession,
  type FairnessView,
  type Message,
  type RoundAnswer,
  type RoundBody,
} from '@site/api';
import type { RootStore } from '@site/stores';
import type { CasinoApi } from '../casino-api';

/** The engine's choice of a round (the body without the stake and the key). */
export type RoundChoice = Omit<RoundBody, 'stake' | 'idempotencyKey'>;

/** A round sent whose answer never came: sent again as it was, key and all. */
interface Unanswered {
  body: RoundBody;
}

/**
 * One open game: the session launched (demo or real), its balance, the last round and why the
 * last action failed. Every round carries an idempotencyKey; a round lost on the way (network,
 * 5xx) is kept and a retry sends the very same body and key, so the server plays it at most once.
 */
export class GameSessionStore {
  session: CasinoSession | null = null;
  balance = 0;
  fairness: FairnessView | null = null;
  last: RoundAnswer | null = null;
  busy = false;
  error: Message | null = null;
  unanswered: Unanswered | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: CasinoApi,
    private readonly newKey: () => string,
  ) {
    makeObservable(this, {
      session: observable.ref,
      balance: observable,
      fairness: observable.ref,
      last: observable.ref,
      busy: observable,
      error: observable.ref,
      unanswered: observable.ref,
      setFairness: action,
      close: action,
    });
  }

  async launch(gameId: number, mode: CasinoMode): Promise<boolean> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      const session = await this.api.launch(gameId, mode);
      runInAction(() => {
        this.session = session;
        this.balance = session.balance;
        this.fairness = session.fairness;
        this.last = null;
        this.unanswered = null;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = messageOf(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Plays a round with this stake and choice; after a lost answer, sends that round again instead. */
  async play(stake: number, choice: RoundChoice): Promise<RoundAnswer | null> {
    const session = this.session;
    if (!session || this.busy) return null;
    const body: RoundBody = this.unanswered?.body ?? { ...choice, stake, idempotencyKey: this.newKey() };
    runInAction(() => {
      this.busy = true;
      this.error = null;
      this.unanswered = { body };
    });
    try {
      const answer = await this.api.play(session.sessionId, body);
      runInAction(() => {
        this.last = answer;
        this.balance = answer.balance;
        this.unanswered = null;
        if (this.fairness)
          this.fairness = { serverSeedHash: answer.serverSeedHash, clientSeed: answer.clientSeed, nonce: answer.nonce + 1 };
      });
      // Real money moved: the header's balance and every other view of the accounts follow.
      if (session.mode === 'real') void this.root.accounts.load();
      return answer;
    } catch (error) {
      const lost =
        error instanceof ApiError && (error.kind === 'network' || error.kind === 'parse' || (error.kind === 'http' && error.status >= 500));
      runInAction(() => {
        this.error = messageOf(error);
        // A refusal (4xx) wrote nothing: the next round is a new one.
        if (!lost) this.unanswered = null;
      });
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  setFairness(fairness: FairnessView): void {
    this.fairness = fairness;
  }

  close(): void {
    this.session = null;
    this.last = null;
    this.unanswered = null;
    this.error = null;
  }
}

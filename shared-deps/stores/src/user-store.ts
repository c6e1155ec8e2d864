import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { SessionEnded, UserLoggedIn } from '@site/bus';
import type { RootStore } from './root-store';

/** The session answer's login, when it is one (the answer is checked like any input). */
const loginOf = (answer: { login?: unknown } | null | undefined): string | null =>
  answer && typeof answer.login === 'string' && answer.login.length > 0 && answer.login.length <= 254 ? answer.login : null;

/** Spec 2 §4: on start the user id is fetched, retrying twice at 1500 ms. */
export const SESSION_RETRY = { count: 2, delayMs: 1500 };

export class UserStore {
  userId: number | null = null;
  /** The signed-in player's login, as the session says (the header shows it); null until read. */
  login: string | null = null;
  sessionLoaded = false;
  /** The last session read failed (after its retries): no session was preloaded. */
  sessionFailed = false;

  constructor(private readonly root: RootStore) {
    makeObservable(this, { userId: observable, login: observable, sessionLoaded: observable, isAuthorized: computed, setUserId: action });
  }

  get isAuthorized(): boolean {
    return this.userId !== null;
  }

  /** The player signed in (or out); his login when known (a login of another id is forgotten). */
  setUserId(userId: number | null, login?: string | null): void {
    const before = this.userId;
    this.userId = userId;
    if (userId === null || before !== userId) this.login = null;
    if (userId !== null && typeof login === 'string' && login !== '') this.login = login;
    this.sessionLoaded = true;
    if (before === userId) return;
    if (userId !== null) this.root.bus.publish(new UserLoggedIn({ userId }));
  }

  /**
   * Reads the session from the server; an unreadable answer counts as anonymous, and marks
   * `sessionFailed` so the shell asks once more later (spec 2 §4: about 8 s after ready).
   */
  async loadSession(signal?: AbortSignal): Promise<number | null> {
    try {
      const answer = await this.root.api.get<{ userId: unknown; login?: unknown }>('web:/session', { retry: SESSION_RETRY, signal });
      const id = answer && typeof answer.userId === 'number' && Number.isInteger(answer.userId) ? answer.userId : null;
      this.sessionFailed = false;
      runInAction(() => this.setUserId(id, loginOf(answer)));
      return id;
    } catch {
      this.sessionFailed = true;
      runInAction(() => this.setUserId(null));
      return null;
    }
  }

  /**
   * The session check (spec 2 §4, every 60 s): asks once, no retries. A session that ended
   * elsewhere (another tab logged out, it expired) signs this page out too (`SessionEnded`
   * 'elsewhere'); a failed check changes nothing.
   */
  async checkSession(): Promise<void> {
    let id: number | null;
    let login: string | null;
    try {
      const answer = await this.root.api.get<{ userId: unknown; login?: unknown }>('web:/session');
      id = answer && typeof answer.userId === 'number' && Number.isInteger(answer.userId) ? answer.userId : null;
      login = loginOf(answer);
    } catch {
      return;
    }
    const before = this.userId;
    runInAction(() => this.setUserId(id, login));
    if (before !== null && id === null) this.root.bus.publish(new SessionEnded({ reason: 'elsewhere' }));
  }

  /**
   * Logout (spec 2 §4): the disconnect call, then this page forgets the player and says so
   * (`SessionEnded`, heard by the root config, which clears cookies and ban level and leaves
   * the page). A failed disconnect is `SessionEnded` 'failed' (the page reloads). Resolves
   * whether the server answered.
   */
  async logout(reason: 'logout' | 'idle' = 'logout'): Promise<boolean> {
    try {
      await this.root.api.post('web:/auth/disconnect');
    } catch {
      this.root.bus.publish(new SessionEnded({ reason: 'failed' }));
      return false;
    }
    runInAction(() => this.setUserId(null));
    this.root.bus.publish(new SessionEnded({ reason }));
    return true;
  }
}

import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { UserLoggedIn } from '@site/bus';
import type { RootStore } from './root-store';

/** Spec 2 §4: on start the user id is fetched, retrying twice at 1500 ms. */
export const SESSION_RETRY = { count: 2, delayMs: 1500 };

export class UserStore {
  userId: number | null = null;
  sessionLoaded = false;

  constructor(private readonly root: RootStore) {
    makeObservable(this, { userId: observable, sessionLoaded: observable, isAuthorized: computed, setUserId: action });
  }

  get isAuthorized(): boolean {
    return this.userId !== null;
  }

  setUserId(userId: number | null): void {
    const before = this.userId;
    this.userId = userId;
    this.sessionLoaded = true;
    if (before === userId) return;
    if (userId !== null) this.root.bus.publish(new UserLoggedIn({ userId }));
  }

  /** Reads the session from the server; an unreadable answer counts as anonymous. */
  async loadSession(signal?: AbortSignal): Promise<number | null> {
    try {
      const answer = await this.root.api.get<{ userId: unknown }>('web:/session', { retry: SESSION_RETRY, signal });
      const id = answer && typeof answer.userId === 'number' && Number.isInteger(answer.userId) ? answer.userId : null;
      runInAction(() => this.setUserId(id));
      return id;
    } catch {
      runInAction(() => this.setUserId(null));
      return null;
    }
  }
}

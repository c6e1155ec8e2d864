import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  isRecord,
  messageOf,
  OFFICE_PATHS,
  type Message,
  type SupportCreateBody,
  type SupportRequestView,
  type SupportThreadAnswer,
} from '@site/api';
import type { RootStore } from './root-store';

const API = `web:${OFFICE_PATHS.support.replace(/^\/web-api/, '')}`;

export type SupportResult = { ok: true } | { ok: false; message: Message };

function isRequestView(v: unknown): v is SupportRequestView {
  return isRecord(v) && typeof v.id === 'number' && typeof v.subject === 'string' && typeof v.status === 'string' && typeof v.createdAt === 'string';
}
function isThread(v: unknown): v is SupportThreadAnswer {
  return isRecord(v) && isRequestView(v.request) && Array.isArray(v.messages) && v.messages.every((m) => isRecord(m) && typeof m.body === 'string' && typeof m.author === 'string');
}

/**
 * Support requests (issue 15's support button, issue 18's office/support): the signed-in
 * player's requests and the open thread, and whether the support form is open. The button
 * (@site/parcel-notifications) shows the form; the office page opens it through `openForm`.
 */
export class SupportStore {
  requests: SupportRequestView[] = [];
  loaded = false;
  loadError: Message | null = null;
  thread: SupportThreadAnswer | null = null;
  formOpen = false;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      requests: observable.ref,
      loaded: observable,
      loadError: observable.ref,
      thread: observable.ref,
      formOpen: observable,
      openForm: action,
      closeForm: action,
      closeThread: action,
    });
  }

  openForm(): void {
    this.formOpen = true;
  }

  closeForm(): void {
    this.formOpen = false;
  }

  closeThread(): void {
    this.thread = null;
  }

  async load(): Promise<void> {
    try {
      const answer = await this.root.api.get<unknown>(API);
      const list = isRecord(answer) && Array.isArray(answer.requests) ? answer.requests.filter(isRequestView) : null;
      if (!list) throw new Error('bad answer');
      runInAction(() => {
        this.requests = list;
        this.loaded = true;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof Error && error.message === 'bad answer' ? { code: 'network.bad_answer' } : messageOf(error);
      });
    }
  }

  /** Sends a new request (a guest's with `email`); the player's list gets it at once. */
  async create(body: SupportCreateBody): Promise<SupportResult> {
    try {
      const answer = await this.root.api.post<unknown>(API, body);
      const request = isRecord(answer) ? answer.request : null;
      if (isRequestView(request) && this.root.user.isAuthorized) runInAction(() => (this.requests = [request, ...this.requests]));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }

  async open(id: number): Promise<SupportResult> {
    return this.threadCall(() => this.root.api.get<unknown>(`${API}/${id}`));
  }

  async reply(id: number, body: string): Promise<SupportResult> {
    return this.threadCall(() => this.root.api.post<unknown>(`${API}/${id}/messages`, { body }));
  }

  private async threadCall(call: () => Promise<unknown>): Promise<SupportResult> {
    try {
      const answer = await call();
      if (!isThread(answer)) return { ok: false, message: { code: 'network.bad_answer' } };
      runInAction(() => {
        this.thread = answer;
        this.requests = this.requests.map((r) => (r.id === answer.request.id ? answer.request : r));
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
}

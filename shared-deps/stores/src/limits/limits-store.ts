// Player protection in the browser (issue 14; spec 2 §3-§5, §7-§9): the player's limits, the
// questions of a save, the forced approve/reject popup, the session-limit ping and the
// reality-check timer. Every call to the limit service carries the bearer token of
// GET /web-api/user/gettoken (cached 60 s; a 401 drops it, fetches a new one and retries once).
import { action, computed, makeObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { ApiError, isRecord, messageOf, type Message, type RequestOptions } from '@site/api';
import { NotifyRequested, type Notification } from '@site/bus';
import { message } from '../messages';
import type { RootStore } from '../root-store';
import {
  EXCLUSION_TYPES,
  LIMIT_PATHS,
  LIMIT_PING_MS,
  LIMIT_STATES,
  LIMIT_TYPE,
  REALITY_CHECK_PATH,
  REALITY_CHECK_SYNC_MS,
  type AvailableLimit,
  type Limit,
  type LimitChange,
  type LimitQuestion,
  type RealityCheckAction,
  type RealityCheckBody,
  type RealityCheckState,
  type SelfExcludeReason,
} from './limit-types';

/** Spec 2 §9 (the ping and re-sync intervals are the contract's constants). */
export const TOKEN_CACHE_MS = 60_000;
export const PING_INTERVAL_MS = LIMIT_PING_MS;
export const REALITY_RESYNC_MS = REALITY_CHECK_SYNC_MS;
/** GET /web-api/user/gettoken: the bearer token of the limit service (contracts/user.ts TokenAnswer). */
const TOKEN_PATH = 'web:/user/gettoken';
/** Where the reality-check timer is kept across reloads and tabs (localStorage). */
export const REALITY_CHECK_STORAGE_KEY = 'reality-check';
/** The permanent notification of spec 2 §8 "Session limit ended" (one, however many pings). */
export const SESSION_ENDED_NOTICE_ID = 'session-limit-ended';

/** Time as the store's timers see it: @site/ui's Clock (a FakeClock in tests). */
export interface LimitsClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LimitsStoreOptions {
  clock?: LimitsClock;
  /** Where another tab's storage changes are heard (`window`'s `storage` event); tests pass an EventTarget. */
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

const systemClock: LimitsClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const intOrNull = (x: unknown) => (isInt(x) ? x : null);
const MEASURES: readonly string[] = ['currency', 'days', 'hours', 'minutes'];

/** One limit of an answer, checked; null when it is no limit at all. */
export function parseLimit(x: unknown): Limit | null {
  if (!isRecord(x) || !isInt(x.limitType) || !isNum(x.limitValue)) return null;
  const state = (LIMIT_STATES as readonly unknown[]).includes(x.limitState) ? (x.limitState as Limit['limitState']) : 'ACTIVE';
  return {
    limitType: x.limitType,
    limitValue: x.limitValue,
    limitState: state,
    startedAt: isInt(x.startedAt) ? x.startedAt : 0,
    endsAt: intOrNull(x.endsAt),
    limitBalance: isNum(x.limitBalance) ? x.limitBalance : null,
    needApprove: x.needApprove === true,
    selfExcludeReason: intOrNull(x.selfExcludeReason),
    currencyCode: typeof x.currencyCode === 'string' ? x.currencyCode.slice(0, 8) : null,
  };
}

const parseLimits = (x: unknown): Limit[] => (Array.isArray(x) ? x.map(parseLimit).filter((l): l is Limit => l !== null) : []);

function parseAvailable(x: unknown): AvailableLimit[] {
  const out: AvailableLimit[] = [];
  for (const a of Array.isArray(x) ? (x as unknown[]) : []) {
    if (!isRecord(a) || !isInt(a.type) || !Array.isArray(a.availableValues) || !MEASURES.includes(a.measure as string)) continue;
    out.push({ type: a.type, availableValues: a.availableValues.filter(isInt), measure: a.measure as AvailableLimit['measure'] });
  }
  return out;
}

function parseReasons(x: unknown): SelfExcludeReason[] {
  const list: unknown[] = Array.isArray(x) ? x : [];
  return list.flatMap((r) =>
    isRecord(r) && isInt(r.id) && typeof r.selfExcludeReason === 'string' ? [{ id: r.id, selfExcludeReason: r.selfExcludeReason }] : [],
  );
}

function parseQuestions(x: unknown): LimitQuestion[] {
  if (!Array.isArray(x)) return [];
  return x.flatMap((q: unknown) => {
    if (!isRecord(q) || !isInt(q.id) || typeof q.text !== 'string' || !Array.isArray(q.answers)) return [];
    const answers = (q.answers as unknown[]).flatMap((a) =>
      isRecord(a) && isInt(a.id) && typeof a.text === 'string' ? [{ id: a.id, text: a.text }] : [],
    );
    return [{ id: q.id, text: q.text, answers }];
  });
}

/** The reality check's state: `{data: {attributes: {...}}}` of GET and POST .../reality-check. */
function parseRealityState(x: unknown): RealityCheckState | null {
  const a = isRecord(x) && isRecord(x.data) && isRecord(x.data.attributes) ? x.data.attributes : null;
  if (!a || !isInt(a.signed_in_at)) return null;
  return {
    interval_minutes: intOrNull(a.interval_minutes),
    do_not_show_again: a.do_not_show_again === true,
    popup_show_at: intOrNull(a.popup_show_at),
    next_show_at: intOrNull(a.next_show_at),
    signed_in_at: a.signed_in_at,
    seconds_since_sign_in: isInt(a.seconds_since_sign_in) ? a.seconds_since_sign_in : 0,
    net_result: isNum(a.net_result) ? a.net_result : 0,
    stakes: isNum(a.stakes) ? a.stakes : 0,
    returns: isNum(a.returns) ? a.returns : 0,
    currency: typeof a.currency === 'string' ? a.currency.slice(0, 8) : '',
  };
}

/** The limits of an answer's `limitsData` ({limits}), or null when it has none. */
const limitsDataOf = (x: unknown): Limit[] | null =>
  isRecord(x) && isRecord(x.limitsData) && Array.isArray(x.limitsData.limits) ? parseLimits(x.limitsData.limits) : null;

const isSessionEnd = (e: unknown) => e instanceof ApiError && e.items.some((i) => i.code === 'session_limit_ended');

/** The questions a save asked, with the token its answers go back with. */
export interface PendingQuestions {
  tokenGuid: string;
  questions: LimitQuestion[];
}

/** The reality check as persisted: when the popup is next due (ms), and since when the session runs. */
interface StoredReality {
  dueAt: number;
  syncedAt: number;
  signedInAt: number | null;
  userId: number;
}

export class LimitsStore {
  limits: Limit[] = [];
  available: AvailableLimit[] = [];
  reasons: SelfExcludeReason[] = [];
  loaded = false;
  loading = false;
  /** Why the limits could not be read or saved, as a message; null when all is well. */
  error: Message | null = null;
  /** A save that asked questions: the dialog shows while set. */
  questions: PendingQuestions | null = null;
  saving = false;
  /** The session limit ran out (spec 2 §4): bets are refused and the player must leave. */
  sessionEnded = false;
  /** The reality-check popup is due (the modal shows while true). */
  realityCheckDue = false;
  /** The reality check's data: the session's start (ms) and net result. */
  realityCheck: { signedInAt: number | null; netResult: number; currency: string | null } = {
    signedInAt: null,
    netResult: 0,
    currency: null,
  };

  readonly clock: LimitsClock;
  private readonly storageEvents: LimitsStoreOptions['storageEvents'];
  private token: { value: string; at: number } | null = null;
  private pingTimer: unknown = null;
  private realityTimer: unknown = null;
  private disposers: IReactionDisposer[] = [];
  private started = false;

  constructor(
    private readonly root: RootStore,
    options: LimitsStoreOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.storageEvents = options.storageEvents !== undefined ? options.storageEvents : typeof window === 'undefined' ? null : window;
    makeObservable<LimitsStore, 'applyLimits'>(this, {
      limits: observable.ref,
      available: observable.ref,
      reasons: observable.ref,
      loaded: observable,
      loading: observable,
      error: observable.ref,
      questions: observable.ref,
      saving: observable,
      sessionEnded: observable,
      realityCheckDue: observable,
      realityCheck: observable.ref,
      applyLimits: action,
      clear: action,
      closeQuestions: action,
      needsApproval: computed,
      exclusion: computed,
      sessionLimit: computed,
      realityMinutes: computed,
    });
  }

  /**
   * Called once by the page's boot: from then on a signed-in player's limits are loaded, the
   * ping and the reality check run while they apply, and everything stops on sign-out.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.storageEvents?.addEventListener('storage', this.onStorage);
    this.disposers.push(
      reaction(
        () => this.root.user.userId,
        (userId) => {
          if (userId === null) this.clear();
          else void this.load();
        },
        { fireImmediately: true },
      ),
      reaction(
        () => this.sessionLimit !== null && this.root.user.userId !== null && !this.sessionEnded,
        (on) => (on ? this.startPing() : this.stopPing()),
        { fireImmediately: true },
      ),
      reaction(
        () => (this.root.user.userId === null ? 0 : this.realityMinutes),
        (minutes, before) => {
          if (minutes <= 0) this.stopRealityCheck();
          else void this.startRealityCheck(before !== undefined && before > 0 && before !== minutes);
        },
        { fireImmediately: true },
      ),
    );
  }

  dispose(): void {
    for (const d of this.disposers) d();
    this.disposers = [];
    this.started = false;
    this.storageEvents?.removeEventListener('storage', this.onStorage);
    this.stopPing();
    this.stopRealityCheck();
  }

  // --- what the page shows ---------------------------------------------------------------

  /** The limits of a type: the active one first, then a pending change. */
  limitsOf(type: number): Limit[] {
    return this.limits.filter((l) => l.limitType === type && l.limitState !== 'INACTIVE');
  }
  active(type: number): Limit | null {
    return this.limits.find((l) => l.limitType === type && l.limitState === 'ACTIVE') ?? null;
  }
  pending(type: number): Limit | null {
    return this.limits.find((l) => l.limitType === type && l.limitState === 'PENDING') ?? null;
  }
  availableFor(type: number): AvailableLimit | null {
    return this.available.find((a) => a.type === type) ?? null;
  }

  /** Hours until a pending change starts (rounded up), or, once started, left to approve it. */
  hoursLeft(limit: Limit): number {
    if (limit.startedAt === null) return 0;
    const startMs = limit.startedAt * 1000;
    const now = this.clock.now();
    const until = now < startMs ? startMs : startMs + 24 * 3_600_000;
    return Math.max(0, Math.ceil((until - now) / 3_600_000));
  }

  /** Pending changes that have started and wait for the player's yes or no (the forced popup). */
  get needsApproval(): Limit[] {
    return this.limits.filter((l) => l.limitState === 'PENDING' && l.needApprove);
  }

  /** The self-exclusion or time-out in force, if any: its fields are disabled meanwhile. */
  get exclusion(): Limit | null {
    return this.limits.find((l) => EXCLUSION_TYPES.includes(l.limitType) && l.limitState === 'ACTIVE') ?? null;
  }

  /** The active session limit (hours), if set (-1 is not set). */
  get sessionLimit(): Limit | null {
    const l = this.active(LIMIT_TYPE.session);
    return l && l.limitValue > 0 ? l : null;
  }

  /** The reality check's interval in minutes; 0 when none is set. */
  get realityMinutes(): number {
    const l = this.active(LIMIT_TYPE.realityCheck);
    return l && l.limitValue > 0 ? l.limitValue : 0;
  }

  // --- calls ---------------------------------------------------------------------------

  /** The bearer token of GET /web-api/user/gettoken, kept 60 s (spec 2 §9). */
  private async bearer(): Promise<string> {
    const now = this.clock.now();
    if (this.token && now - this.token.at < TOKEN_CACHE_MS) return this.token.value;
    const answer = await this.root.api.get<unknown>(TOKEN_PATH);
    if (!isRecord(answer) || typeof answer.token !== 'string') throw new ApiError('parse', 200, 'no token in the answer');
    this.token = { value: answer.token, at: this.clock.now() };
    return answer.token;
  }

  /** A limit-service call with the bearer token and the language; a 401 refetches the token and tries once more (spec 2 §8). */
  async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const attempt = async () => {
      const headers = { Authorization: `Bearer ${await this.bearer()}`, 'X-Language': this.root.settings.language };
      const opts: RequestOptions = { headers, ...(body !== undefined && { body }) };
      return this.root.api.request<T>(method, path, opts);
    };
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      this.token = null;
      return attempt();
    }
  }

  /** Reads the limits (and, with `all`, the option lists and self-exclusion reasons). */
  async load(all = false): Promise<void> {
    runInAction(() => (this.loading = true));
    try {
      const [limits, available, reasons] = await Promise.all([
        this.call<unknown>('GET', LIMIT_PATHS.limits),
        all ? this.call<unknown>('GET', LIMIT_PATHS.availableLimits) : Promise.resolve(undefined),
        all ? this.call<unknown>('GET', LIMIT_PATHS.selfExcludeReasons) : Promise.resolve(undefined),
      ]);
      if (this.root.user.userId === null) return;
      runInAction(() => {
        this.applyLimits(parseLimits(isRecord(limits) ? limits.limits : limits));
        if (all) {
          this.available = parseAvailable(available);
          this.reasons = parseReasons(reasons);
        }
        this.loaded = true;
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = messageOf(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private applyLimits(limits: Limit[]): void {
    this.limits = limits;
  }

  clear(): void {
    this.limits = [];
    this.available = [];
    this.reasons = [];
    this.loaded = false;
    this.error = null;
    this.questions = null;
    this.sessionEnded = false;
    this.realityCheckDue = false;
    this.token = null;
  }

  closeQuestions(): void {
    this.questions = null;
  }

  private notify(n: Omit<Notification, 'type'> & { type?: Notification['type'] }): void {
    this.root.bus.publish(new NotifyRequested({ type: 'alert', ...n }));
  }

  /**
   * Saves limits (spec 2 §5): the answer may ask questions (the dialog opens with them and the
   * token); without questions the limits are saved and read again. Resolves true when saved.
   */
  async save(changes: LimitChange[]): Promise<boolean> {
    runInAction(() => {
      this.saving = true;
      this.error = null;
    });
    try {
      const answer = await this.call<unknown>('POST', LIMIT_PATHS.limits, { limits: changes });
      const questions = isRecord(answer) ? parseQuestions(answer.questions) : [];
      const tokenGuid = isRecord(answer) && typeof answer.tokenGuid === 'string' ? answer.tokenGuid : null;
      if (questions.length > 0 && tokenGuid) {
        runInAction(() => (this.questions = { tokenGuid, questions }));
        return false;
      }
      this.notify({ kind: 'success', text: message('limit.saved') });
      await this.refresh(answer);
      return true;
    } catch (error) {
      const reason = messageOf(error);
      runInAction(() => (this.error = reason));
      this.notify({ kind: 'error', text: reason });
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Sends the answers with the save's token: saved on success; either way the limits are read again (spec 2 §5). */
  async answer(answers: { questionId: number; answerId: number }[]): Promise<boolean> {
    const pending = this.questions;
    if (!pending) return false;
    runInAction(() => (this.saving = true));
    try {
      const result = await this.call<unknown>('POST', LIMIT_PATHS.testAnswers, { tokenGuid: pending.tokenGuid, answers });
      const ok = isRecord(result) && result.success === true;
      this.notify(ok ? { kind: 'success', text: message('limit.saved') } : { kind: 'error', text: message('limit.answers_wrong') });
      return ok;
    } catch (error) {
      this.notify({ kind: 'error', text: messageOf(error) });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
        this.questions = null;
      });
      await this.load();
    }
  }

  /** Confirms a started pending change (the forced popup's yes; spec 2 §8 toasts). */
  approve(limitType: number): Promise<boolean> {
    return this.decide(limitType, 'approve');
  }

  /** Rejects a pending change (the forced popup's no, or cancelling a pending deposit limit). */
  reject(limitType: number): Promise<boolean> {
    return this.decide(limitType, 'reject');
  }

  /** Takes the limits an answer carries (`limitsData: {limits}`), or reads them again when it carries none. */
  private async refresh(answer: unknown): Promise<void> {
    const limits = limitsDataOf(answer);
    if (limits === null || this.root.user.userId === null) return this.load();
    runInAction(() => {
      this.applyLimits(limits);
      this.loaded = true;
      this.error = null;
    });
  }

  private async decide(limitType: number, what: 'approve' | 'reject'): Promise<boolean> {
    try {
      // approve and reject both answer {status, title, limitsData}
      const answer =
        what === 'approve'
          ? await this.call<unknown>('POST', LIMIT_PATHS.limitAction, { limitType, action: 'approve' })
          : await this.call<unknown>('DELETE', LIMIT_PATHS.limit, { limitType });
      this.notify({ kind: 'success', text: message(what === 'approve' ? 'limit.approved' : 'limit.rejected') });
      await this.refresh(answer);
      return true;
    } catch (error) {
      const code =
        error instanceof ApiError && error.items[0]?.code
          ? messageOf(error)
          : message(what === 'approve' ? 'limit.approve_failed' : 'limit.reject_failed');
      this.notify({ kind: 'error', text: code });
      return false;
    }
  }

  /** POST .../v1/BlockUser (spec 2 §7). */
  async blockUser(): Promise<boolean> {
    const answer = await this.call<unknown>('POST', LIMIT_PATHS.blockUser, {});
    return isRecord(answer) && answer.success === true;
  }

  // --- session limit -------------------------------------------------------------------------

  private startPing(): void {
    if (this.pingTimer !== null) return;
    this.pingTimer = this.clock.setInterval(() => void this.ping(), PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer === null) return;
    this.clock.clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  /** One ping (every 30 s while a session limit exists): an ended session shows the permanent notice. */
  async ping(): Promise<void> {
    let ended = false;
    try {
      const answer = await this.call<unknown>('POST', LIMIT_PATHS.ping, {});
      ended = isRecord(answer) && answer.sessionEnded === true;
    } catch (error) {
      ended = isSessionEnd(error);
    }
    if (ended && !this.sessionEnded) this.endSession();
  }

  /** Spec 2 §8: a permanent notice that the session limit ended; closing it signs the player out. */
  private endSession(): void {
    runInAction(() => (this.sessionEnded = true));
    this.stopPing();
    this.stopRealityCheck();
    this.notify({
      type: 'permanent',
      kind: 'error',
      id: SESSION_ENDED_NOTICE_ID,
      text: message('limit.session_ended'),
      onClose: () => void this.signOut(),
    });
  }

  /** Disconnects and forgets the player (the session-limit notice's close, the reality check's log out). */
  async signOut(): Promise<void> {
    this.stopRealityCheck();
    this.stopPing();
    // The one logout (spec 2 §4): a failed one reloads the page (the root config hears it).
    await this.root.user.logout();
  }

  // --- reality check -------------------------------------------------------------------------

  private readStored(): StoredReality | null {
    try {
      const raw = this.root.storage?.getItem(REALITY_CHECK_STORAGE_KEY);
      if (!raw) return null;
      const x: unknown = JSON.parse(raw);
      if (!isRecord(x) || !isNum(x.dueAt) || !isNum(x.syncedAt) || !isInt(x.userId)) return null;
      return { dueAt: x.dueAt, syncedAt: x.syncedAt, signedInAt: isNum(x.signedInAt) ? x.signedInAt : null, userId: x.userId };
    } catch {
      return null;
    }
  }

  private writeStored(s: StoredReality | null): void {
    try {
      if (s) this.root.storage?.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify(s));
      else this.root.storage?.removeItem(REALITY_CHECK_STORAGE_KEY);
    } catch {
      // storage full or refused: the timer still runs in this page
    }
  }

  /**
   * Starts (or resumes after a reload) the reality-check timer: the due time kept in storage
   * for this player wins; the server's state is read when the kept one is older than 5 minutes.
   * A new interval chosen by the player counts from now.
   */
  async startRealityCheck(intervalChanged = false): Promise<void> {
    const userId = this.root.user.userId;
    if (userId === null || this.realityMinutes <= 0) return;
    const now = this.clock.now();
    let stored = this.readStored();
    if (stored && stored.userId !== userId) stored = null;
    if (stored && intervalChanged) {
      // The player chose another interval: it counts from now.
      stored = { ...stored, dueAt: now + this.realityMinutes * 60_000 };
      this.writeStored(stored);
      runInAction(() => (this.realityCheckDue = false));
    }
    if (!stored || now - stored.syncedAt >= REALITY_RESYNC_MS) {
      const server = await this.readRealityState();
      if (this.root.user.userId !== userId || this.realityMinutes <= 0) return;
      if (server?.do_not_show_again) {
        this.writeStored(null);
        return;
      }
      const dueAt = server?.next_show_at ? server.next_show_at * 1000 : (stored?.dueAt ?? now + this.realityMinutes * 60_000);
      const signedInAt = server?.signed_in_at ? server.signed_in_at * 1000 : (stored?.signedInAt ?? null);
      stored = { dueAt, syncedAt: this.clock.now(), signedInAt, userId };
      this.writeStored(stored);
      if (server) runInAction(() => (this.realityCheck = { signedInAt, netResult: server.net_result, currency: server.currency }));
    } else if (stored.signedInAt !== null && this.realityCheck.signedInAt === null) {
      const signedInAt = stored.signedInAt;
      runInAction(() => (this.realityCheck = { ...this.realityCheck, signedInAt }));
    }
    this.schedule(stored.dueAt);
  }

  /**
   * Another tab answered the reality check (or asked not to see it again, or logged out): this
   * tab follows the due time it kept, so the player is asked once, not once per tab.
   */
  private readonly onStorage = (event: Event): void => {
    if ((event as Event & { key?: string | null }).key !== REALITY_CHECK_STORAGE_KEY) return;
    const userId = this.root.user.userId;
    if (userId === null || this.realityMinutes <= 0 || (this.realityTimer === null && !this.realityCheckDue)) return;
    const stored = this.readStored();
    if (!stored || stored.userId !== userId) {
      this.stopRealityCheck();
      return;
    }
    runInAction(() => (this.realityCheckDue = false));
    this.schedule(stored.dueAt);
  };

  private async readRealityState(): Promise<RealityCheckState | null> {
    try {
      return parseRealityState(await this.root.api.get<unknown>(REALITY_CHECK_PATH));
    } catch {
      return null;
    }
  }

  private schedule(dueAt: number): void {
    if (this.realityTimer !== null) this.clock.clearTimeout(this.realityTimer);
    this.realityTimer = this.clock.setTimeout(() => void this.fireRealityCheck(), Math.max(0, dueAt - this.clock.now()));
  }

  private async fireRealityCheck(): Promise<void> {
    this.realityTimer = null;
    const state = await this.readRealityState();
    runInAction(() => {
      if (state)
        this.realityCheck = {
          signedInAt: state.signed_in_at ? state.signed_in_at * 1000 : this.realityCheck.signedInAt,
          netResult: state.net_result,
          currency: state.currency,
        };
      this.realityCheckDue = true;
    });
  }

  stopRealityCheck(): void {
    if (this.realityTimer !== null) this.clock.clearTimeout(this.realityTimer);
    this.realityTimer = null;
    runInAction(() => (this.realityCheckDue = false));
  }

  /**
   * The player's answer to the reality-check modal (spec 2 §4): continue or none restart the
   * timer unless `doNotShowAgain`; log out stops it and disconnects.
   */
  async answerRealityCheck(choice: RealityCheckAction, doNotShowAgain: boolean): Promise<void> {
    const userId = this.root.user.userId;
    runInAction(() => (this.realityCheckDue = false));
    const now = this.clock.now();
    const next = choice === 'logout' || doNotShowAgain ? null : now + this.realityMinutes * 60_000;
    const body: RealityCheckBody = {
      data: {
        attributes: { action: choice, do_not_show_again: doNotShowAgain, popup_show_at: Math.floor(now / 1000) },
      },
    };
    try {
      await this.root.api.post(REALITY_CHECK_PATH, body);
    } catch {
      // the timer goes on from here; the server's state is read again within 5 minutes
    }
    if (choice === 'logout') {
      this.writeStored(null);
      await this.signOut();
      return;
    }
    if (next === null || userId === null) {
      this.writeStored(null);
      this.stopRealityCheck();
      return;
    }
    this.writeStored({ dueAt: next, syncedAt: now, signedInAt: this.realityCheck.signedInAt, userId });
    this.schedule(next);
  }
}

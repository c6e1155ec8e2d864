import type { Clock } from './clock';

/** Spec 2 §4, §9: timers pause once the page has been left (hidden) for 30 s. */
export const PAGE_LEAVE_PAUSE_MS = 30_000;

/** What the scheduler reads of the document: whether the page is shown, and when that changes. */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState | string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * The one clock of the shell's timers (spec 2 §4 "page-leave pauses timers after 30 s"): a
 * `Clock` whose timeouts and intervals stop once the page has been hidden for `pauseAfterMs`
 * and go on where they were when it is shown again. Built on an injected clock, so a test
 * drives it with `FakeClock`.
 */
export interface Scheduler extends Clock {
  /** The page has been hidden long enough: no timer fires. */
  readonly paused: boolean;
  /** The page is hidden right now (whether or not the timers have paused yet). */
  readonly hidden: boolean;
  /** Called on every change of `paused` or `hidden`. */
  subscribe(listener: () => void): () => void;
  /** Stops listening to the page and cancels every timer. */
  dispose(): void;
}

interface Task {
  fn: () => void;
  /** null: a timeout. */
  every: number | null;
  /** When it next fires (on the base clock), valid while running. */
  dueAt: number;
  /** Time left when paused. */
  left: number;
  handle: unknown;
}

export interface SchedulerOptions {
  clock: Clock;
  /** The document; none (a server or a bare test) means always shown. */
  page?: PageVisibility | null;
  pauseAfterMs?: number;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { clock } = options;
  const page = options.page === undefined ? (typeof document === 'undefined' ? null : document) : options.page;
  const pauseAfter = options.pauseAfterMs ?? PAGE_LEAVE_PAUSE_MS;
  const tasks = new Map<number, Task>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let paused = false;
  let hidden = page?.visibilityState === 'hidden';
  let pauseTimer: unknown = null;

  const emit = () => {
    for (const l of [...listeners]) l();
  };
  const arm = (id: number, task: Task, delay: number) => {
    task.dueAt = clock.now() + delay;
    task.handle = clock.setTimeout(() => fire(id), delay);
  };
  const fire = (id: number) => {
    const task = tasks.get(id);
    if (!task) return;
    if (task.every === null) tasks.delete(id);
    else arm(id, task, task.every);
    task.fn();
  };
  const add = (fn: () => void, ms: number, every: number | null): number => {
    const id = nextId++;
    const delay = Math.max(0, ms);
    const task: Task = { fn, every, dueAt: 0, left: delay, handle: null };
    tasks.set(id, task);
    if (!paused) arm(id, task, delay);
    return id;
  };
  const remove = (handle: unknown) => {
    const task = tasks.get(handle as number);
    if (!task) return;
    if (task.handle !== null) clock.clearTimeout(task.handle);
    tasks.delete(handle as number);
  };
  const pause = () => {
    pauseTimer = null;
    if (paused) return;
    paused = true;
    const now = clock.now();
    for (const task of tasks.values()) {
      if (task.handle !== null) clock.clearTimeout(task.handle);
      task.handle = null;
      task.left = Math.max(0, task.dueAt - now);
    }
    emit();
  };
  const resume = () => {
    if (!paused) return;
    paused = false;
    for (const [id, task] of tasks) arm(id, task, task.left);
    emit();
  };
  const onVisibility = () => {
    const nowHidden = page?.visibilityState === 'hidden';
    if (nowHidden === hidden) return;
    hidden = nowHidden;
    if (hidden) pauseTimer = clock.setTimeout(pause, pauseAfter);
    else {
      if (pauseTimer !== null) clock.clearTimeout(pauseTimer);
      pauseTimer = null;
      resume();
    }
    emit();
  };
  page?.addEventListener('visibilitychange', onVisibility);
  if (hidden) pauseTimer = clock.setTimeout(pause, pauseAfter);

  return {
    get paused() {
      return paused;
    },
    get hidden() {
      return hidden;
    },
    now: () => clock.now(),
    setTimeout: (fn, ms) => add(fn, ms, null),
    clearTimeout: remove,
    setInterval: (fn, ms) => add(fn, ms, Math.max(1, ms)),
    clearInterval: remove,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      page?.removeEventListener('visibilitychange', onVisibility);
      if (pauseTimer !== null) clock.clearTimeout(pauseTimer);
      for (const id of [...tasks.keys()]) remove(id);
      listeners.clear();
    },
  };
}

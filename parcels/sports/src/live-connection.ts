import { canUseWorkerSource, createWorkerSource } from './worker-source';
import { coalesceKey, LIVE_EVENT_TYPES, parseLiveBatch, parseLiveEvent, type LiveEvent } from './live-events';

/** The part of EventSource the connection uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((ev: Event) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up (an HTTP error answer); we reconnect ourselves. */
const CLOSED = 2;
/** The server's own limit (server/routes/live-stream.ts MAX_STREAM_GAMES); above it, no filter. */
export const MAX_STREAM_GAMES = 200;
/** Our reconnect delays after the browser gave up, then the last one again. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000, 30000];
/** A frame that never comes (hidden tab) still lets the coupon's prices through this late. */
export const FRAME_FALLBACK_MS = 1000;

export interface LiveConnectionDeps {
  /** `/web-api/live/stream` with the games filter. */
  baseUrl?: string;
  createSource?: (url: string) => EventSourceLike;
  /** Runs fn at the next frame; returns a cancel. */
  frame?: (fn: () => void) => () => void;
  /** Arrival clock (performance.now in the page). */
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** One frame's events, each key's newest, with the time the oldest pending one arrived. */
  onBatch(events: LiveEvent[], arrivedAt: number[]): void;
  onStale(stale: boolean): void;
  /** The stream is back after a loss: what the page shows may be old, reload it. */
  onReconnected?(): void;
}

/** requestAnimationFrame with a timer behind it, for tabs that get no frames. */
export function animationFrame(fn: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(raf);
    clearTimeout(timer);
    fn();
  };
  const raf = requestAnimationFrame(run);
  const timer = setTimeout(run, FRAME_FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(raf);
    clearTimeout(timer);
  };
}

/** In a worker where the page can start one (browsers), else a plain EventSource. */
function defaultSource(url: string): EventSourceLike {
  return canUseWorkerSource() ? createWorkerSource(url, LIVE_EVENT_TYPES) : new EventSource(url);
}

export function streamUrl(base: string, gameIds: readonly number[] | null): string {
  if (gameIds === null || gameIds.length === 0 || gameIds.length > MAX_STREAM_GAMES) return base;
  return `${base}?games=${[...gameIds].sort((a, b) => a - b).join(',')}`;
}

/**
 * One EventSource for the page, filtered to the games on it. Events wait in a queue keyed by
 * market or game (newest wins) and are handed over once per frame. A lost stream marks the
 * prices stale at once; the browser retries by itself (the server's `retry:`), and when it gives
 * up (an error answer) we reopen with growing delays.
 */
export class LiveConnection {
  private source: EventSourceLike | null = null;
  private url: string | null = null;
  private readonly pending = new Map<number, LiveEvent>();
  /** Arrival of the oldest pending event of each key. */
  private readonly arrived = new Map<number, number>();
  private cancelFrame: (() => void) | null = null;
  private reconnectTimer: unknown = null;
  private failures = 0;
  private lost = false;
  private closed = false;
  private readonly base: string;
  private readonly now: () => number;

  constructor(private readonly deps: LiveConnectionDeps) {
    this.base = deps.baseUrl ?? '/web-api/live/stream';
    this.now = deps.now ?? (() => performance.now());
  }

  /** Follows the games on the page (null: every game); reopens only when the filter changes. */
  setGames(gameIds: readonly number[] | null): void {
    if (this.closed) return;
    const url = streamUrl(this.base, gameIds);
    if (url === this.url && this.source) return;
    this.url = url;
    this.open();
  }

  close(): void {
    this.closed = true;
    this.source?.close();
    this.source = null;
    this.cancelFrame?.();
    this.cancelFrame = null;
    if (this.reconnectTimer !== null) (this.deps.clearTimer ?? clearTimeout)(this.reconnectTimer as ReturnType<typeof setTimeout>);
    this.reconnectTimer = null;
    this.pending.clear();
    this.arrived.clear();
  }

  /** Hands the queue over now (tests; the frame callback). */
  flush(): void {
    this.cancelFrame = null;
    if (this.pending.size === 0) return;
    const events: LiveEvent[] = [];
    const arrivedAt: number[] = [];
    for (const [key, event] of this.pending) {
      events.push(event);
      arrivedAt.push(this.arrived.get(key) ?? 0);
    }
    this.pending.clear();
    this.arrived.clear();
    this.deps.onBatch(events, arrivedAt);
  }

  private open(): void {
    this.source?.close();
    if (this.reconnectTimer !== null) (this.deps.clearTimer ?? clearTimeout)(this.reconnectTimer as ReturnType<typeof setTimeout>);
    this.reconnectTimer = null;
    const source = (this.deps.createSource ?? defaultSource)(this.url ?? this.base);
    this.source = source;
    source.onopen = () => {
      if (source !== this.source) return;
      this.failures = 0;
      if (this.lost) {
        this.lost = false;
        this.deps.onStale(false);
        this.deps.onReconnected?.();
      }
    };
    source.onerror = () => {
      if (source !== this.source) return;
      if (!this.lost) {
        this.lost = true;
        this.deps.onStale(true);
      }
      if (source.readyState === CLOSED) this.scheduleReconnect();
    };
    const onMessage = (ev: MessageEvent) => {
      if (source !== this.source) return;
      const e = parseLiveEvent(ev.type, typeof ev.data === 'string' ? ev.data : '');
      if (e) this.enqueue(e);
    };
    for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onMessage);
    // A worker-run stream (worker-source.ts) hands over whole chunks.
    source.addEventListener('batch', (ev) => {
      if (source !== this.source) return;
      const at = (ev as MessageEvent & { arrivedAt?: number }).arrivedAt;
      for (const e of parseLiveBatch(typeof ev.data === 'string' ? ev.data : '')) this.enqueue(e, at);
    });
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer !== null) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)]!;
    this.failures++;
    this.reconnectTimer = (this.deps.setTimer ?? setTimeout)(() => {
      this.reconnectTimer = null;
      if (!this.closed) this.open();
    }, delay);
  }

  private enqueue(e: LiveEvent, arrivedAt?: number): void {
    const key = coalesceKey(e);
    if (!this.arrived.has(key)) this.arrived.set(key, arrivedAt ?? this.now());
    this.pending.set(key, e);
    if (!this.cancelFrame) this.cancelFrame = (this.deps.frame ?? animationFrame)(() => this.flush());
  }
}

import type { EventSourceLike } from './live-connection';

/**
 * The EventSource, run in a worker. At thousands of events a second the browser's per-event
 * work (one MessageEvent and one listener call each) is what fills the main thread; in a worker
 * it costs the page nothing. The worker gathers the events of each network chunk into one JSON
 * array (each event's data already carries its `type`) and posts it as a single 'batch' message
 * stamped with its arrival time; the page parses it with one JSON.parse. open/error and the
 * browser's readyState are passed through, so reconnecting works as with a plain EventSource.
 *
 * The worker's code is this function's source, run from a Blob: nothing to deploy separately,
 * and it must stay self-contained (no imports, no outside names).
 */
function workerMain(url: string, types: readonly string[]) {
  const scope = self as unknown as { postMessage(m: unknown): void; onmessage: ((e: MessageEvent) => void) | null; close(): void };
  const es = new EventSource(url);
  let parts: string[] = [];
  let first = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (parts.length === 0) return;
    scope.postMessage({ k: 'batch', data: '[' + parts.join(',') + ']', at: first });
    parts = [];
  };
  const onEvent = (e: MessageEvent) => {
    if (parts.length === 0) first = performance.timeOrigin + performance.now();
    parts.push(e.data as string);
    // After the chunk: every event of one network read is dispatched in the same task.
    if (timer === null) timer = setTimeout(flush, 0);
  };
  for (const t of types) es.addEventListener(t, onEvent as EventListener);
  es.onopen = () => scope.postMessage({ k: 'open', s: es.readyState });
  es.onerror = () => {
    flush();
    scope.postMessage({ k: 'error', s: es.readyState });
  };
  scope.onmessage = (m) => {
    if ((m.data as { k?: string }).k === 'close') {
      es.close();
      scope.close();
    }
  };
}

/** True where a worker can run the stream (not in jsdom). */
export function canUseWorkerSource(): boolean {
  return typeof Worker !== 'undefined' && typeof Blob !== 'undefined' && typeof URL.createObjectURL === 'function';
}

/** An EventSourceLike whose only message type is 'batch' (data: a JSON array of events; arrivedAt: page clock). */
export function createWorkerSource(url: string, types: readonly string[]): EventSourceLike {
  const absolute = new URL(url, location.href).href;
  const code = `(${workerMain.toString()})(${JSON.stringify(absolute)}, ${JSON.stringify(types)});`;
  const blobUrl = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  const worker = new Worker(blobUrl);
  URL.revokeObjectURL(blobUrl);
  const listeners = new Map<string, ((ev: MessageEvent) => void)[]>();
  const source: EventSourceLike & { readyState: number } = {
    readyState: 0,
    onopen: null,
    onerror: null,
    addEventListener(type, fn) {
      listeners.set(type, [...(listeners.get(type) ?? []), fn]);
    },
    close() {
      source.readyState = 2;
      worker.postMessage({ k: 'close' });
      worker.terminate();
    },
  };
  worker.onmessage = (m: MessageEvent<{ k: string; s?: number; data?: string; at?: number }>) => {
    const msg = m.data;
    if (source.readyState === 2 && msg.k !== 'error') return;
    if (msg.k === 'batch') {
      const ev = { type: 'batch', data: msg.data, arrivedAt: (msg.at ?? 0) - performance.timeOrigin } as unknown as MessageEvent;
      for (const fn of listeners.get('batch') ?? []) fn(ev);
    } else if (msg.k === 'open') {
      source.readyState = msg.s ?? 1;
      source.onopen?.(new Event('open'));
    } else if (msg.k === 'error') {
      source.readyState = msg.s ?? 0;
      source.onerror?.(new Event('error'));
    }
  };
  worker.onerror = () => {
    // The worker itself failed (it should not): act as a closed stream, so we reconnect.
    source.readyState = 2;
    source.onerror?.(new Event('error'));
  };
  return source;
}

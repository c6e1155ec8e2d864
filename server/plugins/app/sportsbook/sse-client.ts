import { isLiveEventType } from '@site/api';
import type { FeedEvent } from '../../../feed/index';

/** The part of a Node response (or any Writable) an SSE client needs. */
export interface SseSink {
  write(chunk: string): boolean;
  end(): void;
  /** Used to drop a slow client at once (its queued bytes are freed). */
  destroy?(): void;
  readonly writableLength: number;
  readonly destroyed?: boolean;
}

export interface SseClientOptions {
  /** Only these games' events; undefined means every game. */
  games?: ReadonlySet<number>;
  /** Bytes queued and unsent beyond which the client is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Told once when the stream ends, whatever the reason. */
  onClose?: (reason: 'slow' | 'closed') => void;
}

/** How long a browser waits before reconnecting after the stream ends. */
export const SSE_RETRY_MS = 3000;
export const DEFAULT_MAX_BUFFERED = 1024 * 1024;

/** One server-sent event per feed event: `event: <type>` and the event as JSON data. */
export function formatEvent(e: FeedEvent): string {
  return `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;
}

/** A batch's stream text, made once for every client: all of it, and each game's part. */
interface BatchText {
  all: string;
  byGame: Map<number, string>;
}

// Every client of a publish gets the same events array: it is formatted once, not once per
// client (a thousand streams each stringifying every event was most of the stream's cost).
const batchTexts = new WeakMap<readonly FeedEvent[], BatchText>();

function batchText(events: readonly FeedEvent[]): BatchText {
  let text = batchTexts.get(events);
  if (text) return text;
  text = { all: '', byGame: new Map() };
  // Only the stream's own types (@site/api): new games, for one, are big, and pages get them
  // from their next line request.
  for (const e of events) {
    if (!isLiveEventType(e.type)) continue;
    const s = formatEvent(e);
    text.all += s;
    text.byGame.set(e.gameId, (text.byGame.get(e.gameId) ?? '') + s);
  }
  batchTexts.set(events, text);
  return text;
}

/**
 * One stream client. A client that does not read fast enough is dropped, never buffered
 * without bound: once the bytes it has not taken pass the cap, its stream is ended and it
 * reconnects (the `retry:` field) to a fresh picture.
 */
export class SseClient {
  private closed = false;
  private readonly max: number;

  constructor(
    private readonly sink: SseSink,
    private readonly options: SseClientOptions = {},
  ) {
    this.max = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  open(): void {
    this.write(`retry: ${SSE_RETRY_MS}\n: connected\n\n`);
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  send(events: readonly FeedEvent[]): void {
    if (this.closed) return;
    const games = this.options.games;
    const text = batchText(events);
    let out = '';
    // a game's events stay in their order; games follow the client's list
    if (!games) out = text.all;
    else for (const g of games) out += text.byGame.get(g) ?? '';
    if (out !== '') this.write(out);
  }

  close(reason: 'slow' | 'closed' = 'closed'): void {
    if (this.closed) return;
    this.closed = true;
    try {
      if (reason === 'slow' && this.sink.destroy) this.sink.destroy();
      else this.sink.end();
    } catch {
      // the socket may already be gone
    }
    this.options.onClose?.(reason);
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.sink.destroyed) {
      this.close('closed');
      return;
    }
    this.sink.write(chunk);
    if (this.sink.writableLength > this.max) this.close('slow');
  }
}

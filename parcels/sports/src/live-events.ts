// The live stream's events (server/feed/types.ts FeedEvent, sent by sse-client.ts as
// `event: <type>` with the event as JSON data). Checked on arrival: a malformed event is
// dropped, never applied half-way. Which types the stream carries is the contract's
// (@site/api LIVE_EVENT_TYPES); their shapes are here.

export type LiveEvent =
  | { type: 'odds'; marketId: number; gameId: number; coef: number }
  | { type: 'market-block'; marketId: number; gameId: number; isBlocked: boolean }
  | { type: 'score'; gameId: number; score: [number, number]; period: number }
  | { type: 'game-status'; gameId: number; status: string; isLive: boolean; period: number }
  | { type: 'game-end'; gameId: number; score: [number, number] };

export { LIVE_EVENT_TYPES } from '@site/api';

type Obj = Record<string, unknown>;
const isId = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x > 0;
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isScore = (x: unknown): x is [number, number] =>
  Array.isArray(x) && x.length === 2 && x.every((n) => Number.isSafeInteger(n) && n >= 0);

/** One SSE message -> a typed event, or null when it is not one this page can apply. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  return checkLiveEvent(type, parsed);
}

/** A batch from the worker stream: a JSON array of feed events, each with its own `type`. */
export function parseLiveBatch(data: string): LiveEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: LiveEvent[] = [];
  for (const x of parsed) {
    const e = typeof x === 'object' && x !== null ? checkLiveEvent(String((x as Obj).type), x) : null;
    if (e) out.push(e);
  }
  return out;
}

/** A parsed value -> a typed event of `type`, or null. */
export function checkLiveEvent(type: string, parsed: unknown): LiveEvent | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const o = parsed as Obj;
  if (!isId(o.gameId)) return null;
  const gameId = o.gameId;
  switch (type) {
    case 'odds':
      // The hot path (thousands a second): the parsed object is the event, no copy.
      if (!isId(o.marketId) || !isNum(o.coef) || !(o.coef > 1)) return null;
      o.type = type;
      return o as unknown as LiveEvent;
    case 'market-block':
      return isId(o.marketId) && typeof o.isBlocked === 'boolean' ? { type, marketId: o.marketId, gameId, isBlocked: o.isBlocked } : null;
    case 'score':
      return isScore(o.score) && isNum(o.period) ? { type, gameId, score: o.score, period: o.period } : null;
    case 'game-status':
      return typeof o.status === 'string' && typeof o.isLive === 'boolean' && isNum(o.period)
        ? { type, gameId, status: o.status, isLive: o.isLive, period: o.period }
        : null;
    case 'game-end':
      return isScore(o.score) ? { type, gameId, score: o.score } : null;
    default:
      return null;
  }
}

/**
 * Key under which an event waits for the next frame: a later event with the same key
 * replaces it (only the newest price of a market is worth painting), so the queue is bounded
 * by the number of markets even when frames stop (a hidden tab). A number, not a string: at
 * thousands of events a second, every allocation saved is garbage not collected mid-frame.
 * Market events are positive, game events negative; the low 3 bits are the kind.
 */
export function coalesceKey(e: LiveEvent): number {
  switch (e.type) {
    case 'odds':
      return e.marketId * 8;
    case 'market-block':
      return e.marketId * 8 + 1;
    case 'score':
      return -(e.gameId * 8 + 2);
    case 'game-status':
      return -(e.gameId * 8 + 3);
    case 'game-end':
      return -(e.gameId * 8 + 4);
  }
}

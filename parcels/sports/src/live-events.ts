// The live stream's events (server/feed/types.ts FeedEvent, sent by sse-client.ts as
// `event: <type>` with the event as JSON data). Checked on arrival: a malformed event is
// dropped, never applied half-way.

export type LiveEvent =
  | { type: 'odds'; marketId: number; gameId: number; coef: number }
  | { type: 'market-block'; marketId: number; gameId: number; isBlocked: boolean }
  | { type: 'score'; gameId: number; score: [number, number]; period: number }
  | { type: 'game-status'; gameId: number; status: string; isLive: boolean; period: number }
  | { type: 'game-end'; gameId: number; score: [number, number] };

export type LiveEventType = LiveEvent['type'];
export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['odds', 'market-block', 'score', 'game-status', 'game-end'];

type Obj = Record<string, unknown>;
const isId = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x > 0;
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isScore = (x: unknown): x is [number, number] =>
  Array.isArray(x) && x.length === 2 && x.every((n) => Number.isSafeInteger(n) && n >= 0);

/** One SSE message -> a typed event, or null when it is not one this page can apply. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  let o: Obj;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    o = parsed as Obj;
  } catch {
    return null;
  }
  if (!isId(o.gameId)) return null;
  const gameId = o.gameId;
  switch (type) {
    case 'odds':
      return isId(o.marketId) && isNum(o.coef) && o.coef > 1 ? { type, marketId: o.marketId, gameId, coef: o.coef } : null;
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
 * by the number of markets even when frames stop (a hidden tab).
 */
export function coalesceKey(e: LiveEvent): string {
  switch (e.type) {
    case 'odds':
      return `o${e.marketId}`;
    case 'market-block':
      return `b${e.marketId}`;
    case 'score':
      return `s${e.gameId}`;
    case 'game-status':
      return `t${e.gameId}`;
    case 'game-end':
      return `e${e.gameId}`;
  }
}

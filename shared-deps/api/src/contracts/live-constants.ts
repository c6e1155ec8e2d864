// The live stream's contract (the HTTP contract: GET /web-api/live/stream): the event types it carries,
// one server-sent event each (`event: <type>`, the event as JSON data). The server sends
// nothing else (a feed's other events, such as new games, stay on the server); the page
// listens to exactly these. TypeBox-free; the stream's query is in live.ts.
export const LIVE_EVENT_TYPES = ['odds', 'market-block', 'score', 'game-status', 'game-end'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export function isLiveEventType(type: string): type is LiveEventType {
  return (LIVE_EVENT_TYPES as readonly string[]).includes(type);
}

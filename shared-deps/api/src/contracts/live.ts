// GET /web-api/live/stream: server-sent events (live-constants.ts lists their types).
import { Type } from '@sinclair/typebox';
import { StrictObject } from './schema-helpers';

export const MAX_STREAM_GAMES = 200;

/** `games`: optional comma-separated game ids (at most MAX_STREAM_GAMES). */
export const LiveStreamQuery = StrictObject({ games: Type.Optional(Type.String({ maxLength: 2000 })) });

/** The stream itself: `text/event-stream`, one `event: <type>` with JSON data per feed event, never JSON as a whole. */
export const LiveStreamBody = Type.String({ contentMediaType: 'text/event-stream' });

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, LiveStreamBody, LiveStreamQuery, MAX_STREAM_GAMES } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { SseClient } from '../plugins/app/sportsbook/sse-client';
import { HttpError } from '../plugins/external/http-error';

export { MAX_STREAM_GAMES };

export interface LiveStreamOptions {
  /** Heartbeat comment interval (default 15 s), so proxies keep the stream open. */
  heartbeatMs?: number;
  /** Unsent bytes after which a slow client is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
}

/** "1,2,3" -> ids; 400 on anything else (empty parts, non-numbers, too many). */
export function parseGames(text: string | undefined): Set<number> | undefined {
  if (text === undefined || text === '') return undefined;
  const parts = text.split(',');
  if (parts.length > MAX_STREAM_GAMES)
    throw new HttpError(400, 'request.invalid', `games lists at most ${MAX_STREAM_GAMES} game ids`, { pointer: '/games' });
  const ids = new Set<number>();
  for (const p of parts) {
    if (!/^[1-9]\d{0,9}$/.test(p) || Number(p) > 2_147_483_647)
      throw new HttpError(400, 'request.invalid', 'games must be game ids separated by commas, e.g. games=10001,10002', {
        pointer: '/games',
      });
    ids.add(Number(p));
  }
  return ids;
}

/** GET /web-api/live/stream: the live picture as server-sent events, optionally for some games. */
export default async function liveStreamRoutes(fastify: FastifyInstance, opts: LiveStreamOptions = {}) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const clients = new Set<SseClient>();
  app.addHook('preClose', async () => {
    for (const c of [...clients]) c.close();
  });

  // The stream is written to the socket directly (hijacked), never serialised.
  app.get(
    '/web-api/live/stream',
    // no HEAD twin: Node sends a HEAD answer's headers only when it ends, and a stream never ends
    // (npm run fuzz found HEAD requests held open, each one a live subscriber)
    { exposeHeadRoute: false, schema: { querystring: LiveStreamQuery, response: answers({ 200: LiveStreamBody }) } },
    async (request, reply) => {
      const games = parseGames(request.query.games);
      // hijacked: Fastify sends nothing of its own, so the headers set so far (security headers)
      // go out here with the stream's
      const headers = reply.getHeaders();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...headers,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      let off = () => {};
      let heartbeat: NodeJS.Timeout | null = null;
      const client = new SseClient(raw, {
        ...(games && { games }),
        ...(opts.maxBufferedBytes !== undefined && { maxBufferedBytes: opts.maxBufferedBytes }),
        onClose: (reason) => {
          off();
          if (heartbeat) clearInterval(heartbeat);
          clients.delete(client);
          if (reason === 'slow') request.log.info('live stream: slow client dropped');
        },
      });
      clients.add(client);
      off = app.livePublisher.subscribe((events) => client.send(events));
      heartbeat = setInterval(() => client.heartbeat(), opts.heartbeatMs ?? 15_000);
      heartbeat.unref();
      raw.on('close', () => client.close());
      client.open();
    },
  );
}

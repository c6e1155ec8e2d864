import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, SessionAnswer } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';

export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Spec 2 §7: no cache; the answer is the session check. It is a few dozen bytes, asked for on
  // every page and by the proxy's health check: the compression hooks would cost every call and
  // save nothing (as on the bet placement route).
  app.get('/web-api/session', { schema: { response: answers({ 200: SessionAnswer }) }, compress: false, decompress: false }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const userId = request.userId ?? null;
    if (userId === null) return { userId };
    // Issue 22: the header names the player by his login, never by his number.
    const login = await app.users.loginOf(userId);
    return login === null ? { userId } : { userId, login };
  });
}

import type { FastifyInstance } from 'fastify';

export default async function sessionRoutes(app: FastifyInstance) {
  // Spec 2 §7: no cache; the answer is the session check.
  app.get('/web-api/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { userId: request.userId ?? null };
  });
}

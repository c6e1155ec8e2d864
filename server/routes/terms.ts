import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/guards';

const StatusAnswer = Type.Object({ result: Type.Boolean({ description: 'true when the terms changed since the player accepted them' }), updatedAt: Type.Union([Type.String(), Type.Null()]) });

export default async function termsRoutes(app: FastifyInstance) {
  // Polled every 60 s (spec 2 §4); anonymous visitors have nothing to accept.
  app.get('/web-api/api-v3/v2/user/agreement-rules/status', { schema: { response: { 200: StatusAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const latest = await app.terms.latest();
    const changed = request.userId !== null ? await app.terms.changedFor(request.userId) : false;
    return { result: changed, updatedAt: latest.updatedAt };
  });

  app.post('/web-api/api-v3/v2/user/agreement-rules/accept', { onRequest: requireUser, schema: { response: { 200: StatusAnswer } } }, async (request) => {
    const latest = await app.terms.accept(request.userId as number);
    return { result: false, updatedAt: latest.updatedAt };
  });
}

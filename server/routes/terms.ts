import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, TermsStatus } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/guards';

export default async function termsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Polled every 60 s (spec 2 §4); anonymous visitors have nothing to accept.
  app.get(
    '/web-api/api-v3/v2/user/agreement-rules/status',
    { schema: { response: answers({ 200: TermsStatus }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const latest = await app.terms.latest();
      const changed = request.userId !== null ? await app.terms.changedFor(request.userId) : false;
      return { result: changed, updatedAt: latest.updatedAt };
    },
  );

  app.post(
    '/web-api/api-v3/v2/user/agreement-rules/accept',
    { onRequest: requireUser, schema: { response: answers({ 200: TermsStatus }) } },
    async (request) => {
      const latest = await app.terms.accept(request.userId as number);
      return { result: false, updatedAt: latest.updatedAt };
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, BlockAnswer, BlockBody, MaintenanceAnswer, RedirectAnswer, RedirectBody } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { blockResult } from '../plugins/app/operator/blocks';
import { requestCountry } from '../plugins/app/site/route-context';

/** Blocks, redirects and maintenance: rules the operator sets from the CLI, read by the shell. */
export default async function operatorRuleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/blocks-api/api/v2/block', { schema: { body: BlockBody, response: answers({ 200: BlockAnswer }) } }, async (request, reply) => {
    const country = requestCountry(request, await app.siteConfig.get());
    const userAgent = request.headers['user-agent'] ?? '';
    reply.header('Cache-Control', 'no-store');
    return blockResult(await app.blocks.resolve({ country, ip: request.ip, userAgent }));
  });

  app.post(
    '/redirects-api/api/v1/redirect-light',
    { schema: { body: RedirectBody, response: answers({ 200: RedirectAnswer }) } },
    async (request) => app.redirects.resolve(request.body.url),
  );

  app.get('/web-api/maintenance', { schema: { response: answers({ 200: MaintenanceAnswer }) } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.maintenance.current();
  });
}

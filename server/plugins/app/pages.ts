import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

/** Answers a page request with the shell. The route table decides status and redirects. */
export default fp(async function pages(app: FastifyInstance) {
  app.decorate('renderPage', async (_request: FastifyRequest, reply: FastifyReply) => {
    const config = await app.siteConfig.get();
    const boot = { overrideHosts: config.application.importMapOverrideHosts };
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(app.shell.render({ status: 200, boot }));
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ContentService } from './content-service';
import { contentSeed } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content table: pages, rules, posts, promotions (content-service.ts). */
    content: ContentService;
  }
}

/** Content (issue 19): the service, and the demo content seeded when the server is ready. */
export default fp(
  async function content(app: FastifyInstance) {
    const service = new ContentService(app.db, app.clock);
    app.decorate('content', service);
    app.addHook('onReady', async () => {
      await service.seed(contentSeed);
    });
  },
  { name: 'content', dependencies: ['db', 'clock'] },
);

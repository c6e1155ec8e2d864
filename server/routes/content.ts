import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, CONTENT_PATHS, ContentItemAnswer, ContentItemParams, ContentListAnswer, ContentListParams, ContentQuery } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/external/http-error';


/**
 * The public content the promotions application reads (issue 19): promotions, landing pages,
 * bonus rules and partners, news and blog posts, by language (English where a language has no
 * text of its own). Information pages and rules are rendered by the information front-end.
 */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    CONTENT_PATHS.list,
    { schema: { params: ContentListParams, querystring: ContentQuery, response: answers({ 200: ContentListAnswer }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const newestFirst = request.params.kind === 'news' || request.params.kind === 'blog';
      const items = await app.content.list(request.params.kind, request.query.lang ?? 'en', newestFirst ? 'desc' : 'asc');
      return { items: items.map(({ slug, title, description, updatedAt }) => ({ slug, title, description, updatedAt })) };
    },
  );

  app.get(
    CONTENT_PATHS.item,
    { schema: { params: ContentItemParams, querystring: ContentQuery, response: answers({ 200: ContentItemAnswer }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const item = await app.content.get(request.params.kind, request.params.slug, request.query.lang ?? 'en');
      if (!item) throw new HttpError(404, 'not_found', 'no such content');
      const { slug, lang, title, description, body, updatedAt } = item;
      return { slug, lang, title, description, body, updatedAt };
    },
  );
}

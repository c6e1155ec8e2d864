import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, type ContentLang, contentLang, GameAnswer, GameParams, GameQuery, GamesAnswer, GamesQuery, SportsAnswer, SportsQuery } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../feed/index';
import { HttpError } from '../plugins/external/http-error';

/**
 * The language of the catalogue's names for a page: the page's own (the feed names things in
 * all six), the site's default when the query has none.
 */
export async function langOf(app: FastifyInstance, lang: ContentLang | undefined): Promise<Lang> {
  return lang ?? contentLang((await app.siteConfig.get()).core.defaultLanguage);
}

/** The line and live catalogue (demo data from the feed, labelled `demo: true`). */
export default async function lineRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/web-api/line/sports',
    { schema: { querystring: SportsQuery, response: answers({ 200: SportsAnswer }) } },
    async (request, reply) => {
      const mode = request.query.mode ?? 'line';
      reply.header('Cache-Control', 'no-cache');
      return { demo: true, mode, sports: await app.lineQueries.sports(mode, await langOf(app, request.query.lang)) };
    },
  );

  app.get(
    '/web-api/line/games',
    { schema: { querystring: GamesQuery, response: answers({ 200: GamesAnswer }) } },
    async (request, reply) => {
      const { sportId, champId } = request.query;
      if (sportId === undefined && champId === undefined)
        throw new HttpError(400, 'request.invalid', 'sportId or champId is required', { pointer: '/query' });
      const mode = request.query.mode ?? 'line';
      const timeFilter = request.query.timeFilter ?? 0;
      reply.header('Cache-Control', 'no-cache');
      const champs = await app.lineQueries.champsWithGames({
        mode,
        timeFilter,
        lang: await langOf(app, request.query.lang),
        ...(sportId !== undefined && { sportId }),
        ...(champId !== undefined && { champId }),
      });
      return { demo: true, mode, timeFilter, champs };
    },
  );

  app.get(
    '/web-api/line/games/:gameId',
    { schema: { params: GameParams, querystring: GameQuery, response: answers({ 200: GameAnswer }) } },
    async (request, reply) => {
      const game = await app.lineQueries.game(request.params.gameId, await langOf(app, request.query.lang));
      if (!game) throw new HttpError(404, 'game.not_found', 'There is no such game', { pointer: '/gameId' });
      reply.header('Cache-Control', 'no-cache');
      return { demo: true, game };
    },
  );
}

import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../feed/index';
import { HttpError } from '../plugins/external/http-error';
import { IntEnum, StringEnum } from '../lib/schema-helpers';
import { TIME_FILTERS } from '../plugins/app/sportsbook/line-queries';

const LangQ = Type.Optional(StringEnum(['en', 'ru'] as const));
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const SportsQuery = Type.Object({ mode: Type.Optional(StringEnum(['line', 'live'] as const)), lang: LangQ }, { additionalProperties: false });
const GamesQuery = Type.Object(
  {
    mode: Type.Optional(StringEnum(['line', 'live'] as const)),
    sportId: Type.Optional(Id),
    champId: Type.Optional(Id),
    timeFilter: Type.Optional(IntEnum(TIME_FILTERS)),
    lang: LangQ,
  },
  { additionalProperties: false },
);
const GameParams = Type.Object({ gameId: Id });
const GameQuery = Type.Object({ lang: LangQ }, { additionalProperties: false });

/** The site's default language when it is one the catalogue has names in. */
export async function langOf(app: FastifyInstance, lang: Lang | undefined): Promise<Lang> {
  if (lang) return lang;
  const d = (await app.siteConfig.get()).core.defaultLanguage;
  return d === 'ru' ? 'ru' : 'en';
}

/** The line and live catalogue (demo data from the feed, labelled `demo: true`). */
export default async function lineRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof SportsQuery> }>('/web-api/line/sports', { schema: { querystring: SportsQuery } }, async (request, reply) => {
    const mode = request.query.mode ?? 'line';
    reply.header('Cache-Control', 'no-cache');
    return { demo: true, mode, sports: await app.lineQueries.sports(mode, await langOf(app, request.query.lang)) };
  });

  app.get<{ Querystring: Static<typeof GamesQuery> }>('/web-api/line/games', { schema: { querystring: GamesQuery } }, async (request, reply) => {
    const { sportId, champId } = request.query;
    if (sportId === undefined && champId === undefined) throw new HttpError(400, 'validation', 'sportId or champId is required', '/query');
    const mode = request.query.mode ?? 'line';
    const timeFilter = request.query.timeFilter ?? 0;
    reply.header('Cache-Control', 'no-cache');
    const champs = await app.lineQueries.champsWithGames({ mode, timeFilter, lang: await langOf(app, request.query.lang), ...(sportId !== undefined && { sportId }), ...(champId !== undefined && { champId }) });
    return { demo: true, mode, timeFilter, champs };
  });

  app.get<{ Params: Static<typeof GameParams>; Querystring: Static<typeof GameQuery> }>(
    '/web-api/line/games/:gameId',
    { schema: { params: GameParams, querystring: GameQuery } },
    async (request, reply) => {
      const game = await app.lineQueries.game(request.params.gameId, await langOf(app, request.query.lang));
      if (!game) throw new HttpError(404, 'not_found', 'There is no such game', '/gameId');
      reply.header('Cache-Control', 'no-cache');
      return { demo: true, game };
    },
  );
}

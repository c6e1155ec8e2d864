import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  ChampIdParams,
  ChampStatisticsAnswer,
  GameIdParams,
  GameStatisticsAnswer,
  LangQuery,
  RESULTS_PATHS,
  ResultChampsAnswer,
  ResultsAnswer,
  ResultsQuery,
} from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/external/http-error';
import { langOf } from './line';

/** Results (`results/{live|zone}?`, `champs/{champId?}`) and statistics (404 without the statistic flag, spec 2 §5). */
export default async function resultsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(RESULTS_PATHS.results, { schema: { querystring: ResultsQuery, response: answers({ 200: ResultsAnswer }) } }, async (request) => {
    const { lang, date, mode, sportId, champId } = request.query;
    const q = { ...(date !== undefined && { date }), ...(mode !== undefined && { mode }), ...(sportId !== undefined && { sportId }), ...(champId !== undefined && { champId }) };
    return { demo: true as const, champs: await app.results.results(q, await langOf(app, lang)) };
  });

  app.get(RESULTS_PATHS.champs, { schema: { querystring: LangQuery, response: answers({ 200: ResultChampsAnswer }) } }, async (request) => ({
    demo: true as const,
    champs: await app.results.champs(await langOf(app, request.query.lang)),
  }));

  const statisticsOn = async () => {
    if (!(await app.siteConfig.get()).modules.statisticEnabled) throw new HttpError(404, 'not_found', 'Statistics are switched off');
  };

  app.get(
    RESULTS_PATHS.gameStatistics,
    { schema: { params: GameIdParams, querystring: LangQuery, response: answers({ 200: GameStatisticsAnswer }) } },
    async (request) => {
      await statisticsOn();
      return { demo: true as const, ...(await app.results.gameStatistics(Number(request.params.gameId), await langOf(app, request.query.lang))) };
    },
  );

  app.get(
    RESULTS_PATHS.champStatistics,
    { schema: { params: ChampIdParams, querystring: LangQuery, response: answers({ 200: ChampStatisticsAnswer }) } },
    async (request) => {
      await statisticsOn();
      return { demo: true as const, ...(await app.results.champStatistics(Number(request.params.champId), await langOf(app, request.query.lang))) };
    },
  );
}

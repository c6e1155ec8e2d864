import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, BetsAnswer, BetsQuery } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/guards';
import { HttpError } from '../plugins/external/http-error';
import { langOf } from './line';

/** from/to: an ISO date or date-time, or epoch milliseconds. */
export function parseTime(text: string | undefined, field: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const t = /^\d{1,15}$/.test(text) ? Number(text) : /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(t))
    throw new HttpError(400, 'request.invalid', `${field} must be an ISO date (2024-05-01 or 2024-05-01T10:00:00Z) or epoch milliseconds`, {
      pointer: `/${field}`,
    });
  return t;
}

export default async function betsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/web-api/user/bets',
    { onRequest: requireUser, schema: { querystring: BetsQuery, response: answers({ 200: BetsAnswer }) } },
    async (request, reply) => {
      const q = request.query;
      const from = parseTime(q.from, 'from');
      const to = parseTime(q.to, 'to');
      if (from !== undefined && to !== undefined && from > to)
        throw new HttpError(400, 'request.invalid', 'from must not be after to', { pointer: '/from' });
      const lang = await langOf(app, q.lang);
      const base = {
        ...(from !== undefined && { from }),
        ...(to !== undefined && { to }),
        ...(q.limit !== undefined && { limit: q.limit }),
      };
      const bets = await app.couponHistory.list(
        request.userId as number,
        { ...base, ...(q.status && q.status !== 'all' && { status: q.status }) },
        lang,
      );
      reply.header('Cache-Control', 'no-store');
      return { demo: true, bets };
    },
  );
}

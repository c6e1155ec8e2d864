import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/external/http-error';
import { requireUser } from '../plugins/app/auth/guards';
import { StringEnum } from '../lib/schema-helpers';
import { COUPON_STATUSES } from '../plugins/app/sportsbook/coupon-history';
import { langOf } from './line';

const BetsQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ maxLength: 40 })),
    to: Type.Optional(Type.String({ maxLength: 40 })),
    status: Type.Optional(StringEnum([...COUPON_STATUSES, 'all'] as const)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    lang: Type.Optional(StringEnum(['en', 'ru'] as const)),
  },
  { additionalProperties: false },
);

/** from/to: an ISO date or date-time, or epoch milliseconds. */
export function parseTime(text: string | undefined, field: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const t = /^\d{1,15}$/.test(text) ? Number(text) : /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(t)) throw new HttpError(400, 'validation', `${field} must be an ISO date (2024-05-01 or 2024-05-01T10:00:00Z) or epoch milliseconds`, `/${field}`);
  return t;
}

export default async function betsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof BetsQuery> }>('/web-api/user/bets', { onRequest: requireUser, schema: { querystring: BetsQuery } }, async (request, reply) => {
    const q = request.query;
    const from = parseTime(q.from, 'from');
    const to = parseTime(q.to, 'to');
    if (from !== undefined && to !== undefined && from > to) throw new HttpError(400, 'validation', 'from must not be after to', '/from');
    const lang = await langOf(app, q.lang);
    const base = { ...(from !== undefined && { from }), ...(to !== undefined && { to }), ...(q.limit !== undefined && { limit: q.limit }) };
    const bets = await app.couponHistory.list(request.userId as number, { ...base, ...(q.status && q.status !== 'all' && { status: q.status }) }, lang);
    reply.header('Cache-Control', 'no-store');
    return { demo: true, bets };
  });
}

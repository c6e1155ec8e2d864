import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StrictObject } from '../lib/schema-helpers';
import { blockResult } from '../plugins/app/operator/blocks';

const BlockBody = StrictObject({
  url: Type.String({ maxLength: 2000 }),
  auth: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 2000 })])),
});
const BlockAnswer = Type.Object({
  displayTypeId: Type.Union([Type.Integer(), Type.Null()]),
  templateTypeId: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.Integer(), Type.Null()]),
});
const RedirectBody = StrictObject({ url: Type.String({ maxLength: 2000 }) });
const RedirectAnswer = Type.Object({
  redirect: Type.Boolean(),
  code: Type.Union([Type.Integer(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  reasons: Type.Array(Type.String()),
  breadcrumbs: Type.Array(Type.String()),
});
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const MaintenanceAnswer = Type.Object({
  isActive: Type.Boolean(),
  started_at: NullableStr,
  ended_at: NullableStr,
  notify_started_at: NullableStr,
  notify_ended_at: NullableStr,
  web_state: Type.Integer(),
  startAt: NullableStr,
  finishAt: NullableStr,
  notifyStartDate: NullableStr,
  notifyEndDate: NullableStr,
});

/** Blocks, redirects and maintenance: rules the operator sets from the CLI, read by the shell. */
export default async function operatorRuleRoutes(app: FastifyInstance) {
  app.post<{ Body: Static<typeof BlockBody> }>(
    '/blocks-api/api/v2/block',
    { schema: { body: BlockBody, response: { 200: BlockAnswer } } },
    async (request, reply) => {
      const header = request.headers['x-geo-country'];
      const country = typeof header === 'string' && /^[a-z]{2}$/i.test(header) ? header : (await app.siteConfig.get()).core.geoCountry;
      const userAgent = request.headers['user-agent'] ?? '';
      reply.header('Cache-Control', 'no-store');
      return blockResult(await app.blocks.resolve({ country, ip: request.ip, userAgent }));
    },
  );

  app.post<{ Body: Static<typeof RedirectBody> }>(
    '/redirects-api/api/v1/redirect-light',
    { schema: { body: RedirectBody, response: { 200: RedirectAnswer } } },
    async (request) => app.redirects.resolve(request.body.url),
  );

  app.get('/web-api/maintenance', { schema: { response: { 200: MaintenanceAnswer } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.maintenance.current();
  });
}

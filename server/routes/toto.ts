import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  TOTO_PATHS,
  TotoBuyAnswer,
  TotoBuyBody,
  TotoDrawAnswer,
  TotoDrawParams,
  TotoDrawsAnswer,
  TotoLangQuery,
  TotoTicketsAnswer,
} from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute, requireUser } from '../plugins/app/auth/guards';
import { langOf } from './line';

/** Toto (issue 19): the open draw (its nominees), past draws, the player's tickets and buying one. */
export default async function totoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { querystring: TotoLangQuery };

  app.get(TOTO_PATHS.current, { schema: { ...schema, response: answers({ 200: TotoDrawAnswer }) } }, async (request) => ({
    demo: true as const,
    draw: await app.toto.current(await langOf(app, request.query.lang)),
  }));

  app.get(TOTO_PATHS.draws, { schema: { ...schema, response: answers({ 200: TotoDrawsAnswer }) } }, async (request) => ({
    demo: true as const,
    draws: await app.toto.draws(await langOf(app, request.query.lang)),
  }));

  app.get(TOTO_PATHS.draw, { schema: { ...schema, params: TotoDrawParams, response: answers({ 200: TotoDrawAnswer }) } }, async (request) => ({
    demo: true as const,
    draw: await app.toto.draw(Number(request.params.drawId), await langOf(app, request.query.lang)),
  }));

  app.get(TOTO_PATHS.tickets, { onRequest: requireUser, schema: { response: answers({ 200: TotoTicketsAnswer }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { demo: true as const, tickets: await app.toto.tickets(request.userId as number) };
  });

  app.post(TOTO_PATHS.tickets, { onRequest: protectedRoute, schema: { body: TotoBuyBody, response: answers({ 200: TotoBuyAnswer }) } }, async (request) =>
    app.toto.buy(request.userId as number, request.body),
  );
}

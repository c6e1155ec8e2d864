import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, BONUS_GAME_PATHS, BonusGameParams, BonusGamesAnswer, PlayBonusGameAnswer, PlayBonusGameBody, PointsAnswer } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute } from '../plugins/app/auth/guards';

/** Bonus games (issue 19): the catalogue (with the player's points), the points, a round. */
export default async function bonusGameRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(BONUS_GAME_PATHS.list, { schema: { response: answers({ 200: BonusGamesAnswer }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.bonusGames.catalogue(request.userId ?? null);
  });

  app.get(BONUS_GAME_PATHS.points, { onRequest: protectedRoute, schema: { response: answers({ 200: PointsAnswer }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { points: await app.bonusGames.points(request.userId as number) };
  });

  app.post(
    BONUS_GAME_PATHS.play,
    { onRequest: protectedRoute, schema: { params: BonusGameParams, body: PlayBonusGameBody, response: answers({ 200: PlayBonusGameAnswer }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.bonusGames.play(request.userId as number, request.params.game, request.body.idempotencyKey);
    },
  );
}

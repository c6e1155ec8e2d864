import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, SETTINGS_PATH, UserSettings, UserSettingsPatch } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute } from '../plugins/app/auth/guards';

/** The player's settings (issue 18): GET the whole object, PUT any part of it. */
export default async function userSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(SETTINGS_PATH, { onRequest: protectedRoute, schema: { response: answers({ 200: UserSettings }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.userSettings.get(request.userId as number);
  });

  app.put(
    SETTINGS_PATH,
    { onRequest: protectedRoute, schema: { body: UserSettingsPatch, response: answers({ 200: UserSettings }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.userSettings.update(request.userId as number, request.body);
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, PhoneAnswer, PhoneBody, TokenAnswer, TokenQuery, UserConfig } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute, requireUser } from '../plugins/app/auth/guards';
import { fieldError, phoneProblem } from '../plugins/app/players/registration-rules';
import { userConfigOf } from '../plugins/app/players/user-config';
import { HttpError } from '../plugins/external/http-error';

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/web-api/user/config',
    { onRequest: protectedRoute, schema: { response: answers({ 200: UserConfig }) } },
    async (request, reply) => {
      const userId = request.userId as number;
      const user = await app.users.get(userId);
      if (!user) throw new HttpError(401, 'auth.unauthorized', 'Sign in to continue');
      const config = await app.siteConfig.get();
      reply.header('Cache-Control', 'no-store');
      const profile = await app.profiles.get(userId);
      return userConfigOf(user, {
        hasDeposit: await app.accounts.hasDeposit(userId),
        refId: config.core.ref_id,
        nowMs: app.clock.now(),
        profile,
        identificationRequired: config.modules.identificationRequired,
      });
    },
  );

  // Binding a phone moves activation 0 -> 3 and 1 -> 2 (spec 2 §4).
  app.post(
    '/web-api/user/phone',
    { onRequest: protectedRoute, schema: { body: PhoneBody, response: answers({ 200: PhoneAnswer }) } },
    async (request) => {
      const phone = phoneProblem(request.body.country_code, request.body.phone_number);
      if ('problem' in phone) throw fieldError(phone.problem);
      const number = request.body.phone_number;
      const activation_type = await app.users.updatePhone(request.userId as number, phone.country.tel_code, number);
      return { activation_type, phone_code: phone.country.tel_code, phone_number: number };
    },
  );

  // A new token on every call: the client caches it 60 s (spec 2 §9), force_refresh is implied.
  app.get(
    '/web-api/user/gettoken',
    { onRequest: requireUser, schema: { querystring: TokenQuery, response: answers({ 200: TokenAnswer }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.tokens.issue(request.userId as number);
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, EmailAnswer, EmailBody, ProfileAnswer, ProfileBody } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute } from '../plugins/app/auth/guards';
import { profileProblem } from '../plugins/app/players/profile-rules';
import { EMAIL, fieldError } from '../plugins/app/players/registration-rules';
import { HttpError } from '../plugins/external/http-error';

/** The account page (issue 18): personal data of spec 2 §3 with its verification status, and the e-mail. */
export default async function userAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const opts = { onRequest: protectedRoute };

  async function profileOf(userId: number) {
    const profile = await app.profiles.get(userId);
    if (!profile) throw new HttpError(401, 'auth.unauthorized', 'Sign in to continue');
    return { ...profile, verification: await app.documents.verificationOf(userId) };
  }

  app.get('/web-api/user/profile', { ...opts, schema: { response: answers({ 200: ProfileAnswer }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return profileOf(request.userId as number);
  });

  app.put('/web-api/user/profile', { ...opts, schema: { body: ProfileBody, response: answers({ 200: ProfileAnswer }) } }, async (request, reply) => {
    const problem = profileProblem(request.body, app.clock.now());
    if (problem) throw fieldError(problem);
    const userId = request.userId as number;
    await app.profiles.put(userId, request.body);
    reply.header('Cache-Control', 'no-store');
    return profileOf(userId);
  });

  // Binding an e-mail moves activation 0 -> 1 and 3 -> 2 (the phone's rule, spec 2 §4, is POST /web-api/user/phone).
  app.post('/web-api/user/email', { ...opts, schema: { body: EmailBody, response: answers({ 200: EmailAnswer }) } }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    if (!EMAIL.test(email)) throw fieldError({ pointer: '/email', code: 'user.email_invalid', detail: 'email is not a valid address' });
    const activation_type = await app.users.updateEmail(request.userId as number, email);
    return { activation_type, email };
  });
}

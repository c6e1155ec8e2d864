import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Accepted, answers, contentLang, NoContent, ResetConfirmBody, ResetRequestBody } from '@site/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, passwordProblem } from '../plugins/app/auth/passwords';
import { passwordResetMail } from '../plugins/app/mail/templates';
import { offeredLanguage } from '../plugins/app/site/languages';
import { fieldError } from '../plugins/app/players/registration-rules';
import { HttpError } from '../plugins/external/http-error';
import { tooManyAttempts } from '../plugins/external/attempt-limit';

export interface PasswordResetRoutesOptions {
  /** The site's public origin for links in mails (PUBLIC_ORIGIN); else the request's own. */
  publicOrigin?: string | undefined;
}

/** The password reset for real (issue 15): a mailed single-use link, then a new password that ends every session. */
export default async function passwordResetRoutes(fastify: FastifyInstance, opts: PasswordResetRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const originOf = (request: FastifyRequest) => opts.publicOrigin ?? `${request.protocol}://${request.host}`;

  // Always 202, whether the login names a player or not: the answer tells nobody who has an account.
  app.post('/web-api/auth/password-reset/request', { schema: { body: ResetRequestBody, response: answers({ 202: Accepted }) } }, async (request, reply) => {
    const login = request.body.login.trim().toLowerCase();
    const key = `login:${login}`;
    const wait = await app.resetLimits.retryAfter(request, key);
    if (wait !== null) throw tooManyAttempts(wait);
    await app.resetLimits.fail(request, key); // every request counts
    const user = await app.users.byIdentifier(login);
    if (user?.email) {
      const { token } = await app.passwordResets.issue(user.id);
      // the mail and the link's page in the player's language, when the site offers it
      const { core } = await app.siteConfig.get();
      const lng = offeredLanguage(request.body.lng, core.languages, core.defaultLanguage);
      const link = `${originOf(request)}/${lng}/user/passwordreset?token=${encodeURIComponent(token)}`;
      const mail = passwordResetMail(contentLang(lng), link);
      await app.outbox.enqueue(user.email, mail.subject, mail.body);
    }
    return reply.status(202).send({ accepted: true });
  });

  app.post('/web-api/auth/password-reset/confirm', { schema: { body: ResetConfirmBody, response: answers({ 204: NoContent }) } }, async (request, reply) => {
    const key = `confirm:${request.ip}`;
    const wait = await app.resetLimits.retryAfter(request, key);
    if (wait !== null) throw tooManyAttempts(wait);
    const problem = passwordProblem(request.body.password);
    if (problem) throw fieldError({ ...problem, pointer: '/password' });
    const userId = await app.passwordResets.consume(request.body.token);
    if (userId === null) {
      await app.resetLimits.fail(request, key);
      throw new HttpError(400, 'password_reset.token_invalid', 'The link is invalid, used or expired', { pointer: '/token' });
    }
    await app.users.setPasswordHash(userId, await hashPassword(request.body.password));
    await app.passwordResets.revokeAll(userId);
    await app.signInLinks.revokeAll(userId);
    // a reset ends every session of the player
    await app.sessions.destroyAllOf(userId);
    reply.header('Cache-Control', 'no-store');
    return reply.status(204).send(null);
  });
}

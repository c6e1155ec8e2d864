import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  NoContent,
  PasswordChangeBody,
  SecurityAnswer,
  SecurityQuestionBody,
  SessionParams,
  SessionsAnswer,
  TwoStepAnswer,
  TwoStepBody,
  TwoStepConfirmAnswer,
  TwoStepConfirmBody,
} from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute } from '../plugins/app/auth/guards';
import { hashPassword, passwordProblem, verifyPassword } from '../plugins/app/auth/passwords';
import { SESSION_COOKIE, setSessionCookie } from '../plugins/app/auth/session-cookie';
import { fieldError } from '../plugins/app/players/registration-rules';
import { changedPassDayCount, protectionMethodsOf } from '../plugins/app/players/user-config';
import { protectionLevel, protectionStatus } from '../plugins/app/players/user-rules';
import { HttpError } from '../plugins/external/http-error';
import { tooManyAttempts } from '../plugins/external/attempt-limit';

/** The answer of a security question, as compared: case, spaces and width do not matter. */
const normaliseAnswer = (answer: string) => answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Security of the signed-in player (issue 18): password, sessions, two-step login, security question, protection level. */
export default async function userSecurityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const opts = { onRequest: protectedRoute };

  async function player(userId: number) {
    const user = await app.users.get(userId);
    if (!user) throw new HttpError(401, 'auth.unauthorized', 'Sign in to continue');
    return user;
  }

  app.get('/web-api/user/security', { ...opts, schema: { response: answers({ 200: SecurityAnswer }) } }, async (request, reply) => {
    const user = await player(request.userId as number);
    const methods = protectionMethodsOf(user);
    const level = protectionLevel(methods);
    reply.header('Cache-Control', 'no-store');
    return {
      twoStep: user.two_step_secret !== null,
      backupCodesLeft: user.two_step_secret ? await app.twoStep.backupCodesLeft(user.id) : 0,
      securityQuestion: user.security_question,
      changedPassDayCount: changedPassDayCount(user, app.clock.now()),
      protection_level: level,
      protection_status: protectionStatus(level),
      protection_methods: methods,
    };
  });

  // The old password is required; every session of the player ends but this one, which gets a new token.
  app.post('/web-api/user/password', { ...opts, schema: { body: PasswordChangeBody, response: answers({ 204: NoContent }) } }, async (request, reply) => {
    const user = await player(request.userId as number);
    const key = `user:${user.id}`;
    const wait = await app.signInLimits.retryAfter(request, key);
    if (wait !== null) throw tooManyAttempts(wait);
    if (!(await verifyPassword(request.body.oldPassword, user.password_hash))) {
      await app.signInLimits.fail(request, key);
      throw new HttpError(403, 'security.old_password_wrong', 'The current password is wrong', { pointer: '/oldPassword' });
    }
    const problem = passwordProblem(request.body.newPassword);
    if (problem) throw fieldError({ ...problem, pointer: '/newPassword' });
    await app.users.setPasswordHash(user.id, await hashPassword(request.body.newPassword));
    // every other session ends; this one goes on under a new token, so that a copy of the old
    // cookie (the reason to change a password may be that it was taken) gets 401 as well
    const current = request.cookies[SESSION_COOKIE] as string;
    await app.sessions.destroyAllOf(user.id, current);
    const renewed = await app.sessions.renew(current);
    if (renewed) setSessionCookie(request, reply, renewed.token, renewed.saved, Math.max(1, Math.ceil((renewed.expiresAt - app.clock.now()) / 1000)));
    await app.passwordResets.revokeAll(user.id);
    await app.signInLinks.revokeAll(user.id);
    return reply.status(204).send(null);
  });

  app.get('/web-api/user/sessions', { ...opts, schema: { response: answers({ 200: SessionsAnswer }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { sessions: await app.sessions.list(request.userId as number, request.cookies[SESSION_COOKIE]) };
  });

  // Another player's session answers 404 exactly like one that does not exist.
  app.delete('/web-api/user/sessions/:id', { ...opts, schema: { params: SessionParams, response: answers({ 204: NoContent }) } }, async (request, reply) => {
    if (!(await app.sessions.destroyById(request.userId as number, request.params.id))) {
      throw new HttpError(404, 'security.session_not_found', 'You have no such session', { pointer: '/id' });
    }
    return reply.status(204).send(null);
  });

  app.post('/web-api/user/two-step', { ...opts, schema: { body: TwoStepBody, response: answers({ 200: TwoStepAnswer }) } }, async (request, reply) => {
    const userId = request.userId as number;
    reply.header('Cache-Control', 'no-store');
    if (request.body.enabled) return { enabled: false, ...(await app.twoStep.begin(userId)) };
    await app.twoStep.disable(userId, request.body.code);
    return { enabled: false };
  });

  app.post(
    '/web-api/user/two-step/confirm',
    { ...opts, schema: { body: TwoStepConfirmBody, response: answers({ 200: TwoStepConfirmAnswer }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { backupCodes: await app.twoStep.confirm(request.userId as number, request.body.code) };
    },
  );

  app.put('/web-api/user/security-question', { ...opts, schema: { body: SecurityQuestionBody, response: answers({ 204: NoContent }) } }, async (request, reply) => {
    const question = request.body.question.trim();
    const answer = normaliseAnswer(request.body.answer);
    if (question.length < 3) throw new HttpError(400, 'request.invalid', 'question must have at least 3 characters', { pointer: '/question' });
    if (answer.length < 2) throw new HttpError(400, 'request.invalid', 'answer must have at least 2 characters', { pointer: '/answer' });
    await app.users.setSecurityQuestion(request.userId as number, question, await hashPassword(answer));
    return reply.status(204).send(null);
  });

  app.delete('/web-api/user/security-question', { ...opts, schema: { response: answers({ 204: NoContent }) } }, async (request, reply) => {
    await app.users.setSecurityQuestion(request.userId as number, null, null);
    return reply.status(204).send(null);
  });
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, LoginAnswer, LoginBody, NoContent, RegisterAnswer, RegisterBody, SignInLinkAnswer, SignInLinkBody, TwoStepCodeBody } from '@site/api/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from '../plugins/app/auth/passwords';
import { requireUser } from '../plugins/app/auth/guards';
import { SESSION_COOKIE, setSessionCookie, TWO_STEP_COOKIE } from '../plugins/app/auth/session-cookie';
import { CHALLENGE_MS, SAVED_SESSION_MS } from '../plugins/app/auth/sessions';
import { currencyByIso } from '../plugins/app/money/currencies';
import { countryByCode } from '../plugins/app/players/countries';
import { fieldError, registrationProblem } from '../plugins/app/players/registration-rules';
import type { User } from '../plugins/app/players/users';
import { tooManyAttempts } from '../plugins/external/attempt-limit';
import { HttpError } from '../plugins/external/http-error';

const badCredentials = () => new HttpError(401, 'auth.bad_credentials', 'The login or password is wrong');
const twoStepExpired = () => new HttpError(401, 'auth.two_step_expired', 'The sign-in has expired; enter your login and password again');


export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number, save: boolean) {
    const userAgent = request.headers['user-agent'];
    const { token } = await app.sessions.create(userId, save, { userAgent: typeof userAgent === 'string' ? userAgent : undefined, ip: request.ip });
    setSessionCookie(request, reply, token, save, SAVED_SESSION_MS / 1000);
  }

  app.post(
    '/web-api/auth/register',
    { schema: { body: RegisterBody, response: answers({ 201: RegisterAnswer }) } },
    async (request, reply) => {
      const config = await app.siteConfig.get();
      if (!config.auth.registrationAllowed) throw new HttpError(403, 'auth.registration_closed', 'Registration is closed at the moment');
      await app.registrationLimit.guard(request);
      const body = request.body;
      const problem = registrationProblem(body);
      if (problem) throw fieldError(problem);
      const generated = body.type === 'fast_reg' ? generatePassword() : undefined;
      const password = generated ?? (body.password as string);
      const country = body.country_code === undefined ? undefined : countryByCode(body.country_code);
      const { userId, login } = await app.users.register({
        regType: body.type,
        passwordHash: await hashPassword(password),
        currencyId: currencyByIso(body.currency)!.id,
        countryId: body.countryId,
        bonusChoice: body.bonusChoice,
        ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
        ...(country && body.phone_number !== undefined ? { phone: { code: country.tel_code, number: body.phone_number } } : {}),
      });
      // the partner tags the visitor came with (issue 16), from the cookies the pages set
      await app.referrals.record(userId, request.cookies);
      await startSession(request, reply, userId, true);
      reply.status(201).header('Cache-Control', 'no-store');
      // the generated password is shown this once and kept nowhere
      return generated ? { userId, login, password: generated } : { userId, login };
    },
  );

  /** Finds the player a login form names, and the key their failures are counted under. */
  async function identify(body: LoginBody): Promise<{ user: User | undefined; key: string }> {
    if (body.login !== undefined) {
      if (body.phone_number !== undefined || body.country_code !== undefined) {
        throw new HttpError(400, 'request.invalid', 'give either login or phone_number with country_code, not both', { pointer: '/login' });
      }
      const user = await app.users.byIdentifier(body.login);
      return { user, key: user ? `user:${user.id}` : `login:${body.login.trim().toLowerCase()}` };
    }
    if (body.phone_number === undefined || body.country_code === undefined) {
      throw new HttpError(400, 'request.invalid', 'login is required (or phone_number with country_code)', { pointer: '/login' });
    }
    const country = countryByCode(body.country_code);
    if (!country)
      throw fieldError({
        pointer: '/country_code',
        code: 'user.country_unknown',
        detail: 'country_code is not a country we accept phone numbers from',
      });
    const user = await app.users.byPhone(country.tel_code, body.phone_number);
    return { user, key: user ? `user:${user.id}` : `phone:${country.tel_code}:${body.phone_number}` };
  }

  app.post('/web-api/auth/login', { schema: { body: LoginBody, response: answers({ 200: LoginAnswer }) } }, async (request, reply) => {
    const config = await app.siteConfig.get();
    if (!config.auth.loginAvailable) throw new HttpError(403, 'auth.login_unavailable', 'Signing in is not available at the moment');
    const { user, key } = await identify(request.body);
    const wait = await app.signInLimits.retryAfter(request, key);
    if (wait !== null) throw tooManyAttempts(wait);
    // an unknown player costs the same hashing time as a wrong password
    const ok = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
    if (!ok || !user) {
      await app.signInLimits.fail(request, key);
      throw badCredentials();
    }
    const save = request.body.save ?? false;
    reply.header('Cache-Control', 'no-store');
    if (user.two_step_secret) {
      const challenge = await app.sessions.createChallenge(user.id, save);
      reply.setCookie(TWO_STEP_COOKIE, challenge, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/web-api/auth',
        secure: request.protocol === 'https',
        maxAge: CHALLENGE_MS / 1000,
      });
      return { twoStep: true };
    }
    await startSession(request, reply, user.id, save);
    return { userId: user.id };
  });

  app.post(
    '/web-api/auth/login/two-step',
    { schema: { body: TwoStepCodeBody, response: answers({ 200: LoginAnswer }) } },
    async (request, reply) => {
      const token = request.cookies[TWO_STEP_COOKIE];
      const challenge = token ? await app.sessions.challenge(token) : null;
      if (!token || !challenge) throw twoStepExpired();
      const account = `user:${challenge.userId}`;
      const wait = await app.signInLimits.retryAfter(request, account);
      if (wait !== null) throw tooManyAttempts(wait);
      const user = await app.users.get(challenge.userId);
      // a current code of the player's app, or a backup code (each once)
      if (!user?.two_step_secret || !(await app.twoStep.verify(user.id, request.body.code))) {
        await app.signInLimits.fail(request, account);
        throw new HttpError(401, 'auth.bad_code', 'The code is wrong or has expired', { pointer: '/code' });
      }
      if (!(await app.sessions.consumeChallenge(token))) throw twoStepExpired();
      reply.clearCookie(TWO_STEP_COOKIE, { path: '/web-api/auth' });
      reply.header('Cache-Control', 'no-store');
      await startSession(request, reply, user.id, challenge.save);
      return { userId: user.id };
    },
  );

  // One-time sign-in links (spec 1 route `{token}`): a signed-in player makes one to open the
  // site signed in on another device. The link is the whole credential, so it lives ten minutes,
  // works once, a newer one revokes it, and a wrong one counts as a failed sign-in of the address.
  app.post('/web-api/auth/sign-in-link', { onRequest: requireUser, schema: { response: answers({ 200: SignInLinkAnswer }) } }, async (request, reply) => {
    const userId = request.userId as number;
    await app.signInLinks.revokeAll(userId);
    reply.header('Cache-Control', 'no-store');
    return app.signInLinks.issue(userId);
  });

  app.post('/web-api/auth/sign-in-link/use', { schema: { body: SignInLinkBody, response: answers({ 200: LoginAnswer }) } }, async (request, reply) => {
    const config = await app.siteConfig.get();
    if (!config.auth.loginAvailable) throw new HttpError(403, 'auth.login_unavailable', 'Signing in is not available at the moment');
    const key = `sign-in-link:${request.ip}`;
    const wait = await app.signInLimits.retryAfter(request, key);
    if (wait !== null) throw tooManyAttempts(wait);
    const userId = await app.signInLinks.consume(request.body.token);
    if (userId === null) {
      await app.signInLimits.fail(request, key);
      throw new HttpError(400, 'auth.sign_in_link_invalid', 'The sign-in link is invalid, used or expired', { pointer: '/token' });
    }
    reply.header('Cache-Control', 'no-store');
    await startSession(request, reply, userId, false);
    return { userId };
  });

  app.post('/web-api/auth/disconnect', { schema: { response: answers({ 204: NoContent }) } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await app.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie('ua', { path: '/' });
    return reply.status(204).send(null);
  });
}

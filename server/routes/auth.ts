import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countryByCode } from '../plugins/app/players/countries';
import { currencyByIso } from '../plugins/app/money/currencies';
import { HttpError } from '../plugins/external/http-error';
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from '../plugins/app/auth/passwords';
import { registrationProblem } from '../plugins/app/players/registration-rules';
import { IntEnum, StrictObject, StringEnum } from '../lib/schema-helpers';
import { checkTwoStepCode } from '../plugins/app/auth/two-step-code';
import { SESSION_COOKIE, setSessionCookie, TWO_STEP_COOKIE } from '../plugins/app/auth/session-cookie';
import { CHALLENGE_MS, SAVED_SESSION_MS } from '../plugins/app/auth/sessions';
import type { User } from '../plugins/app/players/users';

const RegisterBody = StrictObject({
  type: StringEnum(['fast_reg', 'phone_reg', 'full_reg'] as const),
  currency: Type.String({ minLength: 1, maxLength: 10 }),
  countryId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  bonusChoice: IntEnum([0, 1, 2] as const),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  phone_number: Type.Optional(Type.String({ maxLength: 32 })),
  country_code: Type.Optional(Type.String({ maxLength: 8 })),
});
const RegisterAnswer = Type.Object({ userId: Type.Integer(), login: Type.String(), password: Type.Optional(Type.String()) });

const LoginBody = StrictObject({
  login: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  phone_number: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  country_code: Type.Optional(Type.String({ minLength: 1, maxLength: 8 })),
  save: Type.Optional(Type.Boolean()),
});
const LoginAnswer = Type.Object({ userId: Type.Optional(Type.Integer()), twoStep: Type.Optional(Type.Boolean()) });
const TwoStepBody = StrictObject({ code: Type.String({ pattern: '^[0-9]{6}$', description: 'six digits' }) });

type LoginInput = Static<typeof LoginBody>;

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'The login or password is wrong');

function tooMany(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, 'too_many_attempts', `Too many failed attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, undefined, undefined, {
    'Retry-After': String(seconds),
  });
}

export default async function authRoutes(app: FastifyInstance) {
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number, save: boolean) {
    const { token } = await app.sessions.create(userId, save);
    setSessionCookie(request, reply, token, save, SAVED_SESSION_MS / 1000);
  }

  app.post<{ Body: Static<typeof RegisterBody> }>(
    '/web-api/auth/register',
    { schema: { body: RegisterBody, response: { 201: RegisterAnswer } } },
    async (request, reply) => {
      const config = await app.siteConfig.get();
      if (!config.auth.registrationAllowed) throw new HttpError(403, 'registration_closed', 'Registration is closed at the moment');
      const body = request.body;
      const problem = registrationProblem(body);
      if (problem) throw new HttpError(400, 'validation', problem.detail, problem.pointer);
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
      await startSession(request, reply, userId, true);
      reply.status(201).header('Cache-Control', 'no-store');
      // the generated password is shown this once and kept nowhere
      return generated ? { userId, login, password: generated } : { userId, login };
    },
  );

  /** Finds the player a login form names, and the key their failures are counted under. */
  async function identify(body: LoginInput): Promise<{ user: User | undefined; key: string }> {
    if (body.login !== undefined) {
      if (body.phone_number !== undefined || body.country_code !== undefined) {
        throw new HttpError(400, 'validation', 'give either login or phone_number with country_code, not both', '/login');
      }
      const user = await app.users.byIdentifier(body.login);
      return { user, key: user ? `user:${user.id}` : `login:${body.login.trim().toLowerCase()}` };
    }
    if (body.phone_number === undefined || body.country_code === undefined) {
      throw new HttpError(400, 'validation', 'login is required (or phone_number with country_code)', '/login');
    }
    const country = countryByCode(body.country_code);
    if (!country) throw new HttpError(400, 'validation', 'country_code is not a country we accept phone numbers from', '/country_code');
    const user = await app.users.byPhone(country.tel_code, body.phone_number);
    return { user, key: user ? `user:${user.id}` : `phone:${country.tel_code}:${body.phone_number}` };
  }

  app.post<{ Body: LoginInput }>(
    '/web-api/auth/login',
    { schema: { body: LoginBody, response: { 200: LoginAnswer } } },
    async (request, reply) => {
      const config = await app.siteConfig.get();
      if (!config.auth.loginAvailable) throw new HttpError(403, 'login_unavailable', 'Signing in is not available at the moment');
      const { user, key } = await identify(request.body);
      const subjects = { ip: request.ip, account: key };
      const wait = await app.loginThrottle.retryAfter(subjects);
      if (wait !== null) throw tooMany(wait);
      // an unknown player costs the same hashing time as a wrong password
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
      if (!ok || !user) {
        await app.loginThrottle.fail(subjects);
        throw invalidCredentials();
      }
      await app.loginThrottle.succeed(subjects);
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
    },
  );

  app.post<{ Body: Static<typeof TwoStepBody> }>(
    '/web-api/auth/login/two-step',
    { schema: { body: TwoStepBody, response: { 200: LoginAnswer } } },
    async (request, reply) => {
      const token = request.cookies[TWO_STEP_COOKIE];
      const challenge = token ? await app.sessions.challenge(token) : null;
      if (!token || !challenge) throw new HttpError(401, 'two_step_expired', 'The sign-in has expired; enter your login and password again');
      const subjects = { ip: request.ip, account: `user:${challenge.userId}` };
      const wait = await app.loginThrottle.retryAfter(subjects);
      if (wait !== null) throw tooMany(wait);
      const user = await app.users.get(challenge.userId);
      if (!user?.two_step_secret || !checkTwoStepCode(user.two_step_secret, request.body.code, app.clock.now())) {
        await app.loginThrottle.fail(subjects);
        throw new HttpError(401, 'invalid_code', 'The code is wrong or has expired', '/code');
      }
      if (!(await app.sessions.consumeChallenge(token))) throw new HttpError(401, 'two_step_expired', 'The sign-in has expired; enter your login and password again');
      await app.loginThrottle.succeed(subjects);
      reply.clearCookie(TWO_STEP_COOKIE, { path: '/web-api/auth' });
      reply.header('Cache-Control', 'no-store');
      await startSession(request, reply, user.id, challenge.save);
      return { userId: user.id };
    },
  );

  app.post('/web-api/auth/disconnect', { schema: { response: { 204: Type.Null() } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await app.sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' }).clearCookie('ua', { path: '/' });
    return reply.status(204).send();
  });
}

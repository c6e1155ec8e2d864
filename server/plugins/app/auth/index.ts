import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionHook } from './session-cookie';
import { SessionsService } from './sessions';
import { AttemptLimit, type AttemptLimitValues } from '../../external/attempt-limit';
import { defaultSignInLimits, SignInLimits, type SignInLimitValues } from './sign-in-limits';
import { TokenService } from './tokens';
import { PasswordResets, SignInLinks } from './password-reset';
import { TwoStepService } from './two-step';
import { storedSecret } from './stored-secret';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsService;
    /** Failed sign-ins per account and per address (@fastify/rate-limit, a shared store). */
    signInLimits: SignInLimits;
    /** Registrations per address (a bot filling the player table). */
    registrationLimit: AttemptLimit;
    /** Bearer tokens for the limit service and other APIs. */
    tokens: TokenService;
    /** Two-step login with an authenticator app, and its backup codes. */
    twoStep: TwoStepService;
    /** Password-reset tokens (hashed, single use, one hour). */
    passwordResets: PasswordResets;
    /** One-time sign-in links (hashed, single use, ten minutes). */
    signInLinks: SignInLinks;
    /** Password-reset requests per login and address (5 and 30 an hour), and wrong reset links per address. */
    resetLimits: SignInLimits;
  }
  interface FastifyRequest {
    /** The signed-in player's id from the session cookie, or null. */
    userId: number | null;
  }
}

const RESET_LIMITS: SignInLimitValues = { windowMs: 3600_000, perAccount: 5, perIp: 30 };

export interface AuthOptions {
  /** HMAC secret of bearer tokens (TOKEN_SECRET); without one, a random secret kept in the database. */
  tokenSecret?: string;
  /** Failed sign-in limits; 10 per account and 50 per address in 15 minutes by default. */
  signInLimits?: SignInLimitValues;
  /** Registrations per address; 30 an hour by default (a family or an office shares one address). */
  registrationLimit?: AttemptLimitValues;
}

export const defaultRegistrationLimit: AttemptLimitValues = { max: 30, windowMs: 60 * 60_000 };

/** Who is asking: sessions, two-step challenges, sign-in limits, bearer tokens, and request.userId. */
export default fp(
  async function auth(app: FastifyInstance, opts: AuthOptions) {
    app.decorate('sessions', new SessionsService(app.db, app.clock));
    app.decorate('signInLimits', new SignInLimits(app, opts.signInLimits ?? defaultSignInLimits));
    app.decorate('registrationLimit', new AttemptLimit(app, 'register:ip', opts.registrationLimit ?? defaultRegistrationLimit));
    app.decorate('tokens', new TokenService(opts.tokenSecret ?? (await storedSecret(app.db, 'token-secret', app.clock.now())), app.clock));
    app.decorate('twoStep', new TwoStepService(app.db, app.clock));
    app.decorate('passwordResets', new PasswordResets(app.db, app.clock));
    app.decorate('signInLinks', new SignInLinks(app.db, app.clock));
    app.decorate('resetLimits', new SignInLimits(app, RESET_LIMITS, 'password-reset'));
    app.decorateRequest('userId', null);
    app.addHook('onRequest', sessionHook(app));
  },
  { name: 'auth', dependencies: ['db', 'clock', 'rate-limits'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionHook } from './session-cookie';
import { SessionsService } from './sessions';
import { AttemptLimit, type AttemptLimitValues } from '../../external/attempt-limit';
import { defaultSignInLimits, SignInLimits, type SignInLimitValues } from './sign-in-limits';
import { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsService;
    /** Failed sign-ins per account and per address (@fastify/rate-limit, a shared store). */
    signInLimits: SignInLimits;
    /** Registrations per address (a bot filling the player table). */
    registrationLimit: AttemptLimit;
    /** Bearer tokens for the limit service and other APIs. */
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in player's id from the session cookie, or null. */
    userId: number | null;
  }
}

export interface AuthOptions {
  /** HMAC secret of bearer tokens (TOKEN_SECRET). */
  tokenSecret: string;
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
    app.decorate('tokens', new TokenService(opts.tokenSecret, app.clock));
    app.decorateRequest('userId', null);
    app.addHook('onRequest', sessionHook(app));
  },
  { name: 'auth', dependencies: ['db', 'clock', 'rate-limits'] },
);

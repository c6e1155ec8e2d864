import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionHook } from './session-cookie';
import { SessionsService } from './sessions';
import { defaultSignInLimits, SignInLimits, type SignInLimitValues } from './sign-in-limits';
import { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsService;
    /** Failed sign-ins per account and per address (@fastify/rate-limit, a shared store). */
    signInLimits: SignInLimits;
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
}

/** Who is asking: sessions, two-step challenges, sign-in limits, bearer tokens, and request.userId. */
export default fp(
  async function auth(app: FastifyInstance, opts: AuthOptions) {
    app.decorate('sessions', new SessionsService(app.db, app.clock));
    app.decorate('signInLimits', new SignInLimits(app, opts.signInLimits ?? defaultSignInLimits));
    app.decorate('tokens', new TokenService(opts.tokenSecret, app.clock));
    app.decorateRequest('userId', null);
    app.addHook('onRequest', sessionHook(app));
  },
  { name: 'auth', dependencies: ['db', 'clock', 'rate-limits'] },
);
